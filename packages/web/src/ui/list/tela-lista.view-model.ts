/**
 * The list screen's chassis (docs/areas.md): an area's records filtered, sorted and paged
 * ({@link ListViewModel}), with Novo, Editar and Excluir offered by the signed-in user's permissions, Excluir after
 * a confirmation that names the record, and Exportar CSV. An area composes it with how it reads a page and what
 * its filters and columns are.
 */
import type { RegistrosApi } from '@rpj/sdk';
import { makeAutoObservable } from 'mobx';
import { podeAbrir, podeCriar, podeRemover, podeVer, pedidoRemocao, type Entidade } from '../tela/entidade.ts';
import type { ServicosTela } from '../tela/servicos-tela.ts';
import type { ColunaCsv } from './csv.ts';
import { exportarLista } from './exportar-lista.ts';
import { ListViewModel, type Filtro, type ListaSpec } from './list.view-model.ts';

/** How an area's list reads, exports and removes its records. */
export interface DefinicaoLista<T extends { readonly id: number }, F extends Filtro> extends ListaSpec<T, F> {
  readonly entidade: Entidade<T>;
  /** Exportar CSV: the file's name and its columns. */
  readonly csv: { readonly arquivo: string; readonly colunas: readonly ColunaCsv<T>[] };
  /** Removes (with `entidade.permissoes.remover`). */
  readonly remover?: (id: number) => Promise<unknown>;
  /** A reason beyond the permission why a row is never removed (no Excluir on it). */
  readonly removivel?: (item: T) => boolean;
  /** A row that is not a record to open (a line the service makes, such as a national holiday of the law): no Editar. */
  readonly abrivel?: (item: T) => boolean;
  /**
   * Why a row cannot be removed now, known from the row itself (a group that still has users): said when Excluir is
   * pressed, before any question, with an optional way to what is in the way.
   */
  readonly impedimentoRemocao?: (item: T) => ImpedimentoRemocao | undefined;
}

/** What stands in the way of removing a record, and where to see it. */
export interface ImpedimentoRemocao {
  readonly mensagem: string;
  /** A button that leads to what is in the way: 'Ver os usuários' → '/usuario?grupoId=3'. */
  readonly acao?: { readonly rotulo: string; readonly caminho: string };
}

/** A list screen's state. */
export class TelaListaViewModel<T extends { readonly id: number }, F extends Filtro> {
  readonly lista: ListViewModel<T, F>;
  readonly #def: DefinicaoLista<T, F>;
  readonly #servicos: ServicosTela;

  constructor(definicao: DefinicaoLista<T, F>, servicos: ServicosTela) {
    this.#def = definicao;
    this.#servicos = servicos;
    this.lista = new ListViewModel(definicao, servicos.scheduler);
    makeAutoObservable(this, { lista: false }, { autoBind: true });
  }

  get entidade(): Entidade<T> {
    return this.#def.entidade;
  }

  get podeCriar(): boolean {
    return podeCriar(this.entidade, this.#servicos.user.usuario);
  }

  /** The record's name links to it. */
  get podeVer(): boolean {
    return podeVer(this.entidade, this.#servicos.user.usuario);
  }

  /** The row's Editar. */
  get podeEditar(): boolean {
    return podeAbrir(this.entidade, this.#servicos.user.usuario);
  }

  /** The row's Editar, when the row is a record to open. */
  podeEditarItem(item: T): boolean {
    return this.podeEditar && this.#def.abrivel?.(item) !== false;
  }

  /** The rows have an actions' column: some row may be opened, or records may be removed. */
  get temAcoes(): boolean {
    return (this.podeEditar && (this.#def.abrivel === undefined || this.lista.linhas.some((i) => this.podeEditarItem(i)))) || this.podeRemover;
  }

  /** The user may remove records of the area (some rows may still refuse: {@link podeRemoverItem}). */
  get podeRemover(): boolean {
    return this.#def.remover !== undefined && podeRemover(this.entidade, this.#servicos.user.usuario);
  }

  /** The row's Excluir. */
  podeRemoverItem(item: T): boolean {
    return this.podeRemover && this.#def.removivel?.(item) !== false;
  }

  /** Excluir, after a confirmation that names the record; the list is read again. */
  async remover(item: T): Promise<void> {
    const def = this.#def;
    // The button shows only with the permission (the server checks it again); some rows are never removed.
    if (def.remover === undefined || def.removivel?.(item) === false) return;
    const impedimento = def.impedimentoRemocao?.(item);
    if (impedimento !== undefined) {
      await this.#impedido(impedimento);
      return;
    }
    const confirmado = await this.#servicos.alerts.confirm(pedidoRemocao(this.entidade, this.entidade.nomeDe(item)));
    if (!confirmado) return;
    try {
      await def.remover(item.id);
    } catch {
      // The SDK has shown what went wrong.
      return;
    }
    await this.lista.carregar();
  }

  /** Says why the record cannot be removed; its button (if any) leads to what is in the way. */
  async #impedido(impedimento: ImpedimentoRemocao): Promise<void> {
    const titulo = `Não é possível excluir ${this.entidade.feminino === true ? 'a' : 'o'} ${this.entidade.singular}`;
    const { alerts, navigation } = this.#servicos;
    if (impedimento.acao === undefined) {
      await alerts.show({ tipo: 'ALERTA', titulo, mensagem: impedimento.mensagem });
      return;
    }
    const ir = await alerts.confirm({ tipo: 'ALERTA', titulo, mensagem: impedimento.mensagem, rotuloConfirmar: impedimento.acao.rotulo, rotuloCancelar: 'Fechar' });
    if (ir) navigation.navigate(impedimento.acao.caminho);
  }

  /** Exportar CSV of the filtered list. */
  async exportar(): Promise<void> {
    const { downloads, notifications } = this.#servicos;
    await exportarLista(this.lista, this.#def.csv.colunas, this.#def.csv.arquivo, downloads, notifications);
  }
}

/** What a list over a {@link RegistrosApi} adds to its entity: its filters, order and export. */
export type DefinicaoListaDeApi<T extends { readonly id: number }, F extends Filtro> = Omit<DefinicaoLista<T, F>, 'buscar' | 'remover' | 'pessoais'> & {
  readonly pessoais?: DefinicaoLista<T, F>['pessoais'];
};

/** The filters the API receives: each text trimmed, the empty ones left out. */
export function filtrosPreenchidos<F extends Filtro>(filtro: F): Partial<F> {
  return Object.fromEntries(Object.entries(filtro).map(([k, v]) => [k, v.trim()]).filter(([, v]) => v !== '')) as Partial<F>;
}

/** A list whose pages and removals are the calls of a record area's client. */
export function listaDeApi<T extends { readonly id: number }, F extends Filtro>(
  api: RegistrosApi<unknown, T, unknown, Partial<F>>,
  definicao: DefinicaoListaDeApi<T, F>,
  servicos: ServicosTela,
): TelaListaViewModel<T, F> {
  return new TelaListaViewModel<T, F>(
    {
      pessoais: [],
      ...definicao,
      buscar: async (filtro, paginacao, signal) => (await api.listar(filtrosPreenchidos(filtro), paginacao, { signal })).dados,
      remover: (id) => api.remover(id),
    },
    servicos,
  );
}
