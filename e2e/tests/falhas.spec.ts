// Faults, injected only here (the happy paths never intercept): reads retry once, writes never; the person sees
// the spec's dialogs, keeps what they typed, and a screen whose code fails to load reloads once (security.md #9,
// #10; spec §1, §7, §8).
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { APP, CADASTRO, signIn } from '../support/session.ts';

const ERRO_INESPERADO =
  'Ocorreu um erro inesperado em nosso sistema! Tente novamente mais tarde! Se o erro persistir, entre em contato!';
const LISTAR = '**/usuario/listar?**';

async function abrirUsuarios(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Usuários', exact: true }).click();
}

test('GET 503 then 200: two requests, the list, no dialog', async ({ page }) => {
  await signIn(page, 'admin');
  let chamadas = 0;
  await page.route(LISTAR, async (route) => {
    chamadas++;
    if (chamadas === 1) await route.fulfill({ status: 503, body: 'indisponível' });
    else await route.continue();
  });
  await abrirUsuarios(page);
  await expect(page.getByRole('table', { name: 'Usuários' })).toContainText('Helena Duarte Vasconcelos');
  expect(chamadas).toBe(2);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('GET 503 twice: two requests, then the ERRO dialog', async ({ page }) => {
  await signIn(page, 'admin');
  let chamadas = 0;
  await page.route(LISTAR, async (route) => {
    chamadas++;
    await route.fulfill({ status: 503, body: 'indisponível' });
  });
  await abrirUsuarios(page);
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Erro');
  await expect(dialog).toContainText(ERRO_INESPERADO);
  expect(chamadas).toBe(2);
});

test('429 with Retry-After: the wait is honoured before the one retry', async ({ page }) => {
  await signIn(page, 'admin');
  const instantes: number[] = [];
  await page.route(LISTAR, async (route) => {
    instantes.push(Date.now());
    // As the services answer it: Retry-After exposed to the app's origin by CORS.
    const cors = { 'access-control-allow-origin': APP, 'access-control-expose-headers': 'x-request-id, retry-after' };
    if (instantes.length === 1) await route.fulfill({ status: 429, headers: { ...cors, 'retry-after': '2' }, body: '' });
    else await route.continue();
  });
  await abrirUsuarios(page);
  await expect(page.getByRole('table', { name: 'Usuários' })).toContainText('Helena Duarte Vasconcelos');
  expect(instantes).toHaveLength(2);
  expect((instantes[1] ?? 0) - (instantes[0] ?? 0)).toBeGreaterThanOrEqual(1900);
});

test('POST 500: one request, the ERRO dialog, every value still in the form', async ({ page }) => {
  await signIn(page, 'admin', undefined, '/usuario/cadastro');
  await page.getByLabel('Nome completo').fill('Paula Regina Andrade');
  await page.getByLabel('CPF').pressSequentially('12345678062');
  await page.getByLabel('Login').fill('paula.andrade');
  let posts = 0;
  await page.route(`${CADASTRO}/usuario`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    posts++;
    return route.fulfill({ status: 500, contentType: 'text/plain', body: 'falha' });
  });
  await page.getByRole('button', { name: 'Salvar' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(ERRO_INESPERADO);
  await dialog.getByRole('button', { name: 'OK' }).click();
  expect(posts).toBe(1);
  await expect(page).toHaveURL(`${APP}/usuario/cadastro`);
  await expect(page.getByLabel('Nome completo')).toHaveValue('Paula Regina Andrade');
  await expect(page.getByLabel('CPF')).toHaveValue('123.456.780-62');
  await expect(page.getByLabel('Login')).toHaveValue('paula.andrade');
});

test('network down on a page load: /erro', async ({ page }) => {
  await signIn(page, 'admin');
  await page.route(LISTAR, (route) => route.abort('internetdisconnected'));
  await abrirUsuarios(page);
  await expect(page).toHaveURL(`${APP}/erro`);
  await expect(page.getByRole('heading', { name: 'Não foi possível carregar o sistema' })).toBeVisible();
});

test('network down on save: the form stays and says so; back online it saves once', async ({ page }) => {
  await signIn(page, 'admin', undefined, '/usuario/cadastro');
  await page.getByLabel('Nome completo').fill('Rogério Campos Brito');
  await page.getByLabel('CPF').pressSequentially('12346469947');
  await page.getByLabel('Login').fill('rogerio.brito');
  const rota = `${CADASTRO}/usuario`;
  await page.route(rota, (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue()));
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Não foi possível salvar: sem conexão com o servidor.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(`${APP}/usuario/cadastro`);
  await expect(page.getByLabel('Nome completo')).toHaveValue('Rogério Campos Brito');

  await page.unroute(rota);
  let posts = 0;
  page.on('request', (r) => {
    if (r.url() === rota && r.method() === 'POST') posts++;
  });
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Usuário cadastrado com sucesso!');
  expect(posts).toBe(1);
});

test('a screen whose code fails to load reloads the page once, then opens', async ({ page }) => {
  await signIn(page, 'admin');
  let falhas = 0;
  await page.route('**/assets/usuario-list.view-*.js', async (route) => {
    if (falhas === 0) {
      falhas++;
      await route.abort('connectionreset');
    } else await route.continue();
  });
  let carregamentos = 0;
  page.on('load', () => {
    carregamentos++;
  });
  await abrirUsuarios(page);
  await expect(page.getByRole('table', { name: 'Usuários' })).toContainText('Helena Duarte Vasconcelos');
  expect(falhas).toBe(1);
  expect(carregamentos).toBe(1);
});

test('a screen whose code keeps failing: one reload, then a page that says what happened', async ({ page }) => {
  await signIn(page, 'admin');
  let falhas = 0;
  await page.route('**/assets/usuario-list.view-*.js', async (route) => {
    falhas++;
    await route.abort('connectionreset');
  });
  let carregamentos = 0;
  page.on('load', () => {
    carregamentos++;
  });
  await abrirUsuarios(page);
  await expect(page.getByRole('heading', { name: 'O sistema foi atualizado' })).toBeVisible();
  // One reload, not a loop; the reloaded page asked for the code again (its modulepreload link, then the screen's
  // import of it) before saying what happened.
  expect(carregamentos).toBe(1);
  expect(falhas).toBeGreaterThanOrEqual(2);
});
