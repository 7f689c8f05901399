// Security promises of ../shared/docs/security.md proved in Chromium against the real provider and services
// (the rest of the list is in shell.spec.ts and usuarios.spec.ts; security.md #1–#4, #7, #11 here). Ten
// concurrent calls are made through the browser harness (packages/web/test/harness): the app's own composition
// in a tab, because no screen makes that many at once.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { TOKENS } from '../playwright.config.ts';
import { HARNESS_SESSAO } from '../support/harness.ts';
import { watchCsp } from '../support/page-checks.ts';
import { APP, CADASTRO, ISSUER, SENHA_DEMO, signIn, webStorage } from '../support/session.ts';

const CREDENCIAIS =
  'Ocorreu um erro devido à incompatibilidade de credenciais para este usuário! Verifique se todas as permissões necessárias foram habilitadas!';

/** The token requests the page makes, by grant type. */
function tokenRequests(page: Page): string[] {
  const grants: string[] = [];
  page.on('request', (request) => {
    if (request.url() === `${ISSUER}/token` && request.method() === 'POST') {
      grants.push(new URLSearchParams(request.postData() ?? '').get('grant_type') ?? '?');
    }
  });
  return grants;
}

/** This tab's tokens, read from its sessionStorage. */
async function tokensOf(page: Page): Promise<{ access_token?: string; refresh_token?: string }> {
  const { session } = await webStorage(page);
  const key = Object.keys(session).find((k) => k.startsWith('oidc.user:'));
  if (key === undefined) return {};
  return JSON.parse(session[key] ?? '{}') as { access_token?: string; refresh_token?: string };
}

/** This tab's refresh token, read from its sessionStorage. */
async function refreshTokenOf(page: Page): Promise<string | undefined> {
  return (await tokensOf(page)).refresh_token;
}

/** A 401 as the services send it to the app's origin. */
const NAO_AUTORIZADO = {
  status: 401,
  headers: { 'access-control-allow-origin': APP, 'access-control-expose-headers': 'x-request-id, retry-after' },
  contentType: 'application/json',
  body: JSON.stringify({ dados: null, mensagens: [], tipoResposta: 'ERRO' }),
};

/** Just past the renewal point of a token (lifetime − lead), in ms. */
const PONTO_DE_RENOVACAO_MS = (TOKENS.accessTtlS - TOKENS.refreshLeadS + 1) * 1000;

test('#1 the authorize request carries PKCE S256, state and nonce', async ({ page }) => {
  const authorize = page.waitForRequest((r) => r.url().startsWith(`${ISSUER}/auth?`));
  await page.goto('/');
  const url = new URL((await authorize).url());
  expect(url.searchParams.get('response_type')).toBe('code');
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  expect(url.searchParams.get('state')).toMatch(/\w{16,}/);
  expect(url.searchParams.get('nonce')).toMatch(/\w{16,}/);
  // The redirect ends on the provider's sign-in page (and the test does not end with a navigation in flight,
  // which can keep the browser context from closing).
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
});

test('#1 only the browser that began a sign-in can finish it: a replayed or foreign callback ends with no session', async ({ page, browser }) => {
  // Sign in, keeping the callback address the provider sent the browser to.
  const callback = page.waitForRequest((r) => r.url().startsWith(`${APP}/auth/callback`));
  await signIn(page, 'oficial');
  const original = new URL((await callback).url());

  // Replayed: the same code and state again in this tab.
  await page.goto(original.toString());
  await expect(page.getByRole('heading', { name: 'Não foi possível concluir o acesso' })).toBeVisible();

  // Foreign: another browser handed this callback (its state was never stored there) gets nothing.
  const outro = await browser.newContext({ locale: 'pt-BR' });
  const tab = await outro.newPage();
  await tab.goto(original.toString());
  await expect(tab.getByRole('heading', { name: 'Não foi possível concluir o acesso' })).toBeVisible();
  const storage = await webStorage(tab);
  expect(Object.keys(storage.session).filter((k) => k.startsWith('oidc.user:'))).toEqual([]);
  expect(Object.keys(storage.local)).toEqual([]);
  // And the address itself: a made-up state is refused the same way.
  const forjado = new URL(original);
  forjado.searchParams.set('state', 'forjado0123456789abcdef');
  await tab.goto(forjado.toString());
  await expect(tab.getByRole('heading', { name: 'Não foi possível concluir o acesso' })).toBeVisible();
  await outro.close();
});

test('#3 the token is renewed silently ahead of expiry, once, and the APIs keep answering', async ({ page }) => {
  await page.clock.install();
  const grants = tokenRequests(page);
  await signIn(page, 'admin', SENHA_DEMO, '/usuario');
  await expect(page.getByRole('table', { name: 'Usuários' })).toContainText('Helena');
  const antes = await refreshTokenOf(page);
  expect(grants).toEqual(['authorization_code']);

  // Just past the renewal point (lifetime − lead): one refresh, nothing shown to the user.
  await page.clock.fastForward(PONTO_DE_RENOVACAO_MS);
  await expect.poll(() => grants).toEqual(['authorization_code', 'refresh_token']);
  await expect.poll(() => refreshTokenOf(page)).not.toBe(antes);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page.getByRole('table', { name: 'Usuários' })).toContainText('Helena');
  expect(grants).toEqual(['authorization_code', 'refresh_token']);
});

test('#2 a refresh token used once is refused, and its reuse ends the whole grant', async ({ page, request }) => {
  await page.clock.install();
  await signIn(page, 'oficial');
  const usado = await refreshTokenOf(page);
  await page.clock.fastForward(PONTO_DE_RENOVACAO_MS);
  await expect.poll(() => refreshTokenOf(page)).not.toBe(usado);
  const atual = await refreshTokenOf(page);

  const trocar = (refreshToken: string | undefined) =>
    request.post(`${ISSUER}/token`, {
      form: { grant_type: 'refresh_token', refresh_token: refreshToken ?? '', client_id: 'rpj-web' },
    });
  const reuso = await trocar(usado);
  expect(reuso.status()).toBe(400);
  expect(((await reuso.json()) as { error?: string }).error).toBe('invalid_grant');
  // Someone replayed a spent token: the chain it belonged to is revoked, the tab's current token included.
  const corrente = await trocar(atual);
  expect(corrente.status()).toBe(400);
  expect(((await corrente.json()) as { error?: string }).error).toBe('invalid_grant');
});

test('#3 one tab: the renew timer and 10 concurrent 401s make exactly one token request, and every call succeeds', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'admin');
  const { access_token: antigo } = await tokensOf(page);
  expect(antigo).toBeDefined();
  const grants = tokenRequests(page);
  // The services refuse the token the tab holds now (as they would once it expired); a new one passes.
  let recusadas = 0;
  let aceitas = 0;
  await page.route(`${CADASTRO}/usuario/listar**`, async (route) => {
    if (route.request().headers()['authorization'] === `Bearer ${antigo}`) {
      recusadas++;
      await route.fulfill(NAO_AUTORIZADO);
    } else {
      aceitas++;
      await route.continue();
    }
  });
  // The same tab, the app's own composition: the session reads this tab's tokens.
  await page.goto(HARNESS_SESSAO);
  await expect(page.locator('body[data-pronto="sim"]')).toBeAttached();

  const chamadas = page.evaluate(() => window.rpjHarness?.chamadas(10));
  await page.clock.fastForward(PONTO_DE_RENOVACAO_MS);
  expect(await chamadas).toEqual(Array.from({ length: 10 }, () => 'OK'));
  expect(grants).toEqual(['refresh_token']);
  expect(recusadas).toBe(10);
  expect(aceitas).toBe(10);
  expect(await page.evaluate(() => window.rpjHarness?.mensagens.length)).toBe(0);
});

test('#3 three tabs: each renews its own chain, none meets invalid_grant, and all keep working', async ({ context }) => {
  await context.clock.install();
  // The status of every token response (an invalid_grant is a 400). Bodies are not read: a tab that moves on
  // may take its response body with it before the test could ask for it.
  const respostas: number[] = [];
  context.on('response', (response) => {
    if (response.url() === `${ISSUER}/token` && response.request().method() === 'POST') respostas.push(response.status());
  });
  const abas = [await context.newPage(), await context.newPage(), await context.newPage()];
  const [primeira] = abas;
  if (primeira === undefined) throw new Error('no tab');
  await signIn(primeira, 'examinador');
  await expect(primeira.getByRole('heading', { level: 1 })).toHaveText(/, Beatriz$/);
  for (const aba of abas.slice(1)) {
    // Each further tab signs in on its own through the provider's session, one after the other (a sign-in
    // finishing while another tab's arrives is the session's unit test).
    await aba.goto('/');
    await expect(aba.getByRole('heading', { level: 1 })).toHaveText(/, Beatriz$/);
  }
  const antes = await Promise.all(abas.map((aba) => refreshTokenOf(aba)));
  expect(new Set(antes).size).toBe(3);
  await expect.poll(() => respostas.length).toBe(3);

  await context.clock.fastForward(PONTO_DE_RENOVACAO_MS);
  await expect.poll(() => respostas.length).toBe(6);
  expect(respostas).toEqual([200, 200, 200, 200, 200, 200]);
  const depois = await Promise.all(abas.map((aba) => refreshTokenOf(aba)));
  for (const [i, token] of depois.entries()) expect(token).not.toBe(antes[i]);

  for (const aba of abas) {
    await aba.bringToFront();
    await aba.reload();
    await expect(aba.getByRole('heading', { level: 1 })).toHaveText(/, Beatriz$/);
  }
  expect(respostas.every((status) => status === 200)).toBe(true);
});

test('#3 a duplicated tab signs in on its own instead of spending the original tab’s refresh token', async ({ page, context }) => {
  await signIn(page, 'atendente');
  const original = await refreshTokenOf(page);
  const [copia] = await Promise.all([context.waitForEvent('page'), page.evaluate(() => window.open(location.href))]);
  await expect(copia.getByRole('heading', { level: 1 })).toHaveText(/, Carlos$/);
  const propria = await refreshTokenOf(copia);
  expect(propria).toBeDefined();
  expect(propria).not.toBe(original);
  // The original tab's chain is intact: it still renews.
  await page.bringToFront();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/, Carlos$/);
});

test('#4 a refresh the provider refuses ends in the credentials alert and home', async ({ page }) => {
  await signIn(page, 'admin');
  await page.route(`${ISSUER}/token`, (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: 'invalid_grant' }) }),
  );
  await page.route('**/usuario/listar**', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ dados: null, mensagens: [], tipoResposta: 'ERRO' }) }),
  );
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Usuários', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(CREDENCIAIS);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(`${APP}/`);
});

test('#4 a service that always answers 401: one refresh and one retry, then the credentials alert and home', async ({ page }) => {
  await signIn(page, 'admin');
  const grants = tokenRequests(page);
  let chamadas = 0;
  await page.route(`${CADASTRO}/usuario/listar**`, async (route) => {
    chamadas++;
    await route.fulfill(NAO_AUTORIZADO);
  });
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Usuários', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(CREDENCIAIS);
  expect(chamadas).toBe(2);
  expect(grants).toEqual(['refresh_token']);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(`${APP}/`);
  expect(chamadas).toBe(2);
});

test('#7 two people on one browser never see each other’s cached data', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page.getByRole('button', { name: 'Helena Duarte Vasconcelos' })).toBeVisible();
  await page.getByRole('button', { name: 'Helena Duarte Vasconcelos' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await page.waitForURL(`${ISSUER}/**`);
  await page.getByLabel('Login').fill('caixa');
  await page.getByLabel('Senha').fill(SENHA_DEMO);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(`${APP}/`);
  await expect(page.getByRole('button', { name: 'Juliana Ferraz Teixeira' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/, Juliana$/);
  const { session } = await webStorage(page);
  expect(session['cache'] ?? '').not.toContain('Helena');
});

test('#11 the app and the APIs send their headers; no CSP violation', async ({ page, request }) => {
  const csp = watchCsp(page);
  const index = await request.get(`${APP}/usuario`);
  const politica = index.headers()['content-security-policy'] ?? '';
  expect(politica).toContain("script-src 'self'");
  expect(politica).toMatch(/style-src 'self' 'nonce-[\w+/=]{20,}'/);
  expect(politica).not.toContain('unsafe-inline');
  expect(politica).toContain("frame-ancestors 'none'");
  expect(politica).toContain("object-src 'none'");
  expect(index.headers()['x-content-type-options']).toBe('nosniff');
  expect(index.headers()['referrer-policy']).toBeTruthy();
  const nonce = /'nonce-([^']+)'/.exec(politica)?.[1];
  expect(await index.text()).toContain(`<meta name="csp-nonce" content="${nonce ?? 'x'}">`);

  const apis: { url: string; headers: Record<string, string> }[] = [];
  page.on('response', (response) => {
    if (response.url().includes(':18140/')) apis.push({ url: response.url(), headers: response.headers() });
  });
  await signIn(page, 'admin', SENHA_DEMO, '/usuario');
  await expect(page.getByRole('table', { name: 'Usuários' })).toContainText('Helena');
  const leituras = apis.filter((a) => a.headers['content-type']?.includes('json') === true);
  expect(leituras.length).toBeGreaterThan(0);
  for (const a of leituras) {
    expect(a.headers['cache-control'], a.url).toBe('no-store');
    expect(a.headers['access-control-allow-origin'], a.url).toBe(APP);
  }
  const estranho = await request.fetch('http://localhost:18140/usuario/listar', {
    method: 'OPTIONS',
    headers: { origin: 'http://evil.example', 'access-control-request-method': 'GET' },
  });
  expect(estranho.headers()['access-control-allow-origin']).toBeUndefined();
  expect(csp).toEqual([]);
});
