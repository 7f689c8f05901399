/**
 * The response cache (spec §3, §7, §9; security.md #7): GET responses of calls that ask for it, for 2 hours by
 * default, kept under the storage key 'cache' for one signed-in user at a time. Another user's entries are
 * dropped on sight; a full store evicts the entries closest to expiry; unreadable data is dropped. The cache
 * never makes a call fail.
 */
import { CHAVE_CACHE, DURACAO_CACHE_MS } from '@rpj/domain';
import type { Clock } from '../http/clock.ts';
import type { CacheStorage } from './storage.ts';

/** How a call uses the cache (spec §3: cached, chavesParaInvalidar, duracao). */
export interface CacheConfig {
  /** Serve and store this GET from the cache. Default true. */
  readonly cached?: boolean;
  /**
   * After the call succeeds, also drop the entries of these paths (any query), e.g. '/usuario/recupera-dados-por-login'.
   * Not needed after the SDK's own writes: a successful write drops its area's cached reads (and those of the areas
   * it declares) by itself. For what the SDK cannot see, e.g. a change made outside it.
   */
  readonly chavesParaInvalidar?: readonly string[];
  /** After the call succeeds, also drop the entries whose path and query start with these (see `chavesParaInvalidar`). */
  readonly prefixosParaInvalidar?: readonly string[];
  /** Lifetime of a stored response. Default 2 h. */
  readonly duracao?: number;
}

interface Entrada {
  /** The response body as it came (JSON). */
  readonly corpo: unknown;
  /** Epoch ms after which it is stale. */
  readonly expira: number;
}

interface Conteudo {
  readonly usuario: string;
  readonly entradas: Record<string, Entrada>;
}

/** The cache's key of a call: its service, path and query with the parameters in a stable order. */
export function cacheKey(servico: string, path: string, query: URLSearchParams): string {
  const sorted = [...query.entries()].sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  const search = new URLSearchParams(sorted).toString();
  return `${servico}:${path}${search === '' ? '' : `?${search}`}`;
}

function pathOf(key: string): string {
  const afterService = key.slice(key.indexOf(':') + 1);
  const q = afterService.indexOf('?');
  return q < 0 ? afterService : afterService.slice(0, q);
}

/** Whether a path is an area's path or lies under it, segment by segment ('/usuario' holds '/usuario/7', not '/usuarios'). */
function isInArea(path: string, area: string): boolean {
  return path === area || path.startsWith(`${area}/`);
}

function isConteudo(value: unknown): value is Conteudo {
  if (typeof value !== 'object' || value === null) return false;
  const { usuario, entradas } = value as Record<string, unknown>;
  return typeof usuario === 'string' && typeof entradas === 'object' && entradas !== null && !Array.isArray(entradas);
}

function isEntrada(value: unknown): value is Entrada {
  return typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)['expira'] === 'number' && 'corpo' in value;
}

/** The cache. One per SDK instance. */
export class ResponseCache {
  readonly #storage: CacheStorage;
  readonly #clock: Clock;
  /** The signed-in user's key; `undefined` means nobody, and nothing is cached. */
  readonly #scope: () => string | undefined;
  #usuario: string | undefined;
  #entradas = new Map<string, Entrada>();
  /** Decoded values of entries, so a hit does not decode again. Memory only. */
  #decoded = new Map<string, unknown>();

  constructor(storage: CacheStorage, clock: Clock, scope: () => string | undefined) {
    this.#storage = storage;
    this.#clock = clock;
    this.#scope = scope;
  }

  /** The body stored for a key, with its memoised decoded value, or `undefined` when absent or stale. */
  get(key: string): { readonly corpo: unknown; readonly decoded: unknown } | undefined {
    if (!this.#load()) return undefined;
    const entrada = this.#entradas.get(key);
    if (entrada === undefined) return undefined;
    if (entrada.expira <= this.#clock.now()) {
      this.#drop([key]);
      return undefined;
    }
    return { corpo: entrada.corpo, decoded: this.#decoded.get(key) };
  }

  /** Stores a body (and its decoded value) for `duracao` ms (2 h by default). */
  set(key: string, corpo: unknown, decoded: unknown, duracao: number = DURACAO_CACHE_MS): void {
    if (!this.#load()) return;
    this.#entradas.set(key, { corpo, expira: this.#clock.now() + duracao });
    this.#decoded.set(key, decoded);
    this.#save();
  }

  /** Drops the entries of these paths, whatever their query. */
  invalidate(paths: readonly string[]): void {
    if (!this.#load()) return;
    this.#drop([...this.#entradas.keys()].filter((k) => paths.includes(pathOf(k))));
  }

  /** Drops the entries whose path and query start with a prefix. */
  invalidatePrefix(prefixes: readonly string[]): void {
    if (!this.#load()) return;
    this.#drop([...this.#entradas.keys()].filter((k) => prefixes.some((p) => k.slice(k.indexOf(':') + 1).startsWith(p))));
  }

  /** Drops a service's entries whose path is one of these areas' paths or lies under one (a write's effect). */
  invalidateAreas(servico: string, areas: readonly string[]): void {
    if (!this.#load()) return;
    const doServico = `${servico}:`;
    this.#drop([...this.#entradas.keys()].filter((k) => k.startsWith(doServico) && areas.some((a) => isInArea(pathOf(k), a))));
  }

  /** Drops everything, in memory and in storage (sign-out, a failed login check). */
  clear(): void {
    this.#entradas.clear();
    this.#decoded.clear();
    this.#usuario = undefined;
    try {
      this.#storage.removeItem(CHAVE_CACHE);
    } catch {
      // A storage that cannot even remove is as good as empty for us.
    }
  }

  /** Makes the memory hold the current user's entries. False when nobody is signed in. */
  #load(): boolean {
    const usuario = this.#scope();
    if (usuario === undefined) return false;
    if (usuario === this.#usuario) return true;
    this.#usuario = usuario;
    this.#entradas = new Map();
    this.#decoded = new Map();
    const stored = this.#read();
    if (stored?.usuario !== usuario) {
      // Another user's entries (or none, or garbage): never served, dropped now.
      if (stored !== undefined) this.#remove();
      return true;
    }
    const now = this.#clock.now();
    for (const [key, entrada] of Object.entries(stored.entradas)) {
      if (isEntrada(entrada) && entrada.expira > now) this.#entradas.set(key, entrada);
    }
    return true;
  }

  #read(): Conteudo | undefined {
    let text: string | null;
    try {
      text = this.#storage.getItem(CHAVE_CACHE);
    } catch {
      return undefined;
    }
    if (text === null) return undefined;
    try {
      const parsed: unknown = JSON.parse(text);
      if (isConteudo(parsed)) return parsed;
    } catch {
      // unreadable: dropped below
    }
    this.#remove();
    return undefined;
  }

  #drop(keys: readonly string[]): void {
    if (keys.length === 0) return;
    for (const key of keys) {
      this.#entradas.delete(key);
      this.#decoded.delete(key);
    }
    this.#save();
  }

  /** Writes the memory to storage; on a quota error evicts the entries closest to expiry until it fits. */
  #save(): void {
    if (this.#usuario === undefined) return;
    const usuario = this.#usuario;
    for (;;) {
      try {
        this.#storage.setItem(CHAVE_CACHE, JSON.stringify({ usuario, entradas: Object.fromEntries(this.#entradas) }));
        return;
      } catch {
        const oldest = [...this.#entradas].sort(([, a], [, b]) => a.expira - b.expira)[0];
        if (oldest === undefined) {
          this.#remove();
          return;
        }
        this.#entradas.delete(oldest[0]);
        this.#decoded.delete(oldest[0]);
      }
    }
  }

  #remove(): void {
    try {
      this.#storage.removeItem(CHAVE_CACHE);
    } catch {
      // nothing more to do
    }
  }
}
