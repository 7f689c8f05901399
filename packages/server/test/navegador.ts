/**
 * A browser driving the sign-in of the development identity provider over plain HTTP, as the app's tab would: a
 * cookie jar, redirects followed by hand, requests from a chosen loopback address; the authorization code flow
 * with PKCE from the authorization request to the tokens.
 */
import { createHash, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { expect } from 'vitest';

/** Where the provider and the app are. */
export interface Provedor {
  readonly issuer: string;
  readonly appOrigin: string;
}

/** What the token endpoint answers. */
export interface Tokens {
  readonly access_token: string;
  readonly id_token: string;
  readonly refresh_token: string;
}

const b64url = (b: Buffer): string => b.toString('base64url');

/** An HTTP request from a chosen loopback address (a person at another machine), answered as a fetch Response. */
export function requestFrom(localAddress: string, url: string, init: { method?: string; headers: Headers; body?: string }): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: init.method ?? 'GET', headers: Object.fromEntries(init.headers), localAddress }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (c: Buffer) => chunks.push(c));
      incoming.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          for (const v of [value ?? []].flat()) headers.append(name, v);
        }
        resolve(new Response(Buffer.concat(chunks), { status: incoming.statusCode ?? 0, headers }));
      });
    });
    request.on('error', reject);
    request.end(init.body);
  });
}

/** A browser: cookies kept per origin-less jar, redirects followed by hand; from 127.0.0.1 unless told. */
export class Browser {
  readonly #cookies = new Map<string, string>();
  readonly #address: string;

  constructor(address = '127.0.0.1') {
    this.#address = address;
  }

  async go(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.#cookies.size > 0) headers.set('cookie', [...this.#cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await requestFrom(this.#address, url, { ...init, headers });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      this.#cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return response;
  }

  post(url: string, form: Record<string, string>): Promise<Response> {
    return this.go(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });
  }
}

export function location(response: Response, base: string): string {
  const to = response.headers.get('location');
  if (to === null) throw new Error(`no redirect (status ${response.status})`);
  return new URL(to, base).toString();
}

export interface Started {
  readonly browser: Browser;
  readonly verifier: string;
  readonly state: string;
  readonly loginPage: Response;
  readonly action: string;
}

/** Opens the authorization request of the app at `provider` and lands on our sign-in page. */
export async function abrirAcesso(provider: Provedor, browser = new Browser()): Promise<Started> {
  const verifier = b64url(randomBytes(32));
  const state = b64url(randomBytes(12));
  const params = new URLSearchParams({
    client_id: 'rpj-web',
    response_type: 'code',
    redirect_uri: `${provider.appOrigin}/auth/callback`,
    scope: 'openid profile email',
    code_challenge: b64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
    state,
    nonce: b64url(randomBytes(12)),
  });
  const auth = await browser.go(`${provider.issuer}/auth?${params}`);
  expect(auth.status).toBe(303);
  const interaction = location(auth, provider.issuer);
  const loginPage = await browser.go(interaction);
  expect(loginPage.status).toBe(200);
  return { browser, verifier, state, loginPage, action: `${interaction}/login` };
}

/** Follows the provider's redirects back to the app's callback and redeems the code. */
export async function concluirAcesso(server: Provedor, started: Started, response: Response): Promise<Tokens> {
  let current = response;
  let url = '';
  for (let i = 0; i < 5 && current.status === 303; i++) {
    url = location(current, server.issuer);
    if (url.startsWith(server.appOrigin)) break;
    current = await started.browser.go(url);
  }
  const callback = new URL(url);
  expect(callback.pathname).toBe('/auth/callback');
  expect(callback.searchParams.get('state')).toBe(started.state);
  const token = await fetch(`${server.issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code') ?? '',
      redirect_uri: `${server.appOrigin}/auth/callback`,
      code_verifier: started.verifier,
      client_id: 'rpj-web',
    }),
  });
  expect(token.status).toBe(200);
  return (await token.json()) as { access_token: string; id_token: string; refresh_token: string };
}
