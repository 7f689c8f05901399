/**
 * The record screen's chassis (docs/areas.md): a record of an area opened by its route's id, or a new one;
 * loaded with whatever the form needs beside it; edited in a {@link FormViewModel}; saved with its version;
 * removed after a confirmation that names it; and the way back to the list. An area composes it with what only
 * it knows (how a record becomes the form's values and back, extra rules on who may save) and adds its own
 * actions beside it.
 */
import type { CallOptions, RegistrosApi } from '@rpj/sdk';
import { makeAutoObservable, runInAction } from 'mobx';
import { caminhoLista, chaveRascunho, pedidoRemocao, podeCriar, podeEditar, podeRemover, textosDe, type Entidade } from '../tela/entidade.ts';
import { statusDaFalha, type StatusRegistro } from '../tela/estado.ts';
import type { ServicosTela } from '../tela/servicos-tela.ts';
import { FormViewModel, type Campo, type Valores } from './form.view-model.ts';

/** A record the server versions (optimistic locking, docs/api.md). */
export interface RegistroVersionado {
  readonly id: number;
  readonly versao: number;
}

/** What a save sends besides the values: nothing for a new record, the id and version loaded for an existing one. */
export type BaseSalvar = { readonly id: number; readonly versao: number } | { readonly id?: never; readonly versao?: never };

/** The fields of a form's values. */
export type Campos<V extends Valores> = Readonly<Partial<Record<keyof V & string, Campo>>>;

/** How an area's record screen reads, shows and writes its records. */
export interface DefinicaoRegistro<R extends RegistroVersionado, V extends Valores> {
  readonly entidade: Entidade<R>;
  /** The empty form (a new record). */
  readonly vazio: V;
  readonly campos: Campos<V>;
  /** Reads the record. */
  obter(id: number, opcoes: CallOptions): Promise<R>;
  /** What the form needs beside the record (a catalogue, the groups), read at the same time. */
  carregarJunto?(opcoes: CallOptions): Promise<void>;
  /**
   * Values a new record starts from beyond the empty form (a record begun from a lookup): read with what the form
   * needs, and put in as edits unless a draft of the new record is restored.
   */
  inicial?(opcoes: CallOptions): Promise<Partial<V> | undefined>;
  /** The form's values of a record (after `carregarJunto`). */
  valores(registro: R): V;
  /**
   * Saves: a new record when `base` is empty. `opcoes` goes to the SDK call: errors that name a field (and a stale
   * version) are the form's to show, under the field or above the bar, so the alert dialog does not say them again.
   */
  enviar(valores: V, base: BaseSalvar, opcoes: CallOptions): Promise<R>;
  /** Removes (with `entidade.permissoes.remover`). */
  readonly remover?: (id: number) => Promise<unknown>;
  /** The record's title (default: `entidade.nomeDe`). */
  titulo?(registro: R): string;
  /** A reason beyond the permissions why this record can only be viewed here. */
  somenteLeitura?(registro: R | undefined): boolean;
  /** A reason beyond the permission why this record cannot be removed. */
  removivel?(registro: R): boolean;
  /** After a save, before going back to the list (e.g. the signed-in user's permissions changed). */
  aoSalvar?(salvo: R, anterior: R | undefined): void;
  /** The route without an id opens nothing (there are no new records). */
  readonly semNovo?: boolean;
}

/** A record screen's state. */
export class RegistroViewModel<R extends RegistroVersionado, V extends Valores> {
  readonly form: FormViewModel<V>;
  status: StatusRegistro = 'carregando';
  registro: R | undefined = undefined;
  /** An action on the record (Excluir, or one of the area's own) is on its way. */
  ocupado = false;
  #id: number | undefined;
  readonly #def: DefinicaoRegistro<R, V>;
  readonly #servicos: ServicosTela;

  constructor(definicao: DefinicaoRegistro<R, V>, servicos: ServicosTela) {
    this.#def = definicao;
    this.#servicos = servicos;
    this.form = new FormViewModel<V>(definicao.vazio, definicao.campos);
    makeAutoObservable(this, { form: false }, { autoBind: true });
  }

  /** The record to open: the route's id, or none for a new record. */
  configure(id: string | undefined): void {
    this.#id = id === undefined ? undefined : Number(id);
  }

  setup(): undefined {
    void this.carregar();
    return undefined;
  }

  get entidade(): Entidade<R> {
    return this.#def.entidade;
  }

  get novo(): boolean {
    return this.#id === undefined;
  }

  get titulo(): string {
    const registro = this.registro;
    if (this.novo) return textosDe(this.entidade).novo;
    if (registro === undefined) return textosDe(this.entidade).tituloPadrao;
    return this.#def.titulo?.(registro) ?? this.entidade.nomeDe(registro);
  }

  /** Saving a new record needs `criar`; an existing one, `editar`; and nothing the area says makes it read-only. */
  get podeSalvar(): boolean {
    const eu = this.#servicos.user.usuario;
    if (!(this.novo ? podeCriar(this.entidade, eu) : podeEditar(this.entidade, eu))) return false;
    return this.#def.somenteLeitura?.(this.registro) !== true;
  }

  get podeRemover(): boolean {
    const registro = this.registro;
    if (this.novo || registro === undefined || this.#def.remover === undefined) return false;
    if (!podeRemover(this.entidade, this.#servicos.user.usuario)) return false;
    return this.#def.somenteLeitura?.(registro) !== true && this.#def.removivel?.(registro) !== false;
  }

  /** Loads the record and what the form needs beside it, then starts the form (with this user's draft, if any). */
  async carregar(): Promise<void> {
    const id = this.#id;
    if (id === undefined && this.#def.semNovo === true) {
      this.status = 'naoEncontrado';
      return;
    }
    this.status = 'carregando';
    const opcoes: CallOptions = { onNetworkError: 'report' };
    try {
      const [registro, , inicial] = await Promise.all([
        id === undefined ? Promise.resolve(undefined) : this.#def.obter(id, opcoes),
        this.#def.carregarJunto?.(opcoes),
        id === undefined ? this.#def.inicial?.(opcoes) : undefined,
      ]);
      runInAction(() => {
        this.registro = registro;
        const login = this.#servicos.user.usuario?.login;
        const rascunho =
          login === undefined ? undefined : { drafts: this.#servicos.drafts, usuario: login, formulario: chaveRascunho(this.entidade, id) };
        this.form.iniciar(registro === undefined ? this.#def.vazio : this.#def.valores(registro), rascunho);
        if (inicial !== undefined && !this.form.rascunhoRestaurado) this.form.preencher(inicial);
        this.status = 'pronto';
      });
    } catch (error) {
      runInAction(() => {
        this.status = statusDaFalha(error);
      });
    }
  }

  /** Salvar: back to the list when saved. */
  async salvar(): Promise<void> {
    if (!this.podeSalvar) return;
    const anterior = this.registro;
    const id = this.#id;
    const base: BaseSalvar = id === undefined ? {} : { id, versao: anterior?.versao ?? 0 };
    const salvo = await this.form.salvar((v) => this.#def.enviar(v, base, { errosDeCampoNaTela: true }));
    if (salvo === undefined) return;
    this.#def.aoSalvar?.(salvo, anterior);
    this.#servicos.navigation.navigate(caminhoLista(this.entidade));
  }

  cancelar(): void {
    this.#servicos.navigation.navigate(caminhoLista(this.entidade));
  }

  /** Excluir, after a confirmation that names the record; back to the list when removed. */
  async remover(): Promise<void> {
    const registro = this.registro;
    const remover = this.#def.remover;
    if (registro === undefined || remover === undefined || !this.podeRemover) return;
    const confirmado = await this.#servicos.alerts.confirm(pedidoRemocao(this.entidade, this.entidade.nomeDe(registro)));
    if (!confirmado) return;
    const removido = await this.ocupar(() => remover(registro.id));
    if (removido === undefined) return;
    this.form.concluir();
    this.#servicos.navigation.navigate(caminhoLista(this.entidade));
  }

  /**
   * Runs one action on the record (Excluir, Redefinir senha) while no other runs: `ocupado` meanwhile. Resolves
   * to `undefined` when another was running or it failed (the SDK has shown what went wrong), else `{ valor }`.
   */
  async ocupar<T>(acao: () => Promise<T>): Promise<{ readonly valor: T } | undefined> {
    if (this.ocupado) return undefined;
    this.ocupado = true;
    try {
      return { valor: await acao() };
    } catch {
      return undefined;
    } finally {
      runInAction(() => {
        this.ocupado = false;
      });
    }
  }

  /** After a conflict: the current version of the record, the local changes dropped. */
  async recarregar(): Promise<void> {
    this.form.descartarRascunho();
    await this.carregar();
  }
}

/** What a record screen over a {@link RegistrosApi} adds to its entity: the form and how values become a body. */
export interface DefinicaoRegistroDeApi<R extends RegistroVersionado, V extends Valores, S>
  extends Omit<DefinicaoRegistro<R, V>, 'obter' | 'enviar' | 'remover'> {
  /** The body of a save, without `id` and `versao`. */
  corpo(valores: V): Omit<S, 'id' | 'versao'>;
}

/** A record screen whose reads and writes are the four calls of a record area's client. */
export function registroDeApi<R extends RegistroVersionado, V extends Valores, S>(
  api: RegistrosApi<R, unknown, S, unknown>,
  definicao: DefinicaoRegistroDeApi<R, V, S>,
  servicos: ServicosTela,
): RegistroViewModel<R, V> {
  return new RegistroViewModel<R, V>(
    {
      ...definicao,
      obter: async (id, opcoes) => (await api.obter(id, opcoes)).dados,
      // The body is the values' fields plus the id and version: S by construction.
      enviar: async (v, base, opcoes) => (await api.salvar({ ...definicao.corpo(v), ...base } as S, opcoes)).dados,
      remover: (id) => api.remover(id),
    },
    servicos,
  );
}
