/**
 * Fakes of the app's own ports for view-model and service tests: no DOM, no container, no real time.
 */
import { PERMISSAO, type Usuario } from '@rpj/domain';
import type { BrowserLocation, Logger, Scheduler } from '../app/ports.ts';
import type { AlertService, PedidoAlerta, PedidoConfirmacao } from '../shell/alert.service.ts';
import type { Navigation } from '../shell/navigation.ts';
import type { DraftStore, MotivoRascunho, RascunhoGuardado } from '../session/draft-store.ts';
import type { Entidade } from '../ui/tela/entidade.ts';
import type { ServicosTela } from '../ui/tela/servicos-tela.ts';

/** A task registered with {@link FakeScheduler.every} or {@link FakeScheduler.after}. */
export interface TarefaAgendada {
  readonly tipo: 'every' | 'after';
  readonly ms: number;
  /** When it runs next. */
  proxima: number;
  cancelada: boolean;
  readonly executar: () => void;
}

/**
 * A scheduler whose clock moves only when told: `advance(ms)` runs the tasks that fall due, in time order;
 * `sleep(ms)` resolves at once and records the milliseconds asked, so bounded waits can be asserted.
 */
export class FakeScheduler implements Scheduler {
  agora: number;
  readonly tarefas: TarefaAgendada[] = [];
  /** Every `sleep(ms)` asked, in order. */
  readonly sonos: number[] = [];
  /** Called on each sleep with its 1-based number, before it resolves (to change the world mid-wait). */
  aoDormir: ((numero: number, ms: number) => void) | undefined;

  constructor(agora = 0) {
    this.agora = agora;
  }

  every(ms: number, task: () => void): () => void {
    return this.#registrar('every', ms, task);
  }

  after(ms: number, task: () => void): () => void {
    return this.#registrar('after', ms, task);
  }

  sleep(ms: number): Promise<void> {
    this.sonos.push(ms);
    this.aoDormir?.(this.sonos.length, ms);
    return Promise.resolve();
  }

  now(): number {
    return this.agora;
  }

  /** The tasks still scheduled. */
  get ativas(): readonly TarefaAgendada[] {
    return this.tarefas.filter((t) => !t.cancelada);
  }

  /** Moves the clock forward, running each task as it falls due (repeating ones as often as they fall due). */
  advance(ms: number): void {
    const fim = this.agora + ms;
    for (;;) {
      const proxima = this.ativas
        .filter((t) => t.proxima <= fim)
        .sort((a, b) => a.proxima - b.proxima)[0];
      if (proxima === undefined) break;
      this.agora = proxima.proxima;
      if (proxima.tipo === 'after') proxima.cancelada = true;
      else proxima.proxima += proxima.ms;
      proxima.executar();
    }
    this.agora = fim;
  }

  #registrar(tipo: TarefaAgendada['tipo'], ms: number, executar: () => void): () => void {
    const tarefa: TarefaAgendada = { tipo, ms, proxima: this.agora + ms, cancelada: false, executar };
    this.tarefas.push(tarefa);
    return () => {
      tarefa.cancelada = true;
    };
  }
}

/** A logged message. */
export interface Registro {
  readonly message: string;
  readonly detail: unknown;
}

/** A logger that keeps what it was told. */
export class RecordingLogger implements Logger {
  readonly errors: Registro[] = [];
  readonly warnings: Registro[] = [];

  error(message: string, detail?: unknown): void {
    this.errors.push({ message, detail });
  }

  warn(message: string, detail?: unknown): void {
    this.warnings.push({ message, detail });
  }
}

/** A navigation. */
export interface Visita {
  readonly path: string;
  readonly replace: boolean;
}

/** A navigation that keeps where it was sent. */
export class RecordingNavigation implements Navigation {
  readonly visitas: Visita[] = [];

  navigate(path: string, options?: { readonly replace?: boolean }): void {
    this.visitas.push({ path, replace: options?.replace ?? false });
  }

  /** The paths, in order. */
  get caminhos(): readonly string[] {
    return this.visitas.map((v) => v.path);
  }
}

/** A browser location that keeps what was asked of it. */
export class FakeLocation implements BrowserLocation {
  readonly origin: string;
  atual: string;
  readonly atribuidos: string[] = [];
  recargas = 0;

  constructor(atual = '/', origin = 'http://localhost:8080') {
    this.atual = atual;
    this.origin = origin;
  }

  current(): string {
    return this.atual;
  }

  assign(url: string): void {
    this.atribuidos.push(url);
  }

  reload(): void {
    this.recargas++;
  }
}

/** A promise with its settling functions in hand, to decide when a fake call answers. */
export interface Adiado<T> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
  reject(reason: unknown): void;
}

/** Creates an {@link Adiado}. */
export function adiado<T>(): Adiado<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets pending promise callbacks run (microtasks only: no timer, no real time). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 50; i++) await Promise.resolve();
}

/** A complete, loaded user: an administrator holding the given permissions (none by default). */
export function usuarioFixture(overrides: Partial<Usuario> = {}): Usuario {
  return {
    id: 1,
    cpf: '52998224725',
    nome: 'Helena Duarte Vasconcelos',
    login: 'admin',
    ativo: true,
    primeiroAcesso: false,
    versao: 0,
    permissoes: [],
    groups: [{ grupoUsuario: { id: 1, nome: 'ADMINISTRADOR' } }],
    ...overrides,
  };
}

/**
 * Form drafts in a Map, keyed like the real store by user and form; values go through JSON as in sessionStorage.
 */
export class FakeDraftStore implements Pick<DraftStore, 'save' | 'load' | 'remove'> {
  readonly guardados = new Map<string, unknown>();

  save(usuario: string, formulario: string, valores: unknown): void {
    this.guardados.set(`${usuario}:${formulario}`, JSON.parse(JSON.stringify(valores)) as unknown);
  }

  /** Why the drafts were left behind, as the real store would say it. */
  motivo: MotivoRascunho = 'saida';
  em: number | undefined = undefined;

  load(usuario: string, formulario: string): RascunhoGuardado | undefined {
    const valores = this.guardados.get(`${usuario}:${formulario}`);
    return valores === undefined ? undefined : { valores, em: this.em, motivo: this.motivo };
  }

  remove(usuario: string, formulario: string): void {
    this.guardados.delete(`${usuario}:${formulario}`);
  }
}

/** Web Storage in a Map (sessionStorage where there is no DOM). */
export class MapStorage implements Storage {
  readonly #items = new Map<string, string>();
  get length(): number {
    return this.#items.size;
  }
  clear(): void {
    this.#items.clear();
  }
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.#items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.#items.set(key, value);
  }
}

/** A feminine area's records as its screens speak of them (the companies' routes and permissions), for chassis tests. */
export const ENTIDADE_EMPRESA: Entidade<{ readonly nome: string }> = {
  singular: 'empresa',
  plural: 'empresas',
  feminino: true,
  lista: 'empresa',
  registro: 'empresa.salvar',
  nomeDe: (e) => e.nome,
  permissoes: { criar: PERMISSAO.CRIAR_EMPRESAS, editar: PERMISSAO.EDITAR_EMPRESAS, remover: PERMISSAO.REMOVER_EMPRESAS },
};

/** The alert dialog: records the questions asked (answered with `resposta`) and the messages shown. */
export class FakeAlerts implements Pick<AlertService, 'confirm' | 'show'> {
  readonly pedidos: PedidoConfirmacao[] = [];
  readonly avisos: PedidoAlerta[] = [];
  resposta = true;

  confirm(pedido: PedidoConfirmacao): Promise<boolean> {
    this.pedidos.push(pedido);
    return Promise.resolve(this.resposta);
  }

  show(pedido: PedidoAlerta): Promise<void> {
    this.avisos.push(pedido);
    return Promise.resolve();
  }
}

/**
 * The screens' shared services (ui/tela/servicos-tela.ts) from the fakes a test hands over; what it does not
 * hand over does nothing (no user signed in, every confirmation accepted).
 */
export function servicosTela(
  partes: Omit<Partial<ServicosTela>, 'user'> & { readonly user?: Pick<ServicosTela['user'], 'usuario'> & Partial<ServicosTela['user']> } = {},
): ServicosTela {
  const { user, ...resto } = partes;
  return {
    drafts: new FakeDraftStore(),
    alerts: new FakeAlerts(),
    notifications: { notify: () => 0 },
    navigation: new RecordingNavigation(),
    downloads: () => undefined,
    documentos: async (carregar) => {
      await carregar();
      return true;
    },
    scheduler: new FakeScheduler(),
    ...resto,
    // Reads the fake user as it is now (a test may sign it out or change it later).
    user: {
      get usuario() {
        return user?.usuario;
      },
      load: () => user?.load?.() ?? Promise.resolve(undefined),
    },
  };
}
