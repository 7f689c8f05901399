/**
 * The list screen's state (docs/ux.md "List screen"): filters being typed and filters applied, page, page size
 * and sort; the URL holds all of it except personal data (security.md #7), which stays in this state and
 * travels in a POST body; the free-text box searches by itself after a pause; a newer search cancels an older
 * one; the CSV export reads the filtered list page by page up to a cap and says when it stopped there.
 */
import {
  TAMANHOS_PAGINA,
  TAMANHO_PAGINA_MAXIMO,
  TAMANHO_PAGINA_PADRAO,
  formatInteger,
  formatPageRange,
  type DirecaoOrdenacao,
  type Pagina,
  type Paginacao,
} from '@rpj/domain';
import { isSdkError } from '@rpj/sdk';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Scheduler } from '../../app/ports.ts';
import type { EstadoCarga } from '../tela/estado.ts';
import { toCsv, type ColunaCsv } from './csv.ts';

/** Filter values as the filter bar holds them: text, '' meaning "any". */
export type Filtro = Readonly<Record<string, string>>;

/** How a list reads its data and which filters are personal. */
export interface ListaSpec<T, F extends Filtro> {
  /** Every filter field, empty. */
  readonly vazio: F;
  /** Fields that are personal data: never in the URL. */
  readonly pessoais: readonly (keyof F & string)[];
  /** The free-text field, searched after a pause in typing. */
  readonly campoLivre?: keyof F & string;
  /** Fields the list may be sorted by. */
  readonly ordenaveis: readonly string[];
  /** Reads one page. */
  buscar(filtro: F, paginacao: Paginacao, signal: AbortSignal): Promise<Pagina<T>>;
}

/** Sorting. */
export interface Ordenacao {
  readonly campo: string;
  readonly direcao: DirecaoOrdenacao;
}

/** Pause after the last keystroke in the free-text box before it searches. */
export const ESPERA_BUSCA_LIVRE_MS = 400;
/** Most rows one export writes. */
export const LIMITE_EXPORTACAO = 2000;

/** What an export produced. */
export interface ResultadoExportacao {
  readonly csv: string;
  readonly linhas: number;
  readonly total: number;
  /** True when the list had more rows than the cap. */
  readonly limitada: boolean;
}

function mesmo(a: Filtro, b: Filtro): boolean {
  const chaves = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...chaves].every((k) => (a[k] ?? '') === (b[k] ?? ''));
}

/** A list screen's state. */
export class ListViewModel<T, F extends Filtro> {
  rascunho: F;
  aplicado: F;
  pagina = 0;
  tamanho: number = TAMANHO_PAGINA_PADRAO;
  ordenacao: Ordenacao | undefined = undefined;
  resultado: Pagina<T> | undefined = undefined;
  status: EstadoCarga = 'ocioso';
  exportando = false;
  progressoExportacao = 0;

  readonly #spec: ListaSpec<T, F>;
  readonly #scheduler: Pick<Scheduler, 'after'>;
  #pedido: AbortController | undefined;
  #cancelarEspera: (() => void) | undefined;
  #iniciado = false;

  constructor(spec: ListaSpec<T, F>, scheduler: Pick<Scheduler, 'after'>) {
    this.#spec = spec;
    this.#scheduler = scheduler;
    this.rascunho = { ...spec.vazio };
    this.aplicado = spec.vazio;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The URL query of this state: filters that are not personal, then page, size and sort when not the defaults. */
  get query(): string {
    const params = new URLSearchParams();
    for (const [campo, valor] of Object.entries(this.aplicado)) {
      if (valor !== '' && !(this.#spec.pessoais as readonly string[]).includes(campo)) params.set(campo, valor);
    }
    if (this.pagina > 0) params.set('page', String(this.pagina));
    if (this.tamanho !== TAMANHO_PAGINA_PADRAO) params.set('size', String(this.tamanho));
    if (this.ordenacao !== undefined) params.set('sort', `${this.ordenacao.campo},${this.ordenacao.direcao}`);
    const texto = params.toString();
    return texto === '' ? '' : `?${texto}`;
  }

  /**
   * Takes the state from the URL (first visit, back and forward, a shared link) and loads. Personal filters are
   * kept from this state; a URL that says what this state already says does nothing.
   */
  fromQuery(search: string): void {
    const params = new URLSearchParams(search);
    const filtro: Record<string, string> = {};
    for (const campo of Object.keys(this.#spec.vazio)) {
      filtro[campo] = (this.#spec.pessoais as readonly string[]).includes(campo) ? (this.aplicado[campo] ?? '') : (params.get(campo) ?? '');
    }
    const pagina = Number.parseInt(params.get('page') ?? '0', 10);
    const tamanho = Number.parseInt(params.get('size') ?? String(TAMANHO_PAGINA_PADRAO), 10);
    const [campo, direcao] = (params.get('sort') ?? '').split(',');
    const ordenacao: Ordenacao | undefined =
      campo !== undefined && this.#spec.ordenaveis.includes(campo)
        ? { campo, direcao: direcao === 'desc' ? 'desc' : 'asc' }
        : undefined;
    const novo = {
      filtro: filtro as F,
      pagina: Number.isSafeInteger(pagina) && pagina >= 0 ? pagina : 0,
      tamanho: (TAMANHOS_PAGINA as readonly number[]).includes(tamanho) ? tamanho : TAMANHO_PAGINA_PADRAO,
      ordenacao,
    };
    const igual =
      mesmo(novo.filtro, this.aplicado) &&
      novo.pagina === this.pagina &&
      novo.tamanho === this.tamanho &&
      novo.ordenacao?.campo === this.ordenacao?.campo &&
      novo.ordenacao?.direcao === this.ordenacao?.direcao;
    if (igual && this.#iniciado) return;
    this.#iniciado = true;
    this.aplicado = novo.filtro;
    this.rascunho = { ...novo.filtro };
    this.pagina = novo.pagina;
    this.tamanho = novo.tamanho;
    this.ordenacao = novo.ordenacao;
    void this.carregar();
  }

  /**
   * A filter field being typed; the free-text field searches by itself after a pause. The draft is changed in place,
   * field by field: a key press re-renders the field typed in, not every field of the bar (each reads its own).
   */
  setCampo(campo: keyof F & string, valor: string): void {
    (this.rascunho as Record<string, string>)[campo] = valor;
    if (campo === this.#spec.campoLivre) {
      this.#cancelarEspera?.();
      this.#cancelarEspera = this.#scheduler.after(ESPERA_BUSCA_LIVRE_MS, () => {
        this.#cancelarEspera = undefined;
        this.pesquisar();
      });
    }
  }

  /** Pesquisar: applies the filters typed, from the first page. */
  pesquisar(): void {
    this.#cancelarEspera?.();
    this.#cancelarEspera = undefined;
    this.aplicado = { ...this.rascunho };
    this.pagina = 0;
    void this.carregar();
  }

  /** Limpar filtros. */
  limpar(): void {
    this.rascunho = { ...this.#spec.vazio };
    this.pesquisar();
  }

  irParaPagina(pagina: number): void {
    const ultima = Math.max(0, (this.resultado?.totalPages ?? 1) - 1);
    this.pagina = Math.min(Math.max(0, pagina), ultima);
    void this.carregar();
  }

  setTamanho(tamanho: number): void {
    if (!(TAMANHOS_PAGINA as readonly number[]).includes(tamanho)) return;
    this.tamanho = tamanho;
    this.pagina = 0;
    void this.carregar();
  }

  /** A click on a sortable header: ascending, then descending. */
  ordenarPor(campo: string): void {
    if (!this.#spec.ordenaveis.includes(campo)) return;
    const direcao: DirecaoOrdenacao = this.ordenacao?.campo === campo && this.ordenacao.direcao === 'asc' ? 'desc' : 'asc';
    this.ordenacao = { campo, direcao };
    this.pagina = 0;
    void this.carregar();
  }

  /** Reads the page the state asks for; a newer call cancels this one. */
  async carregar(): Promise<void> {
    this.#pedido?.abort();
    const pedido = new AbortController();
    this.#pedido = pedido;
    this.status = 'carregando';
    try {
      const resultado = await this.#spec.buscar(this.aplicado, this.#paginacao(this.pagina, this.tamanho), pedido.signal);
      if (pedido.signal.aborted) return;
      runInAction(() => {
        this.resultado = resultado;
        this.status = 'pronto';
      });
    } catch (error) {
      if (pedido.signal.aborted) return;
      runInAction(() => {
        this.status = 'erro';
      });
      if (!isSdkError(error)) throw error;
    }
  }

  /** Stops what is pending (the screen is leaving). */
  dispose(): void {
    this.#pedido?.abort();
    this.#cancelarEspera?.();
  }

  get linhas(): readonly T[] {
    return this.resultado?.content ?? [];
  }

  get total(): number {
    return this.resultado?.totalElements ?? 0;
  }

  /** '1–10 de 1.234'. */
  get rotuloPaginas(): string {
    return formatPageRange(this.pagina, this.tamanho, this.total);
  }

  get totalPaginas(): number {
    return this.resultado?.totalPages ?? 0;
  }

  get primeiraPagina(): boolean {
    return this.pagina === 0;
  }

  get ultimaPagina(): boolean {
    return this.resultado === undefined || this.resultado.last;
  }

  /** Loaded and nothing found. */
  get vazia(): boolean {
    return this.status === 'pronto' && this.total === 0;
  }

  get carregando(): boolean {
    return this.status === 'carregando';
  }

  get filtrosAtivos(): boolean {
    return !mesmo(this.aplicado, this.#spec.vazio);
  }

  /**
   * The filtered and sorted list as CSV, read in pages of the largest size, up to `limite` rows.
   * Rejects with the SDK's error when a page cannot be read.
   */
  async exportarCsv(colunas: readonly ColunaCsv<T>[], limite: number = LIMITE_EXPORTACAO): Promise<ResultadoExportacao> {
    this.exportando = true;
    this.progressoExportacao = 0;
    const linhas: T[] = [];
    let total = 0;
    try {
      for (let pagina = 0; ; pagina++) {
        const resultado = await this.#spec.buscar(
          this.aplicado,
          this.#paginacao(pagina, TAMANHO_PAGINA_MAXIMO),
          new AbortController().signal,
        );
        total = resultado.totalElements;
        linhas.push(...resultado.content.slice(0, limite - linhas.length));
        runInAction(() => {
          this.progressoExportacao = Math.min(1, linhas.length / Math.max(1, Math.min(total, limite)));
        });
        if (resultado.last || linhas.length >= limite || resultado.content.length === 0) break;
      }
    } finally {
      runInAction(() => {
        this.exportando = false;
      });
    }
    return { csv: toCsv(colunas, linhas), linhas: linhas.length, total, limitada: total > linhas.length };
  }

  /** What to tell after an export. */
  static avisoExportacao(resultado: ResultadoExportacao): string {
    return resultado.limitada
      ? `A exportação foi limitada às primeiras ${formatInteger(resultado.linhas)} linhas de ${formatInteger(resultado.total)}. Refine os filtros para exportar o restante.`
      : `${formatInteger(resultado.linhas)} ${resultado.linhas === 1 ? 'linha exportada' : 'linhas exportadas'}.`;
  }

  #paginacao(pageNumber: number, pageSize: number): Paginacao {
    return this.ordenacao === undefined
      ? { pageNumber, pageSize }
      : { pageNumber, pageSize, sortBy: this.ordenacao.campo, sort: this.ordenacao.direcao };
  }
}
