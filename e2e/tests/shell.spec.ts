// The app shell in Chromium against the real server and identity provider: sign-in by redirect, the home screen,
// first access, sign-out, the error page when the user cannot load, not found — under the real CSP, accessible.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectAccessible, watchCsp } from '../support/page-checks.ts';
import { APP, ISSUER, screenshot, signIn, webStorage } from '../support/session.ts';

test('sign in: the provider’s page, then home with the user’s name, styled under the CSP, no token in localStorage', async ({ page }) => {
  const csp = watchCsp(page);
  await page.goto('/');
  // No session in this tab: a top-level redirect to the provider, with PKCE, state and nonce.
  await page.waitForURL(`${ISSUER}/**`);
  await signIn(page, 'admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^(Bom dia|Boa tarde|Boa noite), Helena$/);
  await expect(page).toHaveTitle('Sistema de Registro de Pessoa Jurídica');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('button', { name: 'Helena Duarte Vasconcelos' })).toBeVisible();
  // Fluent's styles were accepted under the nonce: the header has the brand's dark colour.
  await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(11, 57, 72)');
  await expect(page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Início' })).toBeVisible();

  const storage = await webStorage(page);
  expect(Object.keys(storage.local)).toEqual([]);
  expect(Object.keys(storage.session).some((k) => k.startsWith('oidc.user:'))).toBe(true);
  await expectAccessible(page);
  await screenshot(page, 'inicio');
  expect(csp).toEqual([]);
});

/**
 * What is painted over the middle of an element with an opaque background, apart from the element itself and what
 * it holds: the page under a menu or a dialog's translucent backdrop must stay in sight.
 */
async function oQueCobre(page: Page, alvo: Locator): Promise<string[]> {
  const caixa = await alvo.boundingBox();
  if (caixa === null) throw new Error('the element is not on screen');
  const x = caixa.x + caixa.width / 2;
  const y = caixa.y + caixa.height / 2;
  return alvo.evaluate(
    (el, ponto) => {
      const cobrindo: string[] = [];
      for (const acima of document.elementsFromPoint(ponto.x, ponto.y)) {
        if (acima === el || el.contains(acima)) break;
        const fundo = getComputedStyle(acima).backgroundColor;
        const alfa = /rgba\([^)]*,\s*([\d.]+)\)/.exec(fundo)?.[1];
        if (fundo !== 'transparent' && (alfa === undefined || Number(alfa) === 1)) cobrindo.push(`${acima.tagName}.${acima.className} ${fundo}`);
      }
      return cobrindo;
    },
    { x, y },
  );
}

test('a menu or a dialog opens over the page without hiding it', async ({ page }) => {
  await signIn(page, 'admin', undefined, '/usuario/cadastro');
  const titulo = page.getByRole('heading', { level: 1, name: 'Novo usuário' });
  await page.getByLabel('Nome completo').fill('Marina Albuquerque Teles');
  expect(await oQueCobre(page, titulo)).toEqual([]);

  await page.getByRole('button', { name: 'Helena Duarte Vasconcelos' }).click();
  await expect(page.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
  expect(await oQueCobre(page, titulo)).toEqual([]);

  await page.getByRole('menuitem', { name: 'Sair' }).click();
  const pergunta = page.getByRole('alertdialog');
  await expect(pergunta).toBeVisible();
  // Only the dialog's translucent backdrop lies over the page.
  expect(await oQueCobre(page, titulo)).toEqual([]);
  await pergunta.getByRole('button', { name: 'Cancelar' }).click();
  await expect(pergunta).toHaveCount(0);
});

test('a reload keeps the session of the tab without a new sign-in', async ({ page }) => {
  await signIn(page, 'atendente');
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(ISSUER)) requests.push(r.url());
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Carlos$/);
  expect(requests).toEqual([]);
});

test('first access: the provider asks for a new password, then home', async ({ page }) => {
  const csp = watchCsp(page);
  await page.goto('/');
  await page.getByLabel('Login').fill('novo');
  await page.getByLabel('Senha').fill('rpj12345');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Crie sua senha' })).toBeVisible();
  await page.getByLabel('Nova senha', { exact: true }).fill('primeira2026');
  await page.getByLabel('Repita a nova senha').fill('primeira2026');
  await page.getByRole('button', { name: 'Salvar senha e entrar' }).click();
  await page.waitForURL(`${APP}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Marcos$/);
  expect(csp).toEqual([]);
});

/** Whether a stored text holds a CPF, with or without its mask. */
function temCpf(texto: string, cpf: string): boolean {
  const formatado = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
  return texto.includes(cpf) || texto.includes(formatado);
}

test('sign-out: unsaved changes asked about, then nothing left in web storage, other tabs follow', async ({ page, context }) => {
  const CPF_ADMIN = '39053344705';
  const CPF_DIGITADO = '52998224725';
  await signIn(page, 'admin', undefined, '/usuario/cadastro');
  // A second tab signs in on its own through the provider's session (no password asked).
  const other = await context.newPage();
  await other.goto('/usuario/cadastro');
  // Both tabs hold a form with unsaved changes.
  for (const tab of [page, other]) {
    await tab.getByLabel('Nome completo').fill('Marina Albuquerque Teles');
    await tab.getByLabel('CPF').pressSequentially(CPF_DIGITADO);
  }

  // Before: the cache holds the signed-in user's record and the draft what was typed (so the checks below can fail).
  for (const tab of [page, other]) {
    const antes = await webStorage(tab);
    expect(Object.keys(antes.session).some((k) => k.startsWith('rpj:rascunho:'))).toBe(true);
    expect(temCpf(JSON.stringify(antes), CPF_DIGITADO)).toBe(true);
    expect(temCpf(JSON.stringify(antes), CPF_ADMIN)).toBe(true);
  }

  // The browser's own "leave this page?" question, should any tab ask it.
  const perguntasDoNavegador: string[] = [];
  for (const tab of [page, other]) {
    tab.on('dialog', (dialog) => {
      perguntasDoNavegador.push(dialog.type());
      void dialog.accept();
    });
  }

  // Sair where a form holds unsaved changes: asked first; kept, nothing happens.
  // Background tabs get no animation frames, which menus wait for: act in the tab in front.
  await other.bringToFront();
  const sair = async (): Promise<void> => {
    await other.getByRole('button', { name: 'Helena Duarte Vasconcelos' }).click();
    await other.getByRole('menuitem', { name: 'Sair' }).click();
  };
  await sair();
  const pergunta = other.getByRole('alertdialog');
  await expect(pergunta).toContainText('Há alterações não salvas. Ao sair, elas serão descartadas.');
  await screenshot(other, 'sair-com-alteracoes');
  await pergunta.getByRole('button', { name: 'Cancelar' }).click();
  await expect(other.getByLabel('CPF')).toHaveValue('529.982.247-25');
  await sair();
  await other.getByRole('alertdialog').getByRole('button', { name: 'Sair e descartar' }).click();
  // No browser question about leaving the page: the provider's sign-in comes straight away.
  await other.waitForURL(`${ISSUER}/**`);
  await expect(other.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  // The other tab follows at once, without the browser's question either, and says why; it does not sign in
  // again by itself.
  await expect(page.getByRole('heading', { name: 'Você saiu do sistema' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  expect(perguntasDoNavegador).toEqual([]);

  for (const tab of [page, other]) {
    await tab.goto(`${APP}/erro`);
    const storage = await webStorage(tab);
    expect(Object.keys(storage.local)).toEqual([]);
    const keys = Object.keys(storage.session);
    expect(keys.filter((k) => k.startsWith('oidc.user:') || k === 'cache' || k.startsWith('rpj:rascunho:'))).toEqual([]);
    const texto = JSON.stringify(storage);
    expect(temCpf(texto, CPF_ADMIN)).toBe(false);
    expect(temCpf(texto, CPF_DIGITADO)).toBe(false);
  }
});

test('the user cannot load: /erro, with a way to try again', async ({ page }) => {
  const csp = watchCsp(page);
  await page.route('**/usuario/recupera-dados-por-login', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await page.getByLabel('Login').fill('caixa');
  await page.getByLabel('Senha').fill('rpj12345');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(`${APP}/erro`);
  await expect(page.getByRole('heading', { name: 'Não foi possível carregar o sistema' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'erro');
  expect(csp).toEqual([]);
});

test('an address that does not exist: not found inside the layout, at the top or under an area', async ({ page }) => {
  await signIn(page, 'oficial');
  for (const path of ['/nao-existe', '/relatorios/nao-existe']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  }
  await expectAccessible(page);
  await screenshot(page, 'nao-encontrada');
  await page.getByRole('link', { name: 'Ir para o início' }).click();
  await expect(page).toHaveURL(`${APP}/`);
});

test('the app’s code arrives compressed at build time, in the encoding the browser accepts', async ({ page }) => {
  const html = await (await page.request.get(`${APP}/`)).text();
  const entrada = `${APP}${/<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1] ?? ''}`;
  expect(entrada).toMatch(/\/assets\/.+\.js$/);
  for (const [aceita, codificacao] of [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ] as const) {
    const resposta = await page.request.get(entrada, { headers: { 'accept-encoding': aceita } });
    expect([resposta.status(), resposta.headers()['content-encoding'], resposta.headers()['vary']]).toEqual([200, codificacao, 'Accept-Encoding']);
  }
});

test('the first screen’s code and the configuration come with the page, not after the app’s code has run, and its list is asked for once', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/usuario');
  await expect(page.getByRole('table', { name: 'Usuários' }).getByText('Helena Duarte Vasconcelos')).toBeVisible();
  // The page names the list's own chunk among its modulepreload links; the browser fetched it once (from the
  // network or its cache: Resource Timing lists both), and never /config.json (the page carries it).
  const pedidos = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
  const html = await (await page.request.get(`${APP}/usuario`)).text();
  const precarregados = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
  const daLista = precarregados.find((a) => /\/assets\/usuario-list\.view-[\w-]+\.js$/.test(a ?? ''));
  expect(daLista).toBeDefined();
  expect(pedidos.filter((p) => p === daLista)).toHaveLength(1);
  expect(pedidos).not.toContain('/config.json');
  // The page's first render is sliced; React redoes it when a store it read changed meanwhile (the list's answer
  // arriving), and the redone render keeps the list's view-model and its search (useLista's key).
  expect(pedidos.filter((p) => p === '/usuario/listar')).toHaveLength(1);
});
