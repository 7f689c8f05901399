/**
 * The one place where calls go out: URL and query, headers (JSON, bearer token, X-Request-Id), the wait for the
 * token provider, timeout and abort, retry, decoding with the contract's codecs, message and navigation events,
 * and the typed errors. ky does the fetching; every response is decoded here and nowhere else.
 */
import ky, { TimeoutError as KyTimeoutError, type KyInstance } from 'ky';
import type * as t from 'io-ts';
import {
  TEXTOS,
  errosDeCampo,
  alertPresentation,
  paginationQuery,
  waitFor,
  withPaginationDefaults,
  type ModoAlerta,
  type PaginacaoRequest,
  type RespostaPadrao,
} from '@rpj/domain';
import type { TokenProvider } from '../auth/token-provider.ts';
import { cacheKey, type CacheConfig, type ResponseCache } from '../cache/response-cache.ts';
import { fieldErrors } from '../contract/codec-helpers.ts';
import { areasInvalidadas, type AnyEndpoint, type Endpoint, type Servico } from '../contract/endpoint.ts';
import { EnvelopeCodec, respostaCodec } from '../contract/resposta.codec.ts';
import { AuthError } from '../errors/auth-error.ts';
import { DecodeError } from '../errors/decode-error.ts';
import { HttpError } from '../errors/http-error.ts';
import { NetworkError } from '../errors/network-error.ts';
import type { RequestInfo } from '../errors/sdk-error.ts';
import { TimeoutError } from '../errors/timeout-error.ts';
import type { SdkEventEmitter } from '../events/sdk-events.ts';
import type { Clock } from './clock.ts';
import { failureMessage, successMessage } from './messages.ts';
import { backoffDelay, DEFAULT_RETRIES, RETRY_STATUSES, retryDelay, type RetryPolicy } from './retry-policy.ts';

/** A successful response: the standard envelope with its `dados` decoded. */
export type Resposta<T> = RespostaPadrao<T> & { readonly dados: T };

/** Options every call takes. */
export interface CallOptions {
  /** Aborts the call; the promise rejects with the signal's reason and no event is emitted. */
  readonly signal?: AbortSignal;
  /** Per-attempt timeout; default from the SDK configuration (30 s). */
  readonly timeoutMs?: number;
  /** Which messages become events: 'all' (default), 'success' or 'error'. */
  readonly modoAlerta?: ModoAlerta;
  /**
   * The screen shows field errors itself, under their fields (a form): a failure whose `erros` name a field — bad
   * input, a value another record holds, a stale `versao` — emits no message, so it is said once. Other failures
   * still do.
   */
  readonly errosDeCampoNaTela?: boolean;
  /**
   * What a network error does on a read: 'navigate' (default) emits navigate('/erro'); 'report' only throws,
   * for forms that show the failure themselves. Writes never navigate.
   */
  readonly onNetworkError?: 'navigate' | 'report';
  /** Retries after a retryable failure: default 1 for GET, 0 for writes (a write opts in at its own risk). */
  readonly retries?: number;
  /**
   * Cache use (spec §3): a GET with a cache configuration is served from and stored in the cache. A successful
   * write drops the cached reads of its area and of the areas its endpoint declares (`invalida`) by itself; any
   * call may drop more entries once it succeeds. Responses served from the cache carry `cached: true` and emit no
   * message (it was shown when they first arrived).
   */
  readonly cache?: CacheConfig;
}

/** What a call sends besides its options. */
export interface CallInput {
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: object;
  readonly body?: unknown;
  /** For paginated endpoints; defaults to page 0, size 10. */
  readonly paginacao?: PaginacaoRequest;
}

/** Adds the pagination only when given (the core applies page 0, size 10 otherwise). */
export function withPaging<I extends object>(input: I, paginacao: PaginacaoRequest | undefined): I & { paginacao?: PaginacaoRequest } {
  return paginacao === undefined ? input : { ...input, paginacao };
}

/** Everything the core needs, resolved from the SDK configuration. */
export interface HttpCoreConfig {
  readonly services: Readonly<Record<Servico, string>>;
  readonly tokenProvider: TokenProvider | undefined;
  readonly timeoutMs: number;
  readonly providerWait: { readonly stepMs: number; readonly maxMs: number };
  readonly retry: RetryPolicy;
  readonly fetch: typeof globalThis.fetch | undefined;
  readonly clock: Clock;
  readonly random: () => number;
  readonly newRequestId: () => string;
  readonly events: SdkEventEmitter;
  readonly cache: ResponseCache;
}

/** The outcome of one attempt: a response (of any status) or what fetch threw. */
type Tentativa = { readonly ok: true; readonly response: Response } | { readonly ok: false; readonly error: unknown };

/** The HTTP core. One per SDK instance. */
export class HttpCore {
  readonly #config: HttpCoreConfig;
  readonly #ky: KyInstance;
  readonly #codecs = new WeakMap<t.Mixed, t.Type<Resposta<unknown>, unknown>>();
  /** The refresh in flight, shared by every request that meets a 401 meanwhile. */
  #refreshing: Promise<void> | undefined;

  constructor(config: HttpCoreConfig) {
    this.#config = config;
    this.#ky = ky.create({
      retry: 0,
      throwHttpErrors: false,
      ...(config.fetch ? { fetch: config.fetch } : {}),
    });
  }

  /**
   * Calls an endpoint and returns its decoded response, or throws an SDK error after emitting the events the
   * failure calls for.
   */
  async call<P, Q, B, D>(
    endpoint: Endpoint<P, Q, B, D>,
    input: CallInput = {},
    options: CallOptions = {},
  ): Promise<Resposta<D>> {
    const { url, path, query } = this.#url(endpoint, input);
    const info: RequestInfo = { metodo: endpoint.metodo, url, requestId: this.#config.newRequestId() };
    const modo = options.modoAlerta ?? 'all';
    const cacheable = endpoint.metodo === 'GET' && options.cache !== undefined && options.cache.cached !== false;
    const key = cacheable ? cacheKey(endpoint.servico, path, query) : undefined;
    if (key !== undefined) {
      const hit = this.#fromCache(key, endpoint.dados);
      if (hit !== undefined) return hit;
    }

    const headers: Record<string, string> = {
      // A document endpoint answers a PDF; its failures are still the JSON envelope.
      accept: endpoint.documento === true ? 'application/pdf, application/json' : 'application/json',
      'content-type': 'application/json',
      'x-request-id': info.requestId,
    };
    const authenticated = endpoint.permissao.tipo !== 'publico';
    let token = authenticated ? await this.#accessToken(info, options.signal) : undefined;
    let renewed = false;

    const retries = options.retries ?? DEFAULT_RETRIES[endpoint.metodo];
    const timeoutMs = options.timeoutMs ?? this.#config.timeoutMs;
    let attempt: Tentativa;
    for (let retry = 0; ; ) {
      if (token === undefined) delete headers['authorization'];
      else headers['authorization'] = `Bearer ${token}`;
      attempt = await this.#send(url, endpoint, input, headers, timeoutMs, options.signal);
      const canRetry = retry < retries;
      if (attempt.ok) {
        const { status } = attempt.response;
        // A 401 gets one new token and one more try, outside the retry budget (spec §8, security.md #4).
        if (status === 401 && authenticated && !renewed) {
          renewed = true;
          await attempt.response.body?.cancel();
          token = await this.#renewedToken(info, token);
          continue;
        }
        if (!canRetry || !RETRY_STATUSES.includes(status)) break;
        const wait = retryDelay(retry + 1, attempt.response.headers.get('retry-after'), this.#config.clock.now(), this.#config.random, this.#config.retry);
        if (wait === 'giveUp') break;
        await attempt.response.body?.cancel();
        await this.#config.clock.sleep(wait, options.signal);
      } else {
        if (!canRetry || !isNetworkFailure(attempt.error, options.signal)) break;
        await this.#config.clock.sleep(backoffDelay(retry + 1, this.#config.random, this.#config.retry), options.signal);
      }
      retry++;
    }

    if (!attempt.ok) throw this.#transportFailure(attempt.error, info, endpoint, timeoutMs, modo, options);
    if (attempt.response.status === 401) {
      await attempt.response.body?.cancel();
      throw this.#authFailure(info, token);
    }
    const { resposta, json } = await this.#read(attempt.response, endpoint.dados, info, modo, endpoint.documento === true, options.errosDeCampoNaTela === true);
    const areas = areasInvalidadas(endpoint);
    if (areas.length > 0) this.#config.cache.invalidateAreas(endpoint.servico, areas);
    const { cache } = options;
    if (cache?.chavesParaInvalidar) this.#config.cache.invalidate(cache.chavesParaInvalidar);
    if (cache?.prefixosParaInvalidar) this.#config.cache.invalidatePrefix(cache.prefixosParaInvalidar);
    if (key !== undefined) this.#config.cache.set(key, json, resposta, cache?.duracao);
    return resposta;
  }

  /** A fresh response from the cache, marked `cached: true`; an entry that no longer decodes is dropped. */
  #fromCache<D>(key: string, dados: t.Type<D, unknown>): Resposta<D> | undefined {
    const hit = this.#config.cache.get(key);
    if (hit === undefined) return undefined;
    if (hit.decoded !== undefined) return { ...(hit.decoded as Resposta<D>), cached: true };
    const decoded = this.#codec(dados).decode(hit.corpo);
    if (decoded._tag === 'Left') {
      this.#config.cache.invalidatePrefix([key.slice(key.indexOf(':') + 1)]);
      return undefined;
    }
    this.#config.cache.set(key, hit.corpo, decoded.right);
    return { ...decoded.right, cached: true };
  }

  /**
   * A new token after a 401. When another request already replaced the token this one was sent with, that one
   * is used; otherwise one refresh is shared by all. When there is no way to a valid token, the failure is
   * reported (spec §8) and thrown.
   */
  async #renewedToken(info: RequestInfo, sent: string | undefined): Promise<string | undefined> {
    const provider = this.#config.tokenProvider;
    if (provider === undefined) throw new AuthError(info, 'noProvider');
    const current = await provider.getAccessToken();
    if (current !== undefined && current !== sent) return current;
    if (provider.refresh === undefined) throw this.#authFailure(info, sent);
    try {
      this.#refreshing ??= provider.refresh().finally(() => {
        this.#refreshing = undefined;
      });
      await this.#refreshing;
    } catch (cause) {
      throw this.#authFailure(info, sent, cause);
    }
    return provider.getAccessToken();
  }

  /**
   * A request that stays unauthorized (spec §8): while the user is still signed in, the credentials ALERTA and
   * navigate('/'); when not, the cache is cleared and the app asked to sign in again (keeping the user's drafts).
   */
  #authFailure(info: RequestInfo, sent: string | undefined, cause?: unknown): AuthError {
    const provider = this.#config.tokenProvider;
    const signedIn = provider?.isAuthenticated?.() ?? sent !== undefined;
    if (signedIn) {
      this.#config.events.emit('mensagem', {
        tipo: 'ALERTA',
        titulo: alertPresentation('ALERTA').titulo,
        mensagem: TEXTOS.credenciaisIncompativeis,
      });
      this.#config.events.emit('navegar', { para: '/', motivo: 'credenciais' });
    } else {
      this.#config.cache.clear();
      this.#config.events.emit('entrar', { motivo: 'sessaoEncerrada' });
    }
    return new AuthError(info, 'unauthorized', cause);
  }

  async #send(
    url: string,
    endpoint: AnyEndpoint,
    input: CallInput,
    headers: Record<string, string>,
    timeoutMs: number,
    signal: AbortSignal | undefined,
  ): Promise<Tentativa> {
    try {
      const response = await this.#ky(url, {
        method: endpoint.metodo,
        headers,
        timeout: timeoutMs,
        ...(signal ? { signal } : {}),
        ...(input.body !== undefined && endpoint.body ? { body: JSON.stringify(endpoint.body.encode(input.body)) } : {}),
      });
      return { ok: true, response };
    } catch (error) {
      return { ok: false, error };
    }
  }

  async #read<D>(
    response: Response,
    dados: t.Type<D, unknown>,
    info: RequestInfo,
    modo: ModoAlerta,
    documento = false,
    errosDeCampoNaTela = false,
  ): Promise<{ readonly resposta: Resposta<D>; readonly json: unknown }> {
    if (documento && response.ok) return { resposta: await this.#documento(response, dados, info, modo), json: undefined };
    const text = await response.text();
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch (cause) {
      json = cause instanceof SyntaxError ? NOT_JSON : undefined;
    }


    if (!response.ok) {
      const envelope = EnvelopeCodec.decode(json);
      const resposta: RespostaPadrao<unknown> | undefined =
        envelope._tag === 'Right' ? { mensagens: [], ...envelope.right } : undefined;
      const naTela = errosDeCampoNaTela && errosDeCampo(resposta?.erros).length > 0;
      const event = naTela ? undefined : failureMessage(resposta, modo);
      if (event) this.#config.events.emit('mensagem', event);
      throw new HttpError(response.status, info, resposta);
    }

    const decoded = json === NOT_JSON ? undefined : this.#codec(dados).decode(json);
    if (decoded?._tag !== 'Right') {
      const erros = decoded ? fieldErrors(decoded.left) : [{ campo: '', mensagem: 'A resposta não é JSON.' }];
      const event = failureMessage(undefined, modo);
      if (event) this.#config.events.emit('mensagem', event);
      throw new DecodeError(info, erros);
    }
    const event = successMessage(decoded.right, modo);
    if (event) this.#config.events.emit('mensagem', event);
    return { resposta: decoded.right, json };
  }

  /** A printed document: its bytes, type and the file name of `Content-Disposition` (RFC 5987 `filename*` first). */
  async #documento<D>(response: Response, dados: t.Type<D, unknown>, info: RequestInfo, modo: ModoAlerta): Promise<Resposta<D>> {
    const conteudo = await response.blob();
    const disposicao = response.headers.get('content-disposition') ?? '';
    const estrela = /filename\*=UTF-8''([^;]+)/i.exec(disposicao)?.[1];
    let nomeArquivo = /filename="([^"]*)"/i.exec(disposicao)?.[1] ?? 'documento.pdf';
    if (estrela !== undefined) {
      try {
        nomeArquivo = decodeURIComponent(estrela.trim());
      } catch {
        // A malformed filename* keeps the ASCII fallback.
      }
    }
    const decoded = dados.decode({ nomeArquivo, tipo: response.headers.get('content-type') ?? 'application/octet-stream', conteudo });
    if (decoded._tag === 'Left') {
      const event = failureMessage(undefined, modo);
      if (event) this.#config.events.emit('mensagem', event);
      throw new DecodeError(info, fieldErrors(decoded.left));
    }
    return { dados: decoded.right, mensagens: [], tipoResposta: 'OK' };
  }

  #transportFailure(
    error: unknown,
    info: RequestInfo,
    endpoint: AnyEndpoint,
    timeoutMs: number,
    modo: ModoAlerta,
    options: CallOptions,
  ): unknown {
    if (options.signal?.aborted) return options.signal.reason;
    if (error instanceof KyTimeoutError) {
      const event = failureMessage(undefined, modo);
      if (event) this.#config.events.emit('mensagem', event);
      return new TimeoutError(info, timeoutMs, error);
    }
    // A read that cannot reach the service sends the user to /erro (spec §8); writes keep the form (deviation).
    if (endpoint.metodo === 'GET' && (options.onNetworkError ?? 'navigate') === 'navigate') {
      this.#config.events.emit('navegar', { para: '/erro', motivo: 'erroDeRede' });
    }
    return new NetworkError(info, error);
  }

  async #accessToken(info: RequestInfo, signal: AbortSignal | undefined): Promise<string | undefined> {
    const provider = this.#config.tokenProvider;
    if (provider === undefined) throw new AuthError(info, 'noProvider');
    const { stepMs, maxMs } = this.#config.providerWait;
    const ready = await waitFor(
      () => provider.isReady(),
      { tentativas: Math.ceil(maxMs / stepMs), intervaloMs: stepMs },
      (ms) => this.#config.clock.sleep(ms, signal),
    );
    if (!ready) throw new AuthError(info, 'notReady');
    return provider.getAccessToken();
  }

  #codec<D>(dados: t.Type<D, unknown>): t.Type<Resposta<D>, unknown> {
    let codec = this.#codecs.get(dados);
    if (codec === undefined) {
      codec = respostaCodec(dados) as t.Type<Resposta<unknown>, unknown>;
      this.#codecs.set(dados, codec);
    }
    return codec as t.Type<Resposta<D>, unknown>;
  }

  #url(endpoint: AnyEndpoint, input: CallInput): { readonly url: string; readonly path: string; readonly query: URLSearchParams } {
    const base = this.#config.services[endpoint.servico].replace(/\/+$/, '');
    const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
      const value = input.params?.[name];
      if (value === undefined) throw new TypeError(`Missing path parameter "${name}" for ${endpoint.nome}`);
      return encodeURIComponent(String(value));
    });
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(input.query ?? {})) {
      if (value !== undefined && value !== null) query.append(key, String(value));
    }
    if (endpoint.ordenacao !== undefined) {
      for (const [key, value] of paginationQuery(withPaginationDefaults(input.paginacao))) query.append(key, value);
    }
    const search = query.toString();
    return { url: `${base}${path}${search === '' ? '' : `?${search}`}`, path, query };
  }
}

const NOT_JSON = Symbol('not JSON');

function isNetworkFailure(error: unknown, signal: AbortSignal | undefined): boolean {
  return !(signal?.aborted ?? false) && !(error instanceof KyTimeoutError);
}
