// The users area end to end: an administrator creates a user, finds them by CPF (which never reaches the URL),
// edits, resets the password and hands it over; the new user signs in (first access); the administrator
// removes them. Also: a user without the permission meets the guard's alert; creation with the keyboard alone.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectAccessible, watchCsp } from '../support/page-checks.ts';
import { APP, screenshot, signIn } from '../support/session.ts';

const NOVO = { nome: 'Marina Albuquerque Teles', cpf: '52998224725', cpfFormatado: '529.982.247-25', login: 'marina.teles' };

/** Closes the alert dialog with its single button after checking its text. */
async function fecharAlerta(page: Page, texto: string | RegExp): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(texto);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

test('a user without VISUALIZAR_USUARIOS: the exact alert, then home', async ({ page }) => {
  await signIn(page, 'caixa');
  await page.goto('/usuario');
  await fecharAlerta(page, 'Usuário não possui permissão para acessar esta página! Permissão necessária : VISUALIZAR_USUARIOS');
  await expect(page).toHaveURL(`${APP}/`);
  await expect(page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Usuários', exact: true })).toHaveCount(0);
});

test('create, find by CPF, edit, reset the password, first access of the new user, remove', async ({ page, browser }) => {
  const csp = watchCsp(page);
  await signIn(page, 'admin', undefined, '/usuario');
  await expect(page.getByRole('table', { name: 'Usuários' })).toContainText('Helena Duarte Vasconcelos');
  await expectAccessible(page);
  await screenshot(page, 'usuarios');

  // Create.
  await page.getByRole('button', { name: 'Novo usuário' }).click();
  await expect(page).toHaveURL(`${APP}/usuario/cadastro`);
  await page.getByLabel('Nome completo').fill(NOVO.nome);
  await page.getByLabel('CPF').pressSequentially(NOVO.cpf);
  await expect(page.getByLabel('CPF')).toHaveValue(NOVO.cpfFormatado);
  await page.getByLabel('Login').fill(NOVO.login);
  await page.getByRole('checkbox', { name: 'ATENDENTE' }).check();
  await expectAccessible(page);
  await screenshot(page, 'usuario-novo');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await fecharAlerta(page, 'Usuário cadastrado com sucesso!');
  await expect(page).toHaveURL(`${APP}/usuario`);

  // Find by CPF: a POST search; the CPF stays out of the address.
  await page.getByRole('search', { name: 'Filtros' }).getByLabel('CPF').pressSequentially(NOVO.cpf);
  const busca = page.waitForRequest((r) => r.url().includes('/usuario/buscar') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  expect((await busca).url()).not.toContain(NOVO.cpf);
  const tabela = page.getByRole('table', { name: 'Usuários' });
  await expect(tabela.getByRole('row')).toHaveCount(2);
  await expect(tabela).toContainText(NOVO.nome);
  expect(page.url()).not.toContain(NOVO.cpf);
  await expect(page.getByText('1–1 de 1')).toBeVisible();

  // Edit.
  await tabela.getByRole('link', { name: NOVO.nome }).click();
  await expect(page.getByRole('heading', { level: 1, name: NOVO.nome })).toBeVisible();
  await page.getByLabel('E-mail').fill('marina.teles@cartorio.example');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await fecharAlerta(page, 'Usuário salvo com sucesso!');
  await expect(page).toHaveURL(`${APP}/usuario`);

  // Reset the password: shown once.
  await page.getByRole('search', { name: 'Filtros' }).getByLabel('Nome').fill('marina');
  await page.getByRole('table', { name: 'Usuários' }).getByRole('link', { name: NOVO.nome }).click();
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Gerar senha temporária' }).click();
  const senha = (await page.getByTestId('senha-temporaria').textContent())?.trim() ?? '';
  expect(senha).toMatch(/^\S{8,}$/);
  await screenshot(page, 'usuario-senha-temporaria');
  await page.getByRole('button', { name: 'Anotei a senha' }).click();
  await expect(page.getByTestId('senha-temporaria')).toHaveCount(0);

  // The new user's first access, in another browser.
  const outro = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 800 } });
  const pagina = await outro.newPage();
  await pagina.goto(`${APP}/`);
  await pagina.getByLabel('Login').fill(NOVO.login);
  await pagina.getByLabel('Senha').fill(senha);
  await pagina.getByRole('button', { name: 'Entrar' }).click();
  await expect(pagina.getByRole('heading', { name: 'Crie sua senha' })).toBeVisible();
  await pagina.getByLabel('Nova senha', { exact: true }).fill('marina2026');
  await pagina.getByLabel('Repita a nova senha').fill('marina2026');
  await pagina.getByRole('button', { name: 'Salvar senha e entrar' }).click();
  await expect(pagina.getByRole('heading', { level: 1 })).toHaveText(/, Marina$/);
  await outro.close();

  // Remove.
  await page.getByRole('button', { name: 'Excluir' }).click();
  const confirmacao = page.getByRole('alertdialog');
  await expect(confirmacao).toContainText(`Excluir o usuário ${NOVO.nome}?`);
  await confirmacao.getByRole('button', { name: 'Excluir' }).click();
  await fecharAlerta(page, `Usuário ${NOVO.nome} removido.`);
  await expect(page).toHaveURL(`${APP}/usuario`);
  await expect(page.getByRole('table', { name: 'Usuários' })).not.toContainText(NOVO.nome);
  expect(csp).toEqual([]);
});

test('creating a user with the keyboard alone', async ({ page }) => {
  await signIn(page, 'admin', undefined, '/usuario/cadastro');
  await expect(page.getByRole('heading', { level: 1, name: 'Novo usuário' })).toBeVisible();
  // From the top of the page, Tab until the first field (past the administrator's menu, which grows with each area).
  for (let i = 0; i < 120; i++) {
    await page.keyboard.press('Tab');
    if (await page.getByLabel('Nome completo').evaluate((el) => el === document.activeElement)) break;
  }
  await expect(page.getByLabel('Nome completo')).toBeFocused();
  await page.keyboard.type('Otávio Ramos Lacerda');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('CPF')).toBeFocused();
  await page.keyboard.type('11144477735');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Login')).toBeFocused();
  await page.keyboard.type('otavio.lacerda');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('switch', { name: 'Situação' })).toBeFocused();
  // The groups: Tab to USER and tick it with Space.
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Tab');
    if (await page.getByRole('checkbox', { name: 'USER' }).evaluate((el) => el === document.activeElement)) break;
  }
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'USER' })).toBeChecked();
  await page.keyboard.press('Control+s');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Usuário cadastrado com sucesso!');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${APP}/usuario`);
  await expect(page.getByRole('table', { name: 'Usuários' })).toContainText('Otávio Ramos Lacerda');
});

test('leaving a form with unsaved changes asks first; invalid fields say why in pt-BR', async ({ page }) => {
  await signIn(page, 'admin', undefined, '/usuario/cadastro');
  await page.getByLabel('CPF').fill('123.456.789-00');
  await page.getByLabel('Login').focus();
  await expect(page.getByText('CPF inválido: confira os dígitos.')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Corrija os campos indicados antes de salvar.')).toBeVisible();
  await expect(page.getByText('Campo obrigatório.').first()).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Início' }).click();
  const pergunta = page.getByRole('alertdialog');
  await expect(pergunta).toContainText('Descartar alterações?');
  await pergunta.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(`${APP}/usuario/cadastro`);
  await expect(page.getByLabel('CPF')).toHaveValue('123.456.789-00');
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Início' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Descartar' }).click();
  await expect(page).toHaveURL(`${APP}/`);
});

test('Imprimir ficha opens the account’s printed record in a new tab, as a PDF', async ({ page }) => {
  await signIn(page, 'admin', undefined, '/usuario');
  await page.getByRole('table', { name: 'Usuários' }).getByRole('link', { name: 'Juliana Ferraz Teixeira' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Juliana Ferraz Teixeira' })).toBeVisible();
  const [aba] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Imprimir ficha' }).click()]);
  await aba.waitForURL(/^blob:/);
  // The tab shows the PDF itself (Chromium's viewer); reading its bytes from the page would be refused by the CSP.
  expect(await aba.evaluate(() => document.contentType)).toBe('application/pdf');
  await expect(page.getByRole('button', { name: 'Imprimir ficha' })).toBeEnabled();
});
