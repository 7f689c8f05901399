// The development identity provider over HTTP, as a browser and the app would use it (security.md #1–#3 and
// "Identity provider settings"): authorization code + PKCE through our pt-BR pages, refresh rotation with reuse
// revocation, first access, the one-time temporary password, neutral errors, rate limiting, client credentials.
import { createHash, randomBytes } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClientCredentialsProvider, createRpjSdk, isAuthError } from '@rpj/sdk';
import { startIdentityTestServer, type IdentityTestServer } from './harness.ts';

let server: IdentityTestServer;
beforeAll(async () => {
  server = await startIdentityTestServer({ perLogin: 3, perAddress: 1000, windowMs: 60_000 });
});
afterAll(async () => {
  await server.close();
});

const b64url = (b: Buffer): string => b.toString('base64url');

/** A browser: cookies kept per origin-less jar, redirects followed by hand. */
class Browser {
  readonly #cookies = new Map<string, string>();

  async go(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.#cookies.size > 0) headers.set('cookie', [...this.#cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      this.#cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return response;
  }

  post(url: string, form: Record<string, string>): Promise<Response> {
    return this.go(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });
  }
}

function location(response: Response, base: string): string {
  const to = response.headers.get('location');
  if (to === null) throw new Error(`no redirect (status ${response.status})`);
  return new URL(to, base).toString();
}

interface Started {
  readonly browser: Browser;
  readonly verifier: string;
  readonly state: string;
  readonly loginPage: Response;
  readonly action: string;
}

/** Opens the authorization request of the app and lands on our sign-in page (of the shared server, unless told). */
async function startSignIn(browser = new Browser(), provider: IdentityTestServer = server): Promise<Started> {
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
async function finish(started: Started, response: Response): Promise<{ access_token: string; id_token: string; refresh_token: string }> {
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

async function signIn(login: string, senha: string): Promise<{ access_token: string; id_token: string; refresh_token: string }> {
  const started = await startSignIn();
  return finish(started, await started.browser.post(started.action, { login, senha }));
}

function refresh(refreshToken: string): Promise<Response> {
  return fetch(`${server.issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'rpj-web' }),
  });
}

const sdkWith = (token: string) =>
  createRpjSdk({ services: server.services.urls, tokenProvider: { isReady: () => true, getAccessToken: () => token } });

describe('sign-in with authorization code + PKCE through our pages', () => {
  it('shows a pt-BR sign-in page under a strict CSP, without devInteractions', async () => {
    const { loginPage } = await startSignIn();
    const html = await loginPage.text();
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('Use o login e a senha que o cartório forneceu.');
    expect(loginPage.headers.get('content-security-policy')).toMatch(/script-src 'nonce-[^']+'/);
    expect(loginPage.headers.get('content-security-policy')).not.toContain('unsafe-inline');
    // form-action governs the redirects after the post too: the sign-in must be able to end on the app's callback.
    expect(loginPage.headers.get('content-security-policy')).toContain(`form-action 'self' ${server.appOrigin}`);
  });

  it('signs in and issues a JWT access token for the APIs with preferred_username, and an ID token with the name', async () => {
    const tokens = await signIn('admin', 'rpj12345');
    expect(decodeProtectedHeader(tokens.access_token)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    expect(decodeJwt(tokens.access_token)).toMatchObject({ iss: server.issuer, aud: 'rpj-api', preferred_username: 'admin' });
    expect(decodeJwt(tokens.id_token)).toMatchObject({ preferred_username: 'admin', name: 'Helena Duarte Vasconcelos' });
    const { dados } = await sdkWith(tokens.access_token).usuarios.recuperaDadosPorLogin();
    expect(dados.login).toBe('admin');
  });

  it('refuses an authorization request without PKCE', async () => {
    const params = new URLSearchParams({ client_id: 'rpj-web', response_type: 'code', redirect_uri: `${server.appOrigin}/auth/callback`, scope: 'openid' });
    const response = await new Browser().go(`${server.issuer}/auth?${params}`);
    expect([400, 303]).toContain(response.status);
    if (response.status === 303) expect(location(response, server.issuer)).toContain('error=invalid_request');
  });

  it('answers a wrong password and an unknown login with the same neutral message', async () => {
    for (const [login, senha] of [['admin', 'errada123'], ['ninguem', 'rpj12345']] as const) {
      const started = await startSignIn();
      const response = await started.browser.post(started.action, { login, senha });
      expect(response.status).toBe(401);
      expect(await response.text()).toContain('Login ou senha incorretos.');
    }
  });

  it('limits attempts per login: after 3 failures even the right password waits', async () => {
    const started = await startSignIn();
    for (let i = 0; i < 3; i++) await started.browser.post(started.action, { login: 'oficial', senha: `errada${i}x` });
    const response = await started.browser.post(started.action, { login: 'oficial', senha: 'rpj12345' });
    expect(response.status).toBe(429);
    expect(await response.text()).toContain('Muitas tentativas sem sucesso');
  });
});

describe('rate limiting per address', () => {
  // A server of its own, whose address limit is low: every test request comes from the same loopback address.
  let limited: IdentityTestServer;
  beforeAll(async () => {
    limited = await startIdentityTestServer({ perLogin: 100, perAddress: 4, windowMs: 60_000 });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('after 4 failures from one address, across different logins, even a right password from there waits', async () => {
    for (const login of ['atendente', 'examinador', 'caixa', 'ninguem']) {
      const { browser, action } = await startSignIn(new Browser(), limited);
      expect((await browser.post(action, { login, senha: 'errada123' })).status).toBe(401);
    }
    const { browser, action } = await startSignIn(new Browser(), limited);
    const response = await browser.post(action, { login: 'admin', senha: 'rpj12345' });
    expect(response.status).toBe(429);
    expect(await response.text()).toContain('Muitas tentativas sem sucesso');
  });
});

describe('sign-out', () => {
  it('confirms by itself with id_token_hint and returns to the app’s /login', async () => {
    const started = await startSignIn();
    const tokens = await finish(started, await started.browser.post(started.action, { login: 'caixa', senha: 'rpj12345' }));
    const params = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${server.appOrigin}/login`,
      client_id: 'rpj-web',
    });
    const page = await started.browser.go(`${server.issuer}/session/end?${params}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Encerrando sua sessão…');
    const nonce = /<script nonce="([^"]+)">/.exec(html)?.[1] ?? '';
    expect(page.headers.get('content-security-policy')).toContain(`script-src 'nonce-${nonce}'`);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const confirmed = await started.browser.post(new URL(action, server.issuer).toString(), { xsrf, logout: 'yes' });
    expect(location(confirmed, server.issuer)).toBe(`${server.appOrigin}/login`);
    // The session is over: a new authorization asks for the password again.
    const again = await startSignIn(started.browser);
    expect(await again.loginPage.text()).toContain('Entrar');
  });

  it('asks for confirmation without id_token_hint, and says so in pt-BR once done', async () => {
    const started = await startSignIn();
    await finish(started, await started.browser.post(started.action, { login: 'admin', senha: 'rpj12345' }));
    const page = await started.browser.go(`${server.issuer}/session/end`);
    const html = await page.text();
    expect(html).toContain('Deseja encerrar sua sessão neste computador?');
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const done = await started.browser.post(new URL(action, server.issuer).toString(), { xsrf, logout: 'yes' });
    const success = await started.browser.go(location(done, server.issuer));
    expect(await success.text()).toContain('Você saiu do sistema.');
  });
});

describe('refresh tokens (security.md #2, #3)', () => {
  it('rotates on every use; reusing a spent one is refused and revokes the whole grant', async () => {
    const first = await signIn('caixa', 'rpj12345');
    const rotated = await refresh(first.refresh_token);
    expect(rotated.status).toBe(200);
    const second = (await rotated.json()) as { refresh_token: string; access_token: string };
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.access_token)['preferred_username']).toBe('caixa');
    const reuse = await refresh(first.refresh_token);
    expect([reuse.status, ((await reuse.json()) as { error: string }).error]).toEqual([400, 'invalid_grant']);
    expect((await refresh(second.refresh_token)).status).toBe(400);
  });
});

describe('first access and passwords', () => {
  it('forces a new password at the first access, with the policy, then signs in', async () => {
    const started = await startSignIn();
    const page = await started.browser.post(started.action, { login: 'novo', senha: 'rpj12345' });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Crie sua senha');
    const action = started.action.replace(/\/login$/, '/nova-senha');
    const weak = await started.browser.post(action, { nova: 'abcdefgh', confirmacao: 'abcdefgh' });
    expect([weak.status, (await weak.text()).includes('Senha fraca')]).toEqual([400, true]);
    const mismatch = await started.browser.post(action, { nova: 'Nova2026x', confirmacao: 'Nova2026y' });
    expect([mismatch.status, (await mismatch.text()).includes('não conferem')]).toEqual([400, true]);
    const tokens = await finish(started, await started.browser.post(action, { nova: 'Nova2026x', confirmacao: 'Nova2026x' }));
    const { dados } = await sdkWith(tokens.access_token).usuarios.recuperaDadosPorLogin();
    expect([dados.login, dados.primeiroAcesso]).toEqual(['novo', false]);
    await signIn('novo', 'Nova2026x'); // straight through now
  });

  it('a temporary password from a reset works once and forces a change', async () => {
    const admin = await signIn('admin', 'rpj12345');
    const { dados: lista } = await sdkWith(admin.access_token).usuarios.listar({ login: 'atendente' });
    const id = lista.content[0]?.id ?? 0;
    const { dados } = await sdkWith(admin.access_token).usuarios.resetarSenha(id);
    const started = await startSignIn();
    const page = await started.browser.post(started.action, { login: 'atendente', senha: dados.senhaTemporaria });
    expect(await page.text()).toContain('Crie sua senha');
    const again = await startSignIn();
    const refused = await again.browser.post(again.action, { login: 'atendente', senha: dados.senhaTemporaria });
    expect(refused.status).toBe(401);
  });

  it('changes a password on the public page, with the current one', async () => {
    const browser = new Browser();
    const url = `${server.issuer}/conta/alterar-senha?retorno=${encodeURIComponent(`${server.appOrigin}/`)}`;
    expect((await browser.go(url)).status).toBe(200);
    const wrong = await browser.post(url, { login: 'examinador', atual: 'errada99', nova: 'Outra2026', confirmacao: 'Outra2026' });
    expect([wrong.status, (await wrong.text()).includes('Login ou senha incorretos.')]).toEqual([401, true]);
    const ok = await browser.post(url, { login: 'examinador', atual: 'rpj12345', nova: 'Outra2026', confirmacao: 'Outra2026' });
    const html = await ok.text();
    expect(html).toContain('Senha alterada.');
    expect(html).toContain(`href="${server.appOrigin}/"`);
    await signIn('examinador', 'Outra2026');
  });
});

describe('client credentials for internal tools', () => {
  it('issues a token naming the technical user, which the SDK uses to list users', async () => {
    const tokenProvider = createClientCredentialsProvider({ issuer: server.issuer, clientId: 'rpj-integracao', clientSecret: 'rpj-integracao-dev' });
    expect(decodeJwt(await tokenProvider.getAccessToken())).toMatchObject({ aud: 'rpj-api', preferred_username: 'rpj-integracao' });
    const sdk = createRpjSdk({ services: server.services.urls, tokenProvider });
    const { dados } = await sdk.usuarios.recuperaDadosPorLogin();
    expect(dados.login).toBe('rpj-integracao');
    expect((await sdk.usuarios.listar({ login: 'admin' })).dados.content.map((u) => u.login)).toEqual(['admin']);
  });

  it('refuses a wrong secret', async () => {
    const tokenProvider = createClientCredentialsProvider({ issuer: server.issuer, clientId: 'rpj-integracao', clientSecret: 'errado' });
    await expect(tokenProvider.getAccessToken()).rejects.toSatisfy(isAuthError);
  });
});

describe('the Node example of docs/sdk.md against this provider', () => {
  it('lists the users with client credentials, every page', { timeout: 60_000 }, async () => {
    const { spawn } = await import('node:child_process');
    const { fileURLToPath } = await import('node:url');
    const root = fileURLToPath(new URL('../../..', import.meta.url));
    const output = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn(process.execPath, ['--conditions=@rpj/source', '--import', 'tsx', 'docs/examples/listar-usuarios.mjs'], {
        cwd: root,
        env: {
          ...process.env,
          RPJ_ISSUER: server.issuer,
          RPJ_CLIENT_ID: 'rpj-integracao',
          RPJ_CLIENT_SECRET: 'rpj-integracao-dev',
          RPJ_CADASTRO_URL: server.services.urls.cadastro,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
      child.on('error', reject);
      child.on('close', (code) => {
        resolve({ code, stdout, stderr });
      });
    });
    expect(output.code, output.stderr).toBe(0);
    const logins = output.stdout.trim().split('\n').map((line) => line.split('\t')[0]);
    expect(logins).toEqual(expect.arrayContaining(['admin', 'atendente', 'caixa', 'oficial', 'rpj-integracao']));
  });
});
