/**
 * A token provider for other internal tools running in Node (or any runtime without a person): the OAuth 2.0
 * client-credentials grant against the configured issuer. The token is kept until shortly before it expires,
 * and concurrent callers share one token request.
 */
import ky, { type KyInstance } from 'ky';
import { VALIDADE_MINIMA_TOKEN_S } from '@rpj/domain';
import { AuthError } from '../errors/auth-error.ts';
import type { RequestInfo } from '../errors/sdk-error.ts';
import { systemClock, type Clock } from '../http/clock.ts';
import { newRequestId } from '../http/request-id.ts';
import type { TokenProvider } from './token-provider.ts';

/** Settings of {@link createClientCredentialsProvider}. */
export interface ClientCredentialsConfig {
  /** The issuer URL; its `/.well-known/openid-configuration` names the token endpoint. */
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** Space-separated scopes to ask for, if the provider wants them. */
  readonly scope?: string;
  /** A resource indicator (RFC 8707) naming the APIs, e.g. 'urn:rpj:api', if the provider wants one. */
  readonly resource?: string;
  /** The token endpoint itself, skipping discovery. */
  readonly tokenEndpoint?: string;
  /** Renew this long before expiry. Default 60 s (spec §9), at most half the token's lifetime. */
  readonly leadSeconds?: number;
  /** Timeout of each request to the provider. Default 10 s. */
  readonly timeoutMs?: number;
  readonly fetch?: typeof globalThis.fetch;
  readonly clock?: Clock;
}

/** A client-credentials token provider; `refresh()` always asks for a new token. */
export interface ClientCredentialsProvider extends TokenProvider {
  isReady(): true;
  getAccessToken(): Promise<string>;
  refresh(): Promise<void>;
  isAuthenticated(): true;
  /** The client id: the cache scope of a technical user. */
  userKey(): string;
}

interface Token {
  readonly value: string;
  /** Epoch ms from which a new token is fetched. */
  readonly renewAt: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Creates the provider. Nothing is requested until the first call needs a token.
 *
 * @example
 * ```ts
 * const sdk = createRpjSdk({
 *   services: { cadastro: 'http://localhost:8140', selo: 'http://localhost:8141', consulta: 'http://localhost:8142' },
 *   tokenProvider: createClientCredentialsProvider({
 *     issuer: 'http://localhost:8143',
 *     clientId: 'rpj-integracao',
 *     clientSecret: process.env.RPJ_CLIENT_SECRET ?? '',
 *   }),
 * });
 * ```
 */
export function createClientCredentialsProvider(config: ClientCredentialsConfig): ClientCredentialsProvider {
  const clock = config.clock ?? systemClock;
  const http: KyInstance = ky.create({
    retry: 0,
    throwHttpErrors: false,
    timeout: config.timeoutMs ?? 10_000,
    ...(config.fetch ? { fetch: config.fetch } : {}),
  });
  let token: Token | undefined;
  let pending: Promise<Token> | undefined;
  let endpoint: Promise<string> | undefined;

  const info = (url: string, metodo = 'POST'): RequestInfo => ({ metodo, url, requestId: newRequestId() });

  async function json(url: string, request: () => Promise<Response>, metodo: string): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await request();
    } catch (cause) {
      throw new AuthError(info(url, metodo), 'tokenRequestFailed', cause, 'the identity provider could not be reached');
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok || !isRecord(body)) {
      const detail = isRecord(body)
        ? [body['error'], body['error_description']].filter((x) => typeof x === 'string').join(': ')
        : `status ${response.status}`;
      throw new AuthError(info(url, metodo), 'tokenRequestFailed', undefined, detail || `status ${response.status}`);
    }
    return body;
  }

  function tokenEndpoint(): Promise<string> {
    if (config.tokenEndpoint !== undefined) return Promise.resolve(config.tokenEndpoint);
    endpoint ??= (async () => {
      const url = `${config.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
      const discovery = await json(url, () => http.get(url), 'GET');
      const found = discovery['token_endpoint'];
      if (typeof found !== 'string') throw new AuthError(info(url, 'GET'), 'tokenRequestFailed', undefined, 'no token_endpoint');
      return found;
    })().catch((error: unknown) => {
      endpoint = undefined; // try discovery again next time
      throw error;
    });
    return endpoint;
  }

  async function fetchToken(): Promise<Token> {
    const url = await tokenEndpoint();
    const form = new URLSearchParams({ grant_type: 'client_credentials' });
    if (config.scope !== undefined) form.set('scope', config.scope);
    if (config.resource !== undefined) form.set('resource', config.resource);
    const basic = btoa(`${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`);
    const requestedAt = clock.now();
    const body = await json(
      url,
      () => http.post(url, { body: form, headers: { authorization: `Basic ${basic}`, accept: 'application/json' } }),
      'POST',
    );
    const value = body['access_token'];
    const expiresIn = typeof body['expires_in'] === 'number' ? body['expires_in'] : 300;
    if (typeof value !== 'string' || value === '') {
      throw new AuthError(info(url), 'tokenRequestFailed', undefined, 'the answer has no access_token');
    }
    const leadS = Math.min(config.leadSeconds ?? VALIDADE_MINIMA_TOKEN_S, expiresIn / 2);
    return { value, renewAt: requestedAt + (expiresIn - leadS) * 1000 };
  }

  function renew(): Promise<Token> {
    pending ??= fetchToken()
      .then((fresh) => (token = fresh))
      .finally(() => {
        pending = undefined;
      });
    return pending;
  }

  return {
    isReady: () => true,
    isAuthenticated: () => true,
    userKey: () => config.clientId,
    async getAccessToken() {
      if (token !== undefined && clock.now() < token.renewAt) return token.value;
      return (await renew()).value;
    },
    async refresh() {
      token = undefined;
      await renew();
    },
  };
}
