/**
 * /certidao/gerar/:protocolo?: a certificate's request and its way to the requester. Without `?certidao=` it is the
 * request form — the kind, who asks, and what of: the process's entity (the route's protocol), an entity searched by
 * name, a name, CNPJ or CPF to search, or questions — and sending it opens the request. With it, the request as it
 * stands: its deadline, the payment at the clerk's open box, the signature by whom may sign today (and the answers
 * of a certificate by questions), the PDF, and the text it has (or would have if issued now).
 *
 * The form names the catalogue's service the request will be priced by and its fee in force. An office that has not
 * entered its certificate fee yet (a new office; the demo's) enters it here, the first time, if the clerk may edit
 * services: it is saved on the service as its table from today (`comTabelaDesde`), then the request is sent.
 */
import {
  atoDaCertidao,
  comTabelaDesde,
  diaCivil,
  errosDoPedido,
  FUSO_HORARIO_PADRAO,
  isValidCnpj,
  isValidCpf,
  normalizeCnpj,
  normalizeCpf,
  parseMoney,
  precificar,
  tabelaVigente,
  PERMISSAO,
  type Caixa,
  type Certidao,
  type CertidaoSalvar,
  type EmpresaListaItem,
  type ErroCampo,
  type MetodoPagamento,
  type Responsavel,
  type RegraCobranca,
  type Servico,
  type TipoCertidao,
} from '@rpj/domain';
import type { CaixaApi, CertidaoApi, EmpresaApi, ResponsavelApi, ServicoApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { EstadoCarga } from '../../ui/tela/estado.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { caminhoCertidao } from './certidao-list.view-model.ts';
import { CERTIDOES } from './certidoes.tokens.ts';

/** The fields of the request form whose errors are said under them. */
export type CampoPedido = 'tipo' | 'requerente' | 'documento' | 'empresaId' | 'protocolo' | 'busca' | 'quesitos' | 'servicoId' | 'emolumento' | 'responsavelId' | 'respostas' | 'parcelas' | 'caixaId';

/** The catalogue's certificate service of each act, as the service picks it (the first active one by code). */
type ServicosDaCertidao = Partial<Record<ReturnType<typeof atoDaCertidao>, Servico>>;

@injectable()
export class CertidaoViewModel {
  estado: EstadoCarga = 'ocioso';
  naoEncontrada = false;
  certidao: Certidao | undefined = undefined;

  tipo: TipoCertidao = 'BREVE_RELATO';
  requerente = '';
  documento = '';
  busca = '';
  quesitos = '';
  protocolo: number | undefined = undefined;
  termoEmpresa = '';
  empresas: readonly EmpresaListaItem[] = [];
  buscouEmpresas = false;
  empresaId: number | undefined = undefined;
  servicosCertidao: ServicosDaCertidao = {};
  /** The catalogue's certificate services were read (the clerk may see services, and the reading went through). */
  catalogoLido = false;
  /** The state's rule of fees in force today (funds, taxes, ISS), to say the request's whole price. */
  regra: RegraCobranca | undefined = undefined;
  /** The fee typed for a service without one in force (1.234,56). */
  emolumento = '';

  caixa: Caixa | undefined = undefined;
  metodo: MetodoPagamento = 'DINHEIRO';
  assinantes: readonly Responsavel[] = [];
  responsavelId = '';
  respostas = '';

  enviando = false;
  erros: readonly ErroCampo[] = [];
  #id: number | undefined = undefined;

  constructor(
    @inject(CERTIDOES.api) private readonly api: CertidaoApi,
    @inject(CERTIDOES.caixas) private readonly caixas: Pick<CaixaApi, 'meu'>,
    @inject(CERTIDOES.empresas) private readonly empresasApi: Pick<EmpresaApi, 'listar'>,
    @inject(CERTIDOES.responsaveis) private readonly responsaveis: Pick<ResponsavelApi, 'listar'>,
    @inject(CERTIDOES.servicos) private readonly catalogo: Pick<ServicoApi, 'listar' | 'obter' | 'salvar' | 'regra'>,
    @inject(UI.servicos) private readonly servicos: ServicosTela,
  ) {
    makeAutoObservable<this, 'api' | 'caixas' | 'empresasApi' | 'responsaveis' | 'catalogo' | 'servicos'>(
      this,
      { api: false, caixas: false, empresasApi: false, responsaveis: false, catalogo: false, servicos: false },
      { autoBind: true },
    );
  }

  /** The route's protocol (a certificate of the process's entity) and the query's certificate. */
  configure(protocolo: string | undefined, certidao: string | null): void {
    const p = Number(protocolo);
    this.protocolo = protocolo !== undefined && Number.isInteger(p) && p > 0 ? p : undefined;
    const id = Number(certidao);
    this.#id = certidao !== null && Number.isInteger(id) && id > 0 ? id : undefined;
    this.naoEncontrada = certidao !== null && this.#id === undefined;
  }

  get novo(): boolean {
    return this.#id === undefined && !this.naoEncontrada;
  }

  get hoje(): string {
    return diaCivil(this.servicos.scheduler.now(), FUSO_HORARIO_PADRAO);
  }

  #pode(p: (typeof PERMISSAO)[keyof typeof PERMISSAO]): boolean {
    return this.servicos.user.usuario?.permissoes.includes(p) === true;
  }

  get podePedir(): boolean {
    return this.#pode(PERMISSAO.CRIAR_CERTIDOES);
  }

  /** Payment needs the certificate's edit and the box's (the service checks both). */
  get podeReceber(): boolean {
    return this.certidao?.situacao === 'SOLICITADA' && this.#pode(PERMISSAO.EDITAR_CERTIDOES) && this.#pode(PERMISSAO.EDITAR_CAIXAS);
  }

  get podeEmitir(): boolean {
    return this.certidao?.situacao === 'PAGA' && this.#pode(PERMISSAO.EDITAR_CERTIDOES);
  }

  /** The service the request will be priced by (known when the clerk may see the catalogue). */
  get servicoDoPedido(): Servico | undefined {
    return this.servicosCertidao[atoDaCertidao(this.tipo)];
  }

  /**
   * The catalogue has no active service of this certificate's act: the office registers it, with its state's fee, on
   * the services screen (nothing is seeded: a fee is the office's to enter, docs/areas.md).
   */
  get semServico(): boolean {
    return this.catalogoLido && this.servicoDoPedido === undefined;
  }

  /** Who may edit services is sent to register the missing one. */
  get podeCadastrarServico(): boolean {
    return this.#pode(PERMISSAO.EDITAR_SERVICOS);
  }

  /** The service has no fee in force today: the request would be refused until one is entered. */
  get semValor(): boolean {
    const s = this.servicoDoPedido;
    return s !== undefined && tabelaVigente(s.vigencias, this.hoje) === undefined;
  }

  /** The request's price today, as the service will charge it (fee, taxes and funds); unknown without the rule. */
  get precoDoPedido(): number | undefined {
    const s = this.servicoDoPedido;
    if (s === undefined || this.regra === undefined) return undefined;
    const preco = precificar(s.vigencias, this.regra, { quantidade: 1 }, this.hoje, s);
    return 'erro' in preco ? undefined : preco.totalCentavos;
  }

  /** Who may edit services enters the missing fee on the form itself. */
  get podeInformarValor(): boolean {
    return this.semValor && this.#pode(PERMISSAO.EDITAR_SERVICOS);
  }

  erroDe(campo: CampoPedido): string | undefined {
    return this.erros.find((e) => e.campo === campo)?.mensagem;
  }

  async carregar(): Promise<void> {
    if (this.naoEncontrada) return;
    this.estado = 'carregando';
    try {
      if (this.#id === undefined) {
        await this.#servicosDaCertidao();
        runInAction(() => {
          this.estado = 'pronto';
        });
        return;
      }
      const { dados } = await this.api.obter(this.#id);
      runInAction(() => {
        this.certidao = dados;
        this.estado = 'pronto';
      });
      await this.#opcoes(dados);
    } catch (erro) {
      runInAction(() => {
        if ((erro as { status?: number }).status === 404) this.naoEncontrada = true;
        this.estado = 'erro';
      });
    }
  }

  /** Each act's certificate service and its fee today, for the form to say (and to take a missing fee). */
  async #servicosDaCertidao(): Promise<void> {
    if (!this.podePedir || !this.#pode(PERMISSAO.VISUALIZAR_SERVICOS)) return;
    const atos = ['CERTIDAO_BREVE_RELATO', 'CERTIDAO_INTEIRO_TEOR'] as const;
    const opcoes = { modoAlerta: 'error' } as const;
    // The price said before asking is a help: when it cannot be read (the SDK has said why), the form still asks, and
    // the service prices the request (or says what is missing).
    const lidos = await Promise.all([
      this.catalogo.regra(opcoes),
      ...atos.map(async (tipoAto) => {
        const s = (await this.catalogo.listar({ tipoAto, ativo: true }, { pageSize: 1, sortBy: 'codigo' }, opcoes)).dados.content[0];
        return s === undefined ? undefined : (await this.catalogo.obter(s.id, opcoes)).dados;
      }),
    ]).catch(() => undefined);
    if (lidos === undefined) return;
    const [regras, ...servicos] = lidos;
    runInAction(() => {
      this.regra = tabelaVigente(regras.dados.vigencias, this.hoje)?.regra;
      this.servicosCertidao = Object.fromEntries(atos.flatMap((ato, i) => {
        const s = servicos[i];
        return s === undefined ? [] : [[ato, s]];
      }));
      this.catalogoLido = true;
    });
  }

  /** What the next step needs: the clerk's open box to pay, who may sign today to issue. */
  async #opcoes(c: Certidao): Promise<void> {
    if (c.situacao === 'SOLICITADA' && this.podeReceber) {
      const meu = await this.caixas.meu({ modoAlerta: 'error' }).catch(() => undefined);
      runInAction(() => {
        this.caixa = meu?.dados.caixa;
      });
    }
    if (c.situacao === 'PAGA' && this.podeEmitir) {
      const { dados } = await this.responsaveis.listar({ vigenteEm: this.hoje }, { pageSize: 50, sortBy: 'cargo' }, { modoAlerta: 'error' });
      runInAction(() => {
        this.assinantes = dados.content;
        this.responsavelId = String(dados.content[0]?.id ?? '');
      });
    }
  }

  setTipo(v: string): void {
    this.tipo = v as TipoCertidao;
    this.erros = [];
  }
  setEmolumento(v: string): void {
    this.emolumento = v;
    this.erros = this.erros.filter((e) => e.campo !== 'emolumento' && e.campo !== 'servicoId');
  }
  setRequerente(v: string): void {
    this.requerente = v;
    this.erros = this.erros.filter((e) => e.campo !== 'requerente');
  }
  setDocumento(v: string): void {
    this.documento = v;
    this.erros = this.erros.filter((e) => e.campo !== 'documento');
  }
  setBusca(v: string): void {
    this.busca = v;
    this.erros = this.erros.filter((e) => e.campo !== 'busca');
  }
  setQuesitos(v: string): void {
    this.quesitos = v;
    this.erros = this.erros.filter((e) => e.campo !== 'quesitos');
  }
  setTermoEmpresa(v: string): void {
    this.termoEmpresa = v;
  }
  setEmpresaId(v: string): void {
    const n = Number(v);
    this.empresaId = n > 0 ? n : undefined;
    this.erros = this.erros.filter((e) => e.campo !== 'empresaId');
  }
  setMetodo(v: string): void {
    this.metodo = v as MetodoPagamento;
  }
  setResponsavelId(v: string): void {
    this.responsavelId = v;
    this.erros = this.erros.filter((e) => e.campo !== 'responsavelId');
  }
  setRespostas(v: string): void {
    this.respostas = v;
    this.erros = this.erros.filter((e) => e.campo !== 'respostas');
  }

  /** The registered entities whose name has the term (a certificate certifies a registration). */
  async buscarEmpresas(): Promise<void> {
    const termo = this.termoEmpresa.trim();
    if (termo === '') {
      this.erros = [{ campo: 'empresaId', mensagem: 'Digite parte do nome da entidade para buscar.' }];
      return;
    }
    const { dados } = await this.empresasApi.listar({ nome: termo }, { pageSize: 20 }, { modoAlerta: 'error' });
    runInAction(() => {
      this.empresas = dados.content.filter((e) => e.numeroRegistro !== undefined);
      this.buscouEmpresas = true;
      this.empresaId = this.empresas[0]?.id;
      this.erros = this.empresas.length === 0 ? [{ campo: 'empresaId', mensagem: 'Nenhuma entidade registrada com este nome. Confira a grafia ou peça uma certidão de busca.' }] : [];
    });
  }

  /** The request as the service reads it; what is missing said under its field first. */
  #corpo(): CertidaoSalvar | undefined {
    const doc = this.documento.trim();
    const documento = doc === '' ? undefined : isValidCpf(doc) ? normalizeCpf(doc) : isValidCnpj(doc) ? normalizeCnpj(doc) : null;
    const corpo: CertidaoSalvar = {
      tipo: this.tipo,
      requerente: this.requerente.trim(),
      ...(documento === undefined || documento === null ? {} : { documento }),
      ...(this.tipo !== 'BUSCA' && this.protocolo !== undefined ? { protocolo: this.protocolo } : {}),
      ...(this.tipo !== 'BUSCA' && this.protocolo === undefined && this.empresaId !== undefined ? { empresaId: this.empresaId } : {}),
      ...(this.tipo === 'BUSCA' ? { busca: this.busca.trim() } : {}),
      ...(this.tipo === 'QUESITOS' ? { quesitos: this.quesitos.trim() } : {}),
    };
    const erros: ErroCampo[] = [
      ...(corpo.requerente === '' ? [{ campo: 'requerente', mensagem: 'Informe quem pede a certidão.' }] : []),
      ...(documento === null ? [{ campo: 'documento', mensagem: 'CPF ou CNPJ inválido: confira os dígitos.' }] : []),
      ...errosDoPedido(corpo),
    ];
    this.erros = erros;
    return erros.length === 0 ? corpo : undefined;
  }

  /** The fee typed for a service without one: cents, or its error said under the field. */
  #emolumentoDigitado(): number | undefined {
    const centavos = this.emolumento.trim() === '' ? undefined : parseMoney(this.emolumento);
    if (centavos !== undefined && centavos > 0) return centavos;
    const mensagem = this.emolumento.trim() === '' ? 'Informe o emolumento desta certidão, pela tabela do seu estado.' : 'Valor inválido: use 1.234,56, acima de zero.';
    this.erros = [...this.erros, { campo: 'emolumento', mensagem }];
    return undefined;
  }

  /**
   * The fee entered on the form saved on the service as its table from today; the form then shows it in force. False
   * when another clerk entered one meanwhile: the form shows that price instead, to be confirmed before asking.
   */
  async #salvarValor(servico: Servico, centavos: number): Promise<boolean> {
    const { dados: atual } = await this.catalogo.obter(servico.id);
    if (tabelaVigente(atual.vigencias, this.hoje) !== undefined) {
      runInAction(() => {
        this.servicosCertidao = { ...this.servicosCertidao, [atoDaCertidao(this.tipo)]: atual };
        this.emolumento = '';
        this.erros = [{ campo: 'servicoId', mensagem: 'Outra pessoa cadastrou o valor deste serviço enquanto você preenchia: confira o valor da certidão e peça de novo.' }];
      });
      return false;
    }
    const salvo = await this.catalogo.salvar(
      { ...atual, vigencias: comTabelaDesde(atual.vigencias, this.hoje, { tipo: 'FIXO', emolumentoCentavos: centavos }) },
      // Said by the form (the fee is kept on the service); the request's own message follows.
      { errosDeCampoNaTela: true, modoAlerta: 'error' },
    );
    runInAction(() => {
      this.servicosCertidao = { ...this.servicosCertidao, [atoDaCertidao(this.tipo)]: salvo.dados };
      this.emolumento = '';
    });
    return true;
  }

  async pedir(): Promise<void> {
    const corpo = this.#corpo();
    const servico = this.servicoDoPedido;
    const valor = this.podeInformarValor ? this.#emolumentoDigitado() : undefined;
    // Without a service, or without a fee and who may enter it, the service would refuse: the form says what to do.
    if (corpo === undefined || this.semServico || (this.semValor && valor === undefined)) return;
    this.enviando = true;
    try {
      if (servico !== undefined && valor !== undefined) {
        try {
          if (!(await this.#salvarValor(servico, valor))) return;
        } catch (erro) {
          // Whatever the service's save refused (its table, or a fee another clerk saved meanwhile) is said under the fee.
          this.#errosDe(erro, 'emolumento');
          return;
        }
      }
      const { dados } = await this.api.criar(servico === undefined ? corpo : { ...corpo, servicoId: servico.id }, { errosDeCampoNaTela: true });
      this.servicos.navigation.navigate(caminhoCertidao(dados.id));
    } catch (erro) {
      this.#errosDe(erro);
    } finally {
      runInAction(() => {
        this.enviando = false;
      });
    }
  }

  /** The price received at the clerk's open box, all by the method chosen. */
  async receber(): Promise<void> {
    const c = this.certidao;
    if (c === undefined || this.caixa === undefined) return;
    await this.#atualizar(() => this.api.pagar(c.id, { versao: c.versao, caixaId: this.caixa?.id ?? 0, parcelas: [{ metodo: this.metodo, valorCentavos: c.valorCentavos }] }, { errosDeCampoNaTela: true }));
  }

  /** Signed by the signatory chosen, sealed; the answers of a certificate by questions with it. */
  async emitir(): Promise<void> {
    const c = this.certidao;
    if (c === undefined) return;
    const responsavelId = Number(this.responsavelId);
    if (!(responsavelId > 0)) {
      this.erros = [{ campo: 'responsavelId', mensagem: 'Escolha quem assina a certidão.' }];
      return;
    }
    if (c.tipo === 'QUESITOS' && this.respostas.trim() === '') {
      this.erros = [{ campo: 'respostas', mensagem: 'Escreva as respostas aos quesitos antes de emitir a certidão.' }];
      return;
    }
    await this.#atualizar(() => this.api.emitir(c.id, { versao: c.versao, responsavelId, ...(c.tipo === 'QUESITOS' ? { respostas: this.respostas.trim() } : {}) }, { errosDeCampoNaTela: true }));
  }

  async #atualizar(chamada: () => Promise<{ readonly dados: Certidao }>): Promise<void> {
    this.enviando = true;
    this.erros = [];
    try {
      const { dados } = await chamada();
      runInAction(() => {
        this.certidao = dados;
      });
      await this.#opcoes(dados);
    } catch (erro) {
      this.#errosDe(erro);
    } finally {
      runInAction(() => {
        this.enviando = false;
      });
    }
  }

  /** The field errors of a refusal, under their fields (or all under `campo`, when they are of another record's). */
  #errosDe(erro: unknown, campo?: CampoPedido): void {
    const campos = (erro as { erros?: readonly ErroCampo[] }).erros;
    if (campos !== undefined && campos.length > 0) {
      runInAction(() => {
        this.erros = campo === undefined ? campos : campos.map((e) => ({ ...e, campo }));
      });
    }
  }

  async imprimir(): Promise<void> {
    const c = this.certidao;
    if (c === undefined) return;
    await this.servicos.documentos(async () => (await this.api.pdf(c.id)).dados);
  }
}

declare module '../../di/token.ts' {
  interface Registro {
    'certidoes:CertidaoViewModel': CertidaoViewModel;
  }
}
