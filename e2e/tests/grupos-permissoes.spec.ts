// Groups and permissions: the screens pass axe; a permission given to a group opens a route for its members at
// once on the server and in the menu at their next sign-in; taken away, the server refuses at once.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectAccessible } from '../support/page-checks.ts';
import { APP, ISSUER, SENHA_DEMO, screenshot, signIn } from '../support/session.ts';

async function novoNavegador(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

/** Admin: tick or untick "Visualizar usuários" in the group CAIXA and save. */
async function alterarCaixa(page: Page, marcar: boolean): Promise<void> {
  await page.goto('/grupo-usuario');
  await page.getByRole('table', { name: /Grupos/ }).getByRole('link', { name: 'CAIXA', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'CAIXA' })).toBeVisible();
  await page.getByLabel('Pesquisar permissões').fill('visualizar usuarios');
  const caixa = page.getByRole('checkbox', { name: /Visualizar usuários/ });
  if (marcar) await caixa.check();
  else await caixa.uncheck();
  await page.getByRole('button', { name: 'Salvar' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Sucesso');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(`${APP}/grupo-usuario`);
}

test('the groups and permissions screens pass axe and show the catalogue', async ({ page }) => {
  await signIn(page, 'admin', SENHA_DEMO, '/grupo-usuario');
  await expect(page.getByRole('table', { name: /Grupos/ })).toContainText('ADMINISTRADOR');
  await expectAccessible(page);
  await screenshot(page, 'grupos');
  await page.getByRole('table', { name: /Grupos/ }).getByRole('link', { name: 'USER', exact: true }).click();
  await expect(page.getByText(/de 75 selecionadas/)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'grupo');
  await page.goto('/permissao');
  await expect(page.getByRole('table', { name: /Permissões/ })).toContainText('ANALISAR_CAIXAS');
  await expectAccessible(page);
  await screenshot(page, 'permissoes');
  await page.getByRole('table', { name: /Permissões/ }).getByRole('link', { name: 'ANALISAR_CAIXAS' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'permissao');
});

test('a permission given through a group opens the route; taken away, the server refuses at once', async ({ page, browser }) => {
  await signIn(page, 'admin', SENHA_DEMO, '/grupo-usuario');
  await alterarCaixa(page, true);

  // The cashier signs in: the menu now has Usuários and the list opens.
  const caixa = await novoNavegador(browser);
  await caixa.goto(`${APP}/`);
  await caixa.getByLabel('Login').fill('caixa');
  await caixa.getByLabel('Senha').fill(SENHA_DEMO);
  await caixa.getByRole('button', { name: 'Entrar' }).click();
  const menu = caixa.getByRole('navigation', { name: 'Menu principal' });
  await menu.getByRole('link', { name: 'Usuários', exact: true }).click();
  await expect(caixa.getByRole('table', { name: 'Usuários' })).toContainText('Juliana Ferraz Teixeira');

  // Taken away: the server refuses the cashier's next search at once, naming the permission.
  await page.bringToFront();
  await alterarCaixa(page, false);
  await caixa.bringToFront();
  await caixa.getByRole('button', { name: 'Pesquisar' }).click();
  const dialog = caixa.getByRole('alertdialog');
  await expect(dialog).toContainText('VISUALIZAR_USUARIOS');
  await dialog.getByRole('button', { name: 'OK' }).click();

  // The menu follows at the next sign-in.
  await caixa.getByRole('button', { name: 'Juliana Ferraz Teixeira' }).click();
  await caixa.getByRole('menuitem', { name: 'Sair' }).click();
  await caixa.waitForURL(`${ISSUER}/**`);
  await caixa.getByLabel('Login').fill('caixa');
  await caixa.getByLabel('Senha').fill(SENHA_DEMO);
  await caixa.getByRole('button', { name: 'Entrar' }).click();
  await expect(caixa.getByRole('heading', { level: 1 })).toHaveText(/, Juliana$/);
  await expect(menu.getByRole('link', { name: 'Usuários', exact: true })).toHaveCount(0);
  await caixa.context().close();
});
