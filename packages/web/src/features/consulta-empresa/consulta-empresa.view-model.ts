/**
 * /consulta-empresa: find an entity of this office by name, CNPJ, registration number or a member's CPF, and ask
 * the entity-consultation service what the Receita has for a CNPJ — set beside the office's record with every
 * difference marked — or start a new record from it. The search stays out of the address (a CPF may be in it).
 */
import {
  caminho,
  comparacaoReceita,
  diaCivil,
  FUSO_HORARIO_PADRAO,
  hasPermissions,
  PERMISSAO,
  pedidoConsulta,
  type Empresa,
  type EmpresaListaItem,
  type EmpresaReceita,
  type LinhaComparacao,
  type PessoaVinculos,
} from '@rpj/domain';
import { isHttpError, type ConsultaEmpresaApi, type EmpresaApi, type SocioApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { EstadoCarga } from '../../ui/tela/estado.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { CONSULTA_EMPRESA } from './consulta-empresa.tokens.ts';

/** What the local search found: entities of this office, or persons with their entities. */
export type ResultadoLocal =
  | { readonly tipo: 'empresas'; readonly empresas: readonly EmpresaListaItem[]; readonly total: number }
  | { readonly tipo: 'pessoas'; readonly pessoas: readonly PessoaVinculos[] };

/** The Receita's answer for a CNPJ, beside this office's record of it when there is one. */
export interface ConsultaReceita {
  readonly cnpj: string;
  readonly estado: EstadoCarga | 'naoEncontrado';
  readonly mensagem?: string;
  readonly receita?: EmpresaReceita;
  readonly local?: Empresa;
  readonly linhas: readonly LinhaComparacao[];
}

/** How many of the office's entities a search shows (the list screen pages through more). */
const LIMITE = 20;

@injectable()
export class ConsultaEmpresaViewModel {
  texto = '';
  erro: string | undefined = undefined;
  estado: EstadoCarga = 'ocioso';
  resultado: ResultadoLocal | undefined = undefined;
  receita: ConsultaReceita | undefined = undefined;

  constructor(
    @inject(CONSULTA_EMPRESA.empresas) private readonly empresas: Pick<EmpresaApi, 'listar' | 'obter'>,
    @inject(CONSULTA_EMPRESA.socios) private readonly socios: Pick<SocioApi, 'pesquisar'>,
    @inject(CONSULTA_EMPRESA.consulta) private readonly consulta: Pick<ConsultaEmpresaApi, 'cnpj'>,
    @inject(UI.servicos) private readonly servicos: ServicosTela,
  ) {
    makeAutoObservable<this, 'empresas' | 'socios' | 'consulta' | 'servicos'>(this, { empresas: false, socios: false, consulta: false, servicos: false }, { autoBind: true });
  }

  setTexto(texto: string): void {
    this.texto = texto;
    this.erro = undefined;
  }

  /** Pesquisar: by what the text is; a CNPJ also asks the Receita. */
  async pesquisar(): Promise<void> {
    const pedido = pedidoConsulta(this.texto);
    if (pedido.tipo === 'invalido') {
      this.erro = pedido.mensagem;
      return;
    }
    this.estado = 'carregando';
    this.receita = undefined;
    try {
      if (pedido.tipo === 'cpf') {
        const { dados } = await this.socios.pesquisar({ documento: pedido.documento });
        runInAction(() => {
          this.resultado = { tipo: 'pessoas', pessoas: dados };
        });
      } else {
        const filtro = pedido.tipo === 'cnpj' ? { cnpj: pedido.cnpj } : pedido.tipo === 'registro' ? { numeroRegistro: pedido.numero } : { nome: pedido.nome };
        const consultar = pedido.tipo === 'cnpj' ? this.consultarReceita(pedido.cnpj) : Promise.resolve();
        const [{ dados }] = await Promise.all([this.empresas.listar(filtro, { pageNumber: 0, pageSize: LIMITE }), consultar]);
        runInAction(() => {
          this.resultado = { tipo: 'empresas', empresas: dados.content, total: dados.totalElements };
        });
      }
      runInAction(() => {
        this.estado = 'pronto';
      });
    } catch {
      // The SDK has said what went wrong.
      runInAction(() => {
        this.estado = 'erro';
      });
    }
  }

  /** The Receita's data of a CNPJ, beside this office's record of it. */
  async consultarReceita(cnpj: string): Promise<void> {
    this.receita = { cnpj, estado: 'carregando', linhas: [] };
    const hoje = diaCivil(this.servicos.scheduler.now(), FUSO_HORARIO_PADRAO);
    const [resposta, local] = await Promise.all([
      this.consulta.cnpj(cnpj, { modoAlerta: 'success' }).then(
        (r) => ({ receita: r.dados }),
        (error: unknown) => ({ falha: error }),
      ),
      this.registroLocal(cnpj),
    ]);
    runInAction(() => {
      if ('receita' in resposta) {
        this.receita = { cnpj, estado: 'pronto', receita: resposta.receita, ...(local === undefined ? {} : { local }), linhas: comparacaoReceita(local, resposta.receita, hoje) };
        return;
      }
      const naoEncontrado = isHttpError(resposta.falha) && resposta.falha.status === 404;
      const mensagem = isHttpError(resposta.falha) ? resposta.falha.resposta?.mensagens[0] : undefined;
      this.receita = {
        cnpj,
        estado: naoEncontrado ? 'naoEncontrado' : 'erro',
        mensagem: mensagem ?? 'Não foi possível consultar a Receita agora: tente de novo em instantes.',
        ...(local === undefined ? {} : { local }),
        linhas: [],
      };
    });
  }

  /** This office's record with this CNPJ, with its board, if there is one. */
  private async registroLocal(cnpj: string): Promise<Empresa | undefined> {
    try {
      const { dados } = await this.empresas.listar({ cnpj }, { pageNumber: 0, pageSize: 1 });
      const achada = dados.content.find((e) => e.cnpj === cnpj);
      return achada === undefined ? undefined : (await this.empresas.obter(achada.id)).dados;
    } catch {
      return undefined;
    }
  }

  /** How many lines differ. */
  get diferencas(): number {
    return this.receita?.linhas.filter((l) => l.diferente).length ?? 0;
  }

  /** A record can be started from the Receita's data: none here has its CNPJ, and the user may create entities. */
  get podeIniciarCadastro(): boolean {
    return this.receita?.estado === 'pronto' && this.receita.local === undefined && hasPermissions(this.servicos.user.usuario, [PERMISSAO.CRIAR_EMPRESAS]);
  }

  /** Iniciar cadastro: the new record's form, filled from the Receita's answer. */
  iniciarCadastro(): void {
    const cnpj = this.receita?.cnpj;
    if (cnpj === undefined || !this.podeIniciarCadastro) return;
    this.servicos.navigation.navigate(`${caminho('empresa.salvar')}?cnpj=${cnpj}`);
  }
}

declare module '../../di/token.ts' {
  interface Registro {
    'consulta-empresa:ConsultaEmpresaViewModel': ConsultaEmpresaViewModel;
  }
}
