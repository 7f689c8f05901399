/**
 * /emissao-modelo/:seloConsulta? (issue 30): a used seal's stamp printed on the office's model page of its act. The
 * seal is found by code (or by protocol, picking one of its act's seals), a model is chosen, and the page opens as a
 * PDF. The models — title, text with {fields}, the stamp's place on A4 — are kept here too (EDITAR_SELAGENS; removed
 * with REMOVER_SELAGENS), the stamp's place drawn on the page as it is typed.
 */
import { CAMPOS_MODELO, errosDoModelo, hasPermissions, PERMISSAO as P, type EntradaModeloSelo, type ErroCampo, type ModeloSelo, type Selo } from '@rpj/domain';
import type { SeloApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { EstadoCarga } from '../../ui/tela/estado.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { normalizarEntrada, selosParaImprimir } from './selo-imprimivel.ts';
import { SELOS } from './selos.tokens.ts';

/** A model as edited: its id when it exists, its fields as typed. */
export interface ModeloEmEdicao {
  readonly id?: number;
  readonly nome: string;
  readonly texto: string;
  readonly carimboXMm: string;
  readonly carimboYMm: string;
}

const NOVO: ModeloEmEdicao = { nome: '', texto: 'Certifico que {entidade} teve o ato de {ato} praticado sob o protocolo nº {protocolo}, em {data}.', carimboXMm: '101', carimboYMm: '249' };

/** The model's text has {fields}: these are the ones it may name. */
export const AJUDA_CAMPOS = Object.entries(CAMPOS_MODELO).map(([campo, descricao]) => `{${campo}}: ${descricao}`).join('; ');

@injectable()
export class EmissaoModeloViewModel {
  estado: EstadoCarga = 'ocioso';
  entrada = '';
  erroEntrada: string | undefined = undefined;
  /** The seals found (one by code; a process's may be several) and the one chosen. */
  achados: readonly Selo[] = [];
  codigo = '';
  modelos: readonly ModeloSelo[] = [];
  modeloId: number | undefined = undefined;
  buscando = false;
  imprimindo = false;
  editando: ModeloEmEdicao | undefined = undefined;
  errosModelo: readonly ErroCampo[] = [];
  salvando = false;
  #inicial: string | undefined;

  constructor(
    @inject(SELOS.api) private readonly api: Pick<SeloApi, 'listar' | 'modelos' | 'criarModelo' | 'salvarModelo' | 'removerModelo' | 'imprimirModelo'>,
    @inject(UI.servicos) private readonly servicosTela: ServicosTela,
  ) {
    makeAutoObservable<this, 'api' | 'servicosTela'>(this, { api: false, servicosTela: false }, { autoBind: true });
  }

  /** The seal of the address (`:seloConsulta`), looked up once the models are read. */
  configure(seloConsulta: string | undefined): void {
    this.#inicial = seloConsulta;
  }

  setup(): void {
    void this.carregar(this.#inicial);
  }

  get podeEditar(): boolean {
    return hasPermissions(this.servicosTela.user.usuario, [P.EDITAR_SELAGENS]);
  }

  get podeRemover(): boolean {
    return hasPermissions(this.servicosTela.user.usuario, [P.REMOVER_SELAGENS]);
  }

  get selo(): Selo | undefined {
    return this.achados.find((s) => s.codigo === this.codigo);
  }

  get modelo(): ModeloSelo | undefined {
    return this.modelos.find((m) => m.id === this.modeloId);
  }

  /** The models, and the seal of the address when there is one. */
  async carregar(seloConsulta: string | undefined): Promise<void> {
    this.estado = 'carregando';
    try {
      await this.#lerModelos();
      runInAction(() => {
        this.estado = 'pronto';
      });
      if (seloConsulta !== undefined && seloConsulta !== '') {
        this.setEntrada(seloConsulta);
        await this.buscar();
      }
    } catch {
      runInAction(() => {
        this.estado = 'erro';
      });
    }
  }

  async #lerModelos(): Promise<void> {
    const { dados } = await this.api.modelos({ onNetworkError: 'report' });
    runInAction(() => {
      this.modelos = dados;
      if (this.modelo === undefined) this.modeloId = dados[0]?.id;
    });
  }

  setEntrada(v: string): void {
    this.entrada = normalizarEntrada(v);
    this.erroEntrada = undefined;
  }

  setCodigo(c: string): void {
    this.codigo = c;
  }

  setModeloId(id: number): void {
    this.modeloId = id;
  }

  async buscar(): Promise<void> {
    this.buscando = true;
    try {
      const achado = await selosParaImprimir(this.api, this.entrada);
      runInAction(() => {
        if ('erro' in achado) {
          this.erroEntrada = achado.erro;
          this.achados = [];
          this.codigo = '';
          return;
        }
        this.achados = achado.selos;
        this.codigo = achado.selos[0]?.codigo ?? '';
      });
    } finally {
      runInAction(() => {
        this.buscando = false;
      });
    }
  }

  async imprimir(): Promise<void> {
    const { selo, modelo } = this;
    if (selo === undefined) {
      this.erroEntrada = 'Informe o selo a imprimir e clique em Buscar.';
      return;
    }
    if (modelo === undefined) return;
    this.imprimindo = true;
    try {
      await this.servicosTela.documentos(async () => (await this.api.imprimirModelo(modelo.id, selo.codigo)).dados);
    } finally {
      runInAction(() => {
        this.imprimindo = false;
      });
    }
  }

  novoModelo(): void {
    this.editando = NOVO;
    this.errosModelo = [];
  }

  editarModelo(m: ModeloSelo): void {
    this.editando = { id: m.id, nome: m.nome, texto: m.texto, carimboXMm: String(m.carimboXMm), carimboYMm: String(m.carimboYMm) };
    this.errosModelo = [];
  }

  cancelarEdicao(): void {
    this.editando = undefined;
  }

  setCampoModelo(campo: 'nome' | 'texto' | 'carimboXMm' | 'carimboYMm', valor: string): void {
    if (this.editando === undefined) return;
    this.editando = { ...this.editando, [campo]: campo === 'carimboXMm' || campo === 'carimboYMm' ? valor.replace(/\D/g, '').slice(0, 3) : valor };
    this.errosModelo = this.errosModelo.filter((e) => e.campo !== campo);
  }

  erroModelo(campo: string): string | undefined {
    return this.errosModelo.find((e) => e.campo === campo)?.mensagem;
  }

  /** The model being edited as the service takes it (millimetres as numbers; empty as -1, refused on its field). */
  get entradaModelo(): EntradaModeloSelo | undefined {
    const e = this.editando;
    const mm = (v: string): number => (v === '' ? -1 : Number(v));
    return e === undefined ? undefined : { nome: e.nome, texto: e.texto, carimboXMm: mm(e.carimboXMm), carimboYMm: mm(e.carimboYMm) };
  }

  async salvarModelo(): Promise<void> {
    const id = this.editando?.id;
    const entrada = this.entradaModelo;
    if (entrada === undefined) return;
    this.errosModelo = errosDoModelo(entrada);
    if (this.errosModelo.length > 0) return;
    this.salvando = true;
    try {
      const { dados } = id === undefined ? await this.api.criarModelo(entrada, { errosDeCampoNaTela: true }) : await this.api.salvarModelo(id, entrada, { errosDeCampoNaTela: true });
      await this.#lerModelos();
      runInAction(() => {
        this.modeloId = dados.id;
        this.editando = undefined;
      });
    } catch (erro) {
      const campos = (erro as { erros?: readonly ErroCampo[] }).erros;
      if (campos !== undefined && campos.length > 0) runInAction(() => { this.errosModelo = campos; });
    } finally {
      runInAction(() => {
        this.salvando = false;
      });
    }
  }

  async removerModelo(m: ModeloSelo): Promise<void> {
    const confirmado = await this.servicosTela.alerts.confirm({ titulo: 'Remover modelo', mensagem: `Remover o modelo “${m.nome}”? As páginas já impressas não mudam.`, rotuloConfirmar: 'Remover' });
    if (!confirmado) return;
    try {
      await this.api.removerModelo(m.id);
      await this.#lerModelos();
    } catch {
      // The SDK has said why.
    }
  }
}

declare module '../../di/token.ts' {
  interface Registro {
    'selos:EmissaoModeloViewModel': EmissaoModeloViewModel;
  }
}
