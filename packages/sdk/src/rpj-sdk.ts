/**
 * The SDK's one public factory.
 */
import { PASSO_ESPERA_CLIENTE_LOGIN_MS } from '@rpj/domain';
import { clientesAreas, type ClientesAreas } from './areas.ts';
import type { TokenProvider } from './auth/token-provider.ts';
import { ResponseCache } from './cache/response-cache.ts';
import { MemoryStorage, type CacheStorage } from './cache/storage.ts';
import type { Servico } from './contract/endpoint.ts';
import type { SdkEvents } from './events/sdk-events.ts';
import { SdkEventEmitter } from './events/sdk-events.ts';
import { systemClock, type Clock } from './http/clock.ts';
import { HttpCore } from './http/http-core.ts';
import { newRequestId } from './http/request-id.ts';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './http/retry-policy.ts';

/** How to reach the services and authenticate. Only `services` is required. */
export interface RpjSdkConfig {
  /** Base URL of each service, e.g. `{ cadastro: 'http://localhost:8140', selo: '…:8141', consulta: '…:8142' }`. */
  readonly services: Readonly<Record<Servico, string>>;
  /** Source of bearer tokens; calls that need one fail with AuthError('noProvider') without it. */
  readonly tokenProvider?: TokenProvider;
  /** Per-attempt timeout of every call. Default 30 000 ms. */
  readonly timeoutMs?: number;
  /** How authenticated calls wait for the provider to be ready. Default steps of 100 ms (spec §9) for up to 10 s. */
  readonly providerWait?: { readonly stepMs?: number; readonly maxMs?: number };
  /** Retry tuning. Default base 300 ms, Retry-After honoured up to 10 s. */
  readonly retry?: Partial<RetryPolicy>;
  /** A fetch to use instead of the global one. */
  readonly fetch?: typeof globalThis.fetch;
  /** Time source, for tests and special runtimes. */
  readonly clock?: Clock;
  /** Random source of the retry jitter, in [0, 1). */
  readonly random?: () => number;
  /**
   * Where the response cache persists. Default memory; browsers pass `sessionStorage` (security.md #7: never
   * localStorage). The data sits under the key 'cache' for the signed-in user only.
   */
  readonly cacheStorage?: CacheStorage;
}

/** Control of the response cache. */
export interface CacheControl {
  /** Drops everything: on sign-out and when the login check finds no session (spec §4, §9). */
  clear(): void;
  /** Drops the entries of these paths, e.g. '/usuario/recupera-dados-por-login'. */
  invalidate(paths: readonly string[]): void;
  /** Drops the entries whose path and query start with these prefixes, e.g. '/usuario/'. */
  invalidatePrefix(prefixes: readonly string[]): void;
}

/** What every SDK has besides its areas' clients: the events the app listens to and the response cache. */
interface SdkBase {
  /** Messages to show and places to go (spec §8). */
  readonly events: SdkEvents;
  /** The response cache. */
  readonly cache: CacheControl;
}

/** The SDK: one client per area (`usuarios`, `gruposUsuario`, `permissoes`, … — src/areas.ts) and the events the app listens to. */
export interface RpjSdk extends ClientesAreas, SdkBase {}

/** Makes an area's client over the SDK's one HTTP core: `clienteUsuarios`, `clienteEmpresas`, … */
export type ClienteDeArea<T> = (http: HttpCore) => T;

/**
 * The SDK without its areas: the clients are made on demand from the factories the caller imports, once each. An
 * app that splits its code imports an area's factory with that area's screens, so its first screen carries only
 * the clients it uses.
 */
export interface RpjSdkNucleo extends SdkBase {
  /** The client of an area (the same one on every call with the same factory). */
  cliente<T>(criar: ClienteDeArea<T>): T;
}

/** Default per-attempt timeout. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * Creates the SDK.
 *
 * @example
 * ```ts
 * const sdk = createRpjSdk({
 *   services: { cadastro: 'http://localhost:8140', selo: 'http://localhost:8141', consulta: 'http://localhost:8142' },
 *   tokenProvider: { isReady: () => true, getAccessToken: () => token },
 * });
 * sdk.events.on('mensagem', (m) => console.log(m.titulo, m.mensagem));
 * const { dados: usuario } = await sdk.usuarios.recuperaDadosPorLogin();
 * ```
 */
export function createRpjSdk(config: RpjSdkConfig): RpjSdk {
  return createRpjSdkAndCore(config).sdk;
}

/**
 * The SDK and the one HTTP core its clients share. Not part of the package's API: the SDK's own tests use the core
 * to call endpoints that no area has (yet) beside the SDK's clients.
 */
export function createRpjSdkAndCore(config: RpjSdkConfig): { readonly sdk: RpjSdk; readonly http: HttpCore } {
  const { base, http } = criarBase(config);
  return { sdk: { ...clientesAreas(http), ...base }, http };
}

/**
 * Creates the SDK without its areas' clients (see {@link RpjSdkNucleo}).
 *
 * @example
 * ```ts
 * import { createRpjSdkNucleo, clienteEmpresas } from '@rpj/sdk';
 * const sdk = createRpjSdkNucleo({ services, tokenProvider });
 * const { dados } = await sdk.cliente(clienteEmpresas).listar({ nome: 'moradores' });
 * ```
 */
export function createRpjSdkNucleo(config: RpjSdkConfig): RpjSdkNucleo {
  const { base, http } = criarBase(config);
  const clientes = new Map<ClienteDeArea<unknown>, unknown>();
  return {
    ...base,
    cliente<T>(criar: ClienteDeArea<T>): T {
      if (!clientes.has(criar)) clientes.set(criar, criar(http));
      return clientes.get(criar) as T;
    },
  };
}

/** The HTTP core, the events and the cache every SDK has. */
function criarBase(config: RpjSdkConfig): { readonly base: SdkBase; readonly http: HttpCore } {
  const events = new SdkEventEmitter();
  const clock = config.clock ?? systemClock;
  const provider = config.tokenProvider;
  const cache = new ResponseCache(config.cacheStorage ?? new MemoryStorage(), clock, () =>
    provider === undefined ? undefined : provider.userKey === undefined ? '' : provider.userKey(),
  );
  const http = new HttpCore({
    services: config.services,
    tokenProvider: config.tokenProvider,
    timeoutMs: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    providerWait: {
      stepMs: config.providerWait?.stepMs ?? PASSO_ESPERA_CLIENTE_LOGIN_MS,
      maxMs: config.providerWait?.maxMs ?? 10_000,
    },
    retry: { ...DEFAULT_RETRY_POLICY, ...config.retry },
    fetch: config.fetch,
    clock,
    random: config.random ?? Math.random,
    newRequestId,
    events,
    cache,
  });
  const base: SdkBase = {
    events,
    cache: {
      clear: () => {
        cache.clear();
      },
      invalidate: (paths) => {
        cache.invalidate(paths);
      },
      invalidatePrefix: (prefixes) => {
        cache.invalidatePrefix(prefixes);
      },
    },
  };
  return { base, http };
}
