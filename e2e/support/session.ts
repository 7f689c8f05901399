/** Signing in and out of the app the way a person does: through the identity provider's own pages. */
import { expect, type Locator, type Page } from '@playwright/test';
import { PORTAS } from '../playwright.config.ts';

export const APP = `http://localhost:${PORTAS.app}`;
export const ISSUER = `http://localhost:${PORTAS.identidade}`;
/** The registration service. */
export const CADASTRO = `http://localhost:${PORTAS.cadastro}`;
export const SENHA_DEMO = 'rpj12345';

/** Opens `path` of the app, signs in on the provider's page and waits to be back on `path`. */
export async function signIn(page: Page, login = 'admin', senha = SENHA_DEMO, path = '/'): Promise<void> {
  await page.goto(path);
  await page.waitForURL(`${ISSUER}/**`);
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await page.getByLabel('Login').fill(login);
  await page.getByLabel('Senha').fill(senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(`${APP}${path}`);
}

/**
 * Clicks what opens another screen and waits for that screen's title. A list and its form may both have a field
 * labelled "Nome": typing before the form has come (its code is fetched on first use) would type into the list's.
 */
export async function abrirTela(page: Page, alvo: Locator, titulo: string): Promise<void> {
  await alvo.click();
  await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
}

/** Every key and value of the page's localStorage and sessionStorage. */
export async function webStorage(page: Page): Promise<{ local: Record<string, string>; session: Record<string, string> }> {
  return page.evaluate(() => {
    const dump = (storage: Storage): Record<string, string> => {
      const out: Record<string, string> = {};
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (key !== null) out[key] = storage.getItem(key) ?? '';
      }
      return out;
    };
    return { local: dump(localStorage), session: dump(sessionStorage) };
  });
}

/** A screenshot of the screen, kept with the test results. */
export async function screenshot(page: Page, name: string): Promise<void> {
  // Inside the app the content area scrolls, not the page (shell/rolagem.ts): for the picture the window is made as
  // tall as the area's content, so a long screen is seen whole; then it is put back as it was.
  const tamanho = page.viewportSize();
  const extra = await page.evaluate(() => {
    const main = document.getElementById('conteudo');
    return main === null ? 0 : Math.max(0, main.scrollHeight - main.clientHeight);
  });
  if (tamanho !== null && extra > 0) await page.setViewportSize({ width: tamanho.width, height: tamanho.height + extra });
  // Animations are run to their end, so the picture shows the screen at rest.
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true, animations: 'disabled' });
  if (tamanho !== null && extra > 0) await page.setViewportSize(tamanho);
}

/** Closes the message dialog a service's answer opened, after checking what it says; answers its text. */
export async function mensagemDoServico(page: Page, mensagem: RegExp): Promise<string> {
  const dialogo = page.getByRole('alertdialog');
  await expect(dialogo).toContainText(mensagem);
  const texto = (await dialogo.textContent()) ?? '';
  await dialogo.getByRole('button', { name: 'OK' }).click();
  // Closed, not closing: while it is there the page behind is hidden from assistive technology (Fluent gives the
  // page back a moment after the dialog leaves).
  await expect(dialogo).toHaveCount(0);
  await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden', 'true');
  return texto;
}

/** A person without a route's permission is sent home when typing its address, and the menu does not offer it. */
export async function semAcesso(page: Page, login: string, path: string, itemDoMenu: string): Promise<void> {
  await signIn(page, login);
  await page.goto(path);
  await expect(page).toHaveURL(`${APP}/`);
  await expect(page.getByRole('navigation').getByRole('link', { name: itemDoMenu })).toHaveCount(0);
}
