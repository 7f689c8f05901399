// The development identity provider's pages in a real browser: pt-BR, styled under their strict CSP (styles by
// nonce, no violation), accessible, usable with the keyboard alone.
import { expect, test } from '../support/fixtures.ts';
import { PORTAS } from '../playwright.config.ts';
import { expectAccessible, watchCsp } from '../support/page-checks.ts';
import { authorizeUrl } from '../support/pkce.ts';

const issuer = `http://localhost:${PORTAS.identidade}`;
const appOrigin = `http://localhost:${PORTAS.app}`;

test('sign-in page: pt-BR, styled under its CSP, accessible, keyboard first, neutral error', async ({ page }) => {
  const csp = watchCsp(page);
  await page.goto(authorizeUrl(issuer, appOrigin).url);
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  // The style sheet ran (its nonce was accepted): the button has the brand's secondary colour.
  await expect(page.getByRole('button', { name: 'Entrar' })).toHaveCSS('background-color', 'rgb(18, 81, 102)');
  await expectAccessible(page);

  await expect(page.getByLabel('Login')).toBeFocused();
  await page.keyboard.type('admin');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Senha')).toBeFocused();
  await page.keyboard.type('senha-errada1');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Login ou senha incorretos.');
  await expect(page.getByLabel('Login')).toHaveValue('admin');
  await page.screenshot({ path: 'test-results/screens/entrar.png' });
  expect(csp).toEqual([]);
});

test('a successful sign-in returns to the app with a code and the same state', async ({ page }) => {
  const { url, state } = authorizeUrl(issuer, appOrigin);
  await page.goto(url);
  await page.getByLabel('Login').fill('caixa');
  await page.getByLabel('Senha').fill('rpj12345');
  // The app is not served yet (web issue): the browser's request to its callback is what is checked.
  const callback = page.waitForRequest((request) => request.url().startsWith(`${appOrigin}/auth/callback`));
  await page.getByRole('button', { name: 'Entrar' }).click();
  const returned = new URL((await callback).url());
  expect(returned.searchParams.get('code')).toMatch(/\S{20,}/);
  expect(returned.searchParams.get('state')).toBe(state);
});

test('change-password page: the policy checklist follows the typing', async ({ page }) => {
  const csp = watchCsp(page);
  await page.goto(`${issuer}/conta/alterar-senha?retorno=${encodeURIComponent(`${appOrigin}/`)}`);
  await expect(page.getByRole('heading', { name: 'Alterar senha' })).toBeVisible();
  const requisito = (texto: string) => page.locator('ul.requisitos li', { hasText: texto });
  await page.getByLabel('Nova senha', { exact: true }).fill('abcdefgh');
  await expect(requisito('Pelo menos 8 caracteres')).toHaveClass(/atendido/);
  await expect(requisito('Letras')).toHaveClass(/atendido/);
  await expect(requisito('Números')).not.toHaveClass(/atendido/);
  await page.getByLabel('Nova senha', { exact: true }).pressSequentially('1');
  await expect(requisito('Números')).toHaveClass(/atendido/);
  await expect(page.getByRole('link', { name: 'Voltar ao sistema' })).toHaveAttribute('href', `${appOrigin}/`);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/alterar-senha.png' });
  expect(csp).toEqual([]);
});
