/**
 * /empresa/salvar/:id?: an entity's record in sections — identification, registration, head office, contacts —
 * with masks (CNPJ of both forms, CEP, phone, dates, money) and each field's rule. The registration data is typed
 * only on a record migrated from an older system (the registration step writes it otherwise). A name like
 * another's asks, listing them with their registration numbers, whether to keep it (domain-rcpj §1.5).
 */
import {
  AVERBACAO_MAXIMO,
  brParaIso,
  caminho,
  EMPRESA_MAXIMO,
  hasPermissions,
  ENDERECO_MAXIMO,
  formatMoney,
  formatTelefone,
  MASKS,
  naturezaJuridica,
  PERMISSAO,
  parseMoney,
  rules,
  situacaoAposAverbacao,
  empresaDaReceita,
  formatCnpj,
  normalizeCnpj,
  type Averbacao,
  type Empresa,
  type EmpresaReceita,
  type EmpresaSalvar,
  type Socio,
  type SituacaoEmpresa,
  type TipoAverbacao,
  type Uf,
} from '@rpj/domain';
import { isHttpError, type CallOptions, type ConsultaEmpresaApi, type EmpresaApi, type QualificacaoSocioApi, type SocioApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { FormViewModel, type Campo } from '../../ui/form/form.view-model.ts';
import { RegistroViewModel, type BaseSalvar } from '../../ui/form/registro.view-model.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { EMPRESA } from './empresa.entidade.ts';
import { dataBr } from './empresa-list.view-model.ts';
import { EMPRESAS } from './empresas.tokens.ts';
import { linhaDe, QuadroSociosViewModel, regraQuadro, socioDaLinha, type LinhaSocio } from './quadro-socios.view-model.ts';

/** The form's values: text as typed (masked), the origin as a switch. */
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type ValoresEmpresa = {
  readonly denominacao: string;
  readonly nomeFantasia: string;
  readonly cnpj: string;
  readonly naturezaJuridica: string;
  readonly situacao: string;
  readonly migrada: boolean;
  readonly numeroRegistro: string;
  readonly livro: string;
  readonly folha: string;
  readonly dataRegistro: string;
  readonly dataConstituicao: string;
  readonly duracaoAte: string;
  readonly capital: string;
  readonly objeto: string;
  readonly cep: string;
  readonly logradouro: string;
  readonly numero: string;
  readonly complemento: string;
  readonly bairro: string;
  readonly municipio: string;
  readonly uf: string;
  readonly email: string;
  readonly telefone: string;
  /** The board, a row per member. */
  readonly socios: readonly LinhaSocio[];
};

const VAZIO: ValoresEmpresa = {
  denominacao: '',
  nomeFantasia: '',
  cnpj: '',
  naturezaJuridica: '3999',
  situacao: 'ATIVA',
  migrada: false,
  numeroRegistro: '',
  livro: '',
  folha: '',
  dataRegistro: '',
  dataConstituicao: '',
  duracaoAte: '',
  capital: '',
  objeto: '',
  cep: '',
  logradouro: '',
  numero: '',
  complemento: '',
  bairro: '',
  municipio: '',
  uf: '',
  email: '',
  telefone: '',
  socios: [],
};

const inteiroPositivo = (valor: unknown): true | string => valor === '' || (typeof valor === 'string' && /^[1-9]\d{0,8}$/.test(valor.trim())) || 'Use só algarismos, como 4312.';

const CAMPOS: Readonly<Partial<Record<keyof ValoresEmpresa, Campo>>> = {
  denominacao: { rotulo: 'Denominação', obrigatorio: true, regras: [rules.maxLength(EMPRESA_MAXIMO.denominacao)] },
  nomeFantasia: { rotulo: 'Nome fantasia', regras: [rules.maxLength(EMPRESA_MAXIMO.nomeFantasia)] },
  cnpj: { rotulo: 'CNPJ', regras: [rules.cnpj()], mascara: MASKS.cnpj },
  naturezaJuridica: { rotulo: 'Natureza jurídica', obrigatorio: true },
  situacao: { rotulo: 'Situação', obrigatorio: true },
  migrada: { rotulo: 'Origem do cadastro' },
  numeroRegistro: { rotulo: 'Número do registro', regras: [inteiroPositivo] },
  livro: { rotulo: 'Livro', regras: [rules.maxLength(EMPRESA_MAXIMO.livro)] },
  folha: { rotulo: 'Folha', regras: [rules.maxLength(EMPRESA_MAXIMO.folha)] },
  dataRegistro: { rotulo: 'Data do registro', regras: [rules.date()], mascara: MASKS.dataBr },
  dataConstituicao: { rotulo: 'Data de constituição', regras: [rules.date()], mascara: MASKS.dataBr },
  duracaoAte: { rotulo: 'Prazo de duração até', regras: [rules.date()], mascara: MASKS.dataBr },
  capital: { rotulo: 'Capital social (R$)', regras: [rules.money()] },
  objeto: { rotulo: 'Objeto (finalidade)', obrigatorio: true, regras: [rules.maxLength(EMPRESA_MAXIMO.objeto)] },
  cep: { rotulo: 'CEP', regras: [rules.cep()], mascara: MASKS.cep },
  logradouro: { rotulo: 'Logradouro', regras: [rules.maxLength(ENDERECO_MAXIMO.logradouro)] },
  numero: { rotulo: 'Número', regras: [rules.maxLength(ENDERECO_MAXIMO.numero)] },
  complemento: { rotulo: 'Complemento', regras: [rules.maxLength(ENDERECO_MAXIMO.complemento)] },
  bairro: { rotulo: 'Bairro', regras: [rules.maxLength(ENDERECO_MAXIMO.bairro)] },
  municipio: { rotulo: 'Município', regras: [rules.maxLength(ENDERECO_MAXIMO.municipio)] },
  uf: { rotulo: 'UF' },
  email: { rotulo: 'E-mail', regras: [rules.email(), rules.maxLength(EMPRESA_MAXIMO.email)] },
  telefone: { rotulo: 'Telefone', mascara: MASKS.telefone },
  socios: { rotulo: 'Quadro de sócios', regras: [regraQuadro] },
};

/** The form's values of a record (or of one to be, begun from the Receita's data). */
export function valoresDe(e: Omit<EmpresaSalvar, 'id' | 'versao' | 'socios'> & { readonly socios?: readonly Socio[] }): ValoresEmpresa {
  const n = e.endereco;
  return {
    denominacao: e.denominacao,
    nomeFantasia: e.nomeFantasia ?? '',
    cnpj: e.cnpj === undefined ? '' : MASKS.cnpj.format(e.cnpj),
    naturezaJuridica: e.naturezaJuridica,
    situacao: e.situacao,
    migrada: e.migrada,
    numeroRegistro: e.numeroRegistro === undefined ? '' : String(e.numeroRegistro),
    livro: e.livro ?? '',
    folha: e.folha ?? '',
    dataRegistro: dataBr(e.dataRegistro),
    dataConstituicao: dataBr(e.dataConstituicao),
    duracaoAte: dataBr(e.duracaoAte),
    capital: e.capitalCentavos === undefined ? '' : formatMoney(e.capitalCentavos).replace(/^R\$\s*/, ''),
    objeto: e.objeto,
    cep: n.cep === undefined ? '' : MASKS.cep.format(n.cep),
    logradouro: n.logradouro ?? '',
    numero: n.numero ?? '',
    complemento: n.complemento ?? '',
    bairro: n.bairro ?? '',
    municipio: n.municipio ?? '',
    uf: n.uf ?? '',
    email: e.email ?? '',
    telefone: e.telefone === undefined ? '' : formatTelefone(e.telefone),
    socios: (e.socios ?? []).map(linhaDe),
  };
}

/** `{ campo: texto }` of a filled text, `{}` of a blank one. */
function texto<K extends string>(campo: K, valor: string): Partial<Record<K, string>> {
  const t = valor.trim();
  return (t === '' ? {} : { [campo]: t }) as Partial<Record<K, string>>;
}

function data<K extends string>(campo: K, valor: string): Partial<Record<K, string>> {
  const iso = brParaIso(valor.trim());
  return (iso === undefined ? {} : { [campo]: iso }) as Partial<Record<K, string>>;
}

/**
 * What Salvar sends of the values (the service unmasks CNPJ, CEP and phone itself). A new record not migrated
 * sends no registration (switching the origin on and off again leaves none behind); a capital goes only with a
 * society's nature.
 */
export function corpoDe(v: ValoresEmpresa, novo: boolean): Omit<EmpresaSalvar, 'id' | 'versao'> {
  const capital = naturezaJuridica(v.naturezaJuridica)?.sociedade === true ? parseMoney(v.capital) : undefined;
  const registro = v.migrada || !novo;
  return {
    denominacao: v.denominacao.trim(),
    ...texto('nomeFantasia', v.nomeFantasia),
    ...texto('cnpj', v.cnpj),
    naturezaJuridica: v.naturezaJuridica,
    situacao: v.situacao as SituacaoEmpresa,
    migrada: v.migrada,
    ...(registro && /^\d+$/.test(v.numeroRegistro.trim()) ? { numeroRegistro: Number(v.numeroRegistro.trim()) } : {}),
    ...(registro ? { ...texto('livro', v.livro), ...texto('folha', v.folha), ...data('dataRegistro', v.dataRegistro) } : {}),
    ...data('dataConstituicao', v.dataConstituicao),
    ...data('duracaoAte', v.duracaoAte),
    ...(v.capital.trim() === '' || capital === undefined ? {} : { capitalCentavos: capital }),
    objeto: v.objeto.trim(),
    endereco: {
      ...texto('cep', v.cep),
      ...texto('logradouro', v.logradouro),
      ...texto('numero', v.numero),
      ...texto('complemento', v.complemento),
      ...texto('bairro', v.bairro),
      ...texto('municipio', v.municipio),
      ...(v.uf === '' ? {} : { uf: v.uf as Uf }),
    },
    ...texto('email', v.email),
    ...texto('telefone', v.telefone),
    socios: v.socios.map((l) => socioDaLinha(l, naturezaJuridica(v.naturezaJuridica)?.sociedade === true)),
  };
}

/** The new amendment's form. */
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type ValoresAverbacao = {
  readonly numero: string;
  readonly data: string;
  readonly tipo: string;
  readonly descricao: string;
  readonly protocolo: string;
};

const AVERBACAO_VAZIA: ValoresAverbacao = { numero: '', data: '', tipo: 'ATO_CONSTITUTIVO', descricao: '', protocolo: '' };

const CAMPOS_AVERBACAO: Readonly<Partial<Record<keyof ValoresAverbacao, Campo>>> = {
  numero: { rotulo: 'Número (Av.)', regras: [inteiroPositivo] },
  data: { rotulo: 'Data', obrigatorio: true, regras: [rules.date()], mascara: MASKS.dataBr },
  tipo: { rotulo: 'Tipo', obrigatorio: true },
  descricao: { rotulo: 'Descrição', obrigatorio: true, regras: [rules.maxLength(AVERBACAO_MAXIMO.descricao)] },
  protocolo: { rotulo: 'Protocolo', regras: [rules.maxLength(AVERBACAO_MAXIMO.protocolo)] },
};

@injectable()
export class EmpresaFormViewModel {
  readonly tela: RegistroViewModel<Empresa, ValoresEmpresa>;
  /** The registration's amendments, Av.1 first. */
  averbacoes: readonly Averbacao[] = [];
  /** The new amendment's form, while its dialog is open. */
  novaAverbacao: FormViewModel<ValoresAverbacao> | undefined = undefined;
  /** The board's editor. */
  readonly quadro: QuadroSociosViewModel;
  /** A new record begun from the consultation service: the CNPJ asked, and what the Receita answered. */
  deReceita: { readonly cnpj: string; readonly receita?: EmpresaReceita } | undefined = undefined;

  constructor(
    @inject(EMPRESAS.api) private readonly empresas: Pick<EmpresaApi, 'obter' | 'salvar' | 'remover' | 'averbacoes' | 'averbar'>,
    @inject(UI.servicos) private readonly servicos: ServicosTela,
    @inject(EMPRESAS.qualificacoesApi) qualificacoes: Pick<QualificacaoSocioApi, 'listar'>,
    @inject(EMPRESAS.sociosApi) socios: Pick<SocioApi, 'pesquisar'>,
    @inject(EMPRESAS.consultaApi) private readonly consulta: Pick<ConsultaEmpresaApi, 'cnpj'>,
  ) {
    this.tela = new RegistroViewModel<Empresa, ValoresEmpresa>(
      {
        entidade: EMPRESA,
        vazio: VAZIO,
        campos: CAMPOS,
        carregarJunto: async (opcoes) => {
          const { dados } = await qualificacoes.listar({}, { pageNumber: 0, pageSize: 100, sortBy: 'codigo', sort: 'asc' }, opcoes);
          runInAction(() => {
            this.quadro.qualificacoes = dados.content;
          });
        },
        inicial: (opcoes) => this.#daReceita(opcoes),
        obter: async (id, opcoes) => {
          const [empresa, averbacoes] = await Promise.all([empresas.obter(id, opcoes), empresas.averbacoes(id, opcoes)]);
          runInAction(() => {
            this.averbacoes = averbacoes.dados;
          });
          return empresa.dados;
        },
        valores: valoresDe,
        enviar: (v, base, opcoes) => this.#enviar(v, base, opcoes),
        remover: (id) => empresas.remover(id),
      },
      servicos,
    );
    this.quadro = new QuadroSociosViewModel({
      form: this.tela.form,
      sociedade: () => this.temCapital,
      podeRemoverSalvos: () => hasPermissions(this.servicos.user.usuario, [PERMISSAO.REMOVER_SOCIOS]),
      buscarNome: async (documento) => {
        try {
          return (await socios.pesquisar({ documento }, { modoAlerta: 'success' })).dados[0]?.pessoa.nome;
        } catch {
          return undefined;
        }
      },
    });
    makeAutoObservable<this, 'empresas' | 'servicos' | 'consulta'>(this, { tela: false, quadro: false, empresas: false, servicos: false, consulta: false }, { autoBind: true });
  }

  /** A new record begins from the Receita's data of this CNPJ (the lookup's "Iniciar cadastro"). */
  configurarReceita(cnpj: string | null): void {
    const normalizado = cnpj === null ? undefined : normalizeCnpj(cnpj);
    this.deReceita = normalizado === undefined || !this.tela.novo ? undefined : { cnpj: normalizado };
  }

  /** The values the Receita's answer gives a new record (the purpose and the board left to the person). */
  async #daReceita(opcoes: CallOptions): Promise<Partial<ValoresEmpresa> | undefined> {
    const pedido = this.deReceita;
    if (pedido === undefined) return undefined;
    try {
      const { dados } = await this.consulta.cnpj(pedido.cnpj, opcoes);
      runInAction(() => {
        this.deReceita = { cnpj: pedido.cnpj, receita: dados };
      });
      const { socios: _socios, ...empresa } = empresaDaReceita(dados);
      const { socios: _linhas, ...valores } = valoresDe(empresa);
      return valores;
    } catch {
      // The lookup said what went wrong; the form opens empty with the CNPJ typed.
      return { cnpj: formatCnpj(pedido.cnpj) };
    }
  }

  /** The registration data is typed only on a migrated record (the registration step writes it otherwise). */
  get registroEditavel(): boolean {
    return this.tela.podeSalvar && this.tela.form.valores.migrada;
  }

  /** The origin is chosen once, when the record is created. */
  get origemEditavel(): boolean {
    return this.tela.podeSalvar && this.tela.novo;
  }

  /** A society has a share capital. */
  get temCapital(): boolean {
    return naturezaJuridica(this.tela.form.valores.naturezaJuridica)?.sociedade === true;
  }

  /** Nova averbação: on a saved record with a registration, for who may edit entities. */
  get podeAverbar(): boolean {
    const registro = this.tela.registro;
    return !this.tela.novo && registro?.numeroRegistro !== undefined && hasPermissions(this.servicos.user.usuario, [PERMISSAO.EDITAR_EMPRESAS]);
  }

  /** The amendment's number is typed only on a migrated record, with EDITAR_NUMERO_AVERBACAO. */
  get podeNumerarAverbacao(): boolean {
    return this.tela.registro?.migrada === true && hasPermissions(this.servicos.user.usuario, [PERMISSAO.EDITAR_NUMERO_AVERBACAO]);
  }

  /** Where the record's history is. */
  get caminhoHistorico(): string | undefined {
    const id = this.tela.registro?.id;
    return id === undefined ? undefined : caminho('empresa.historico', { id });
  }

  abrirAverbacao(): void {
    this.novaAverbacao = new FormViewModel<ValoresAverbacao>(AVERBACAO_VAZIA, CAMPOS_AVERBACAO);
  }

  fecharAverbacao(): void {
    this.novaAverbacao = undefined;
  }

  /**
   * Averba: the number is the next one unless typed. An amendment that changes the situation (dissolution,
   * liquidation, cancellation) gives the record a new version: the record is read again, so it must have no
   * unsaved changes first.
   */
  async averbar(): Promise<void> {
    const form = this.novaAverbacao;
    const id = this.tela.registro?.id;
    if (form === undefined || id === undefined) return;
    const muda = situacaoAposAverbacao(form.valores.tipo as TipoAverbacao) !== undefined;
    if (muda && this.tela.form.sujo) {
      await this.servicos.alerts.show({ tipo: 'ALERTA', mensagem: 'Esta averbação muda a situação da empresa: salve ou desfaça antes as alterações do cadastro.' });
      return;
    }
    const feita = await form.salvar(async (v) => {
      const resposta = await this.empresas.averbar(
        id,
        {
          data: brParaIso(v.data.trim()) ?? v.data,
          tipo: v.tipo as TipoAverbacao,
          descricao: v.descricao.trim(),
          ...(v.protocolo.trim() === '' ? {} : { protocolo: v.protocolo.trim() }),
          ...(this.podeNumerarAverbacao && /^\d+$/.test(v.numero.trim()) ? { numero: Number(v.numero.trim()) } : {}),
        },
        { errosDeCampoNaTela: true },
      );
      return resposta.dados;
    });
    if (feita === undefined) return;
    runInAction(() => {
      this.averbacoes = [...this.averbacoes, feita].sort((a, b) => a.numero - b.numero);
      this.novaAverbacao = undefined;
    });
    if (muda) await this.tela.carregar();
  }

  /** Saves; a name like another's is kept only after the person confirms it, seeing the names found. */
  async #enviar(v: ValoresEmpresa, base: BaseSalvar, opcoes: CallOptions): Promise<Empresa> {
    const corpo = { ...corpoDe(v, base.id === undefined), ...base } as EmpresaSalvar;
    try {
      return (await this.empresas.salvar(corpo, opcoes)).dados;
    } catch (error) {
      if (!isHttpError(error) || error.status !== 409 || error.resposta?.tipoResposta !== 'CONFIRMACAO') throw error;
      const manter = await this.servicos.alerts.confirm({
        titulo: 'Nome semelhante',
        mensagem: error.resposta.mensagens.join(' '),
        rotuloConfirmar: 'Manter o nome e salvar',
        rotuloCancelar: 'Alterar o nome',
      });
      if (!manter) throw error;
      return (await this.empresas.salvar({ ...corpo, nomeSemelhanteConfirmado: true }, opcoes)).dados;
    }
  }
}

declare module '../../di/token.ts' {
  interface Registro {
    'empresas:EmpresaFormViewModel': EmpresaFormViewModel;
  }
}
