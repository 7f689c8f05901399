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

/** Presses Tab until `alvo` has the focus (at most `limite` times), and checks that it has. */
async function tabAte(page: Page, alvo: ReturnType<Page['getByRole']>, limite = 40): Promise<void> {
  for (let i = 0; i < limite; i++) {
    if (await alvo.evaluate((el) => el === document.activeElement).catch(() => false)) break;
    await page.keyboard.press('Tab');
  }
  await expect(alvo).toBeFocused();
}

test('groups, permissions and Sair with the keyboard alone', async ({ page }) => {
  await signIn(page, 'admin', SENHA_DEMO, '/grupo-usuario');
  const grupos = page.getByRole('table', { name: /Grupos/ });
  await expect(grupos).toContainText('ADMINISTRADOR');

  // '/' goes to the search; Enter searches; Tab reaches the group's link; Enter opens it.
  await page.keyboard.press('/');
  const busca = page.getByRole('search', { name: 'Filtros' }).getByRole('searchbox', { name: 'Nome' });
  await expect(busca).toBeFocused();
  await page.keyboard.type('EXAMINADOR');
  await page.keyboard.press('Enter');
  await expect(grupos.getByRole('row')).toHaveCount(2);
  await tabAte(page, grupos.getByRole('link', { name: 'EXAMINADOR', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'EXAMINADOR' })).toBeVisible();

  // A permission found by its search box and ticked with Space; Ctrl+S saves; Enter closes the message.
  await tabAte(page, page.getByRole('searchbox', { name: 'Pesquisar permissões' }));
  await page.keyboard.type('analisar caixas');
  const caixa = page.getByRole('checkbox', { name: /Analisar caixas/ });
  await tabAte(page, caixa, 20);
  await page.keyboard.press('Space');
  await expect(caixa).toBeChecked();
  await page.keyboard.press('Control+s');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Sucesso');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${APP}/grupo-usuario`);

  // A permission's presentation: found, opened, its label changed and saved with the keyboard.
  await page.goto('/permissao');
  const permissoes = page.getByRole('table', { name: /Permissões/ });
  await expect(permissoes).toContainText('ANALISAR_CAIXAS');
  await page.keyboard.press('/');
  await expect(page.getByRole('search', { name: 'Filtros' }).getByRole('searchbox')).toBeFocused();
  await page.keyboard.type('ANALISAR_CAIXAS');
  await page.keyboard.press('Enter');
  await expect(permissoes.getByRole('row')).toHaveCount(2);
  await tabAte(page, permissoes.getByRole('link', { name: 'ANALISAR_CAIXAS' }));
  await page.keyboard.press('Enter');
  const rotulo = page.getByRole('textbox', { name: 'Rótulo' });
  await tabAte(page, rotulo);
  await page.keyboard.press('Control+a');
  await page.keyboard.type('Analisar caixas do dia');
  await page.keyboard.press('Control+s');
  await expect(dialog).toContainText('Sucesso');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${APP}/permissao`);
  await expect(permissoes).toContainText('Analisar caixas do dia');

  // Sair from the user menu: Enter opens it, the arrows reach Sair, Enter signs out.
  const menu = page.getByRole('button', { name: 'Helena Duarte Vasconcelos' });
  await tabAte(page, menu, 60);
  await page.keyboard.press('Enter');
  const sair = page.getByRole('menuitem', { name: 'Sair' });
  for (let i = 0; i < 5; i++) {
    if (await sair.evaluate((el) => el === document.activeElement).catch(() => false)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(sair).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL(`${ISSUER}/**`);
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
});
