// The parts every area's screens share (the shell, the record form, the list), as a new office user met them:
// a dialog over a scrolled page, long option names, a value another record holds, a stale version, a restored
// draft, a group that still has users, and a name stored without accents.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../support/page-checks.ts';
import { APP, screenshot, signIn } from '../support/session.ts';

/** Where an element is on screen, rounded to the pixel. */
async function caixa(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('not on screen');
  return { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) };
}

/** Whether any two of the boxes overlap. */
function sobrepostas(caixas: readonly { x: number; y: number; width: number; height: number }[]): boolean {
  return caixas.some((a, i) =>
    caixas.slice(i + 1).some((b) => a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1),
  );
}

/** Saves the form and closes the success dialog. */
async function salvar(page: Page, sucesso: string): Promise<void> {
  await page.getByRole('button', { name: 'Salvar' }).click();
  const dialogo = page.getByRole('alertdialog');
  await expect(dialogo).toContainText(sucesso);
  await dialogo.getByRole('button', { name: 'OK' }).click();
  await expect(dialogo).toBeHidden();
}

test('a dialog over a scrolled page: the page behind stays exactly where it was', async ({ page }) => {
  await signIn(page, 'admin', undefined, '/grupo-usuario');
  await page.getByRole('table', { name: /Grupos/ }).getByRole('link', { name: 'USER', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'USER' })).toBeVisible();
  // The permission catalogue makes the page long: scroll well down, to the permissions of the last area.
  const ultima = page.getByRole('checkbox').last();
  await ultima.scrollIntoViewIfNeeded();
  const topo = page.getByRole('banner');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  const viewport = page.viewportSize();
  const antes = { topo: await caixa(topo), menu: await caixa(menu), opcao: await caixa(ultima) };
  expect(antes.topo.y).toBe(0);
  expect(antes.menu.y + antes.menu.height).toBe(viewport?.height);

  await page.getByRole('button', { name: 'Excluir' }).click();
  const pergunta = page.getByRole('alertdialog');
  await expect(pergunta).toContainText('Excluir o grupo USER?');
  // Nothing behind the dialog moved: the top bar is still there, the menu reaches the bottom, the row kept its place.
  expect({ topo: await caixa(topo), menu: await caixa(menu), opcao: await caixa(ultima) }).toEqual(antes);
  // The window as the person sees it (the shared helper would make it as tall as the page).
  await page.screenshot({ path: 'test-results/screens/dialogo-sobre-pagina-rolada.png', animations: 'disabled' });
  await pergunta.getByRole('button', { name: 'Cancelar' }).click();
  await expect(pergunta).toHaveCount(0);
  expect(await caixa(ultima)).toEqual(antes.opcao);
});

test('the content keeps its scroll per page: a new page starts at the top, Back returns where the person was', async ({ page }) => {
  await signIn(page, 'admin', undefined, '/grupo-usuario');
  await page.getByRole('table', { name: /Grupos/ }).getByRole('link', { name: 'USER', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'USER' })).toBeVisible();
  const conteudo = page.getByRole('main');
  const rolagem = (): Promise<number> => conteudo.evaluate((el) => Math.round(el.scrollTop));
  await page.getByRole('checkbox').last().scrollIntoViewIfNeeded();
  await expect.poll(rolagem).toBeGreaterThan(300);
  const embaixo = await rolagem();
  // Another page from the menu starts at its top.
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Usuários', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
  expect(await rolagem()).toBe(0);
  // Back: the permission page where it was left.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'USER' })).toBeVisible();
  await expect.poll(rolagem).toBe(embaixo);
  // Forward again: the users list at its top.
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
  await expect.poll(rolagem).toBe(0);
});

test('a long group name wraps inside its column on the user form and the permission page, whole for screen readers', async ({ page }) => {
  const longo = `COORDENACAO_DE_REGISTRO_CIVIL_DAS_PESSOAS_JURIDICAS_${Date.now().toString(36).toUpperCase()}`.slice(0, 60);
  await signIn(page, 'admin', undefined, '/grupo-usuario/salvar');
  await page.getByLabel('Nome').fill(longo);
  await salvar(page, 'Grupo cadastrado com sucesso!');

  for (const [caminho, grupo] of [
    ['/usuario/cadastro', 'Grupos'],
    ['/permissao', 'Grupos com esta permissão'],
  ] as const) {
    await page.goto(caminho);
    if (caminho === '/permissao') {
      await page.getByRole('table', { name: /Permissões/ }).getByRole('link').first().click();
    }
    const opcoes = page.getByRole('group', { name: grupo });
    await expect(opcoes.getByRole('checkbox', { name: longo })).toBeVisible();
    // The text of each option as drawn (a name that does not wrap runs under the next column's checkbox), and
    // each option's own box.
    const caixas = await opcoes.evaluate((grupoEl) =>
      [...grupoEl.querySelectorAll('label')].flatMap((label) => {
        const texto = document.createRange();
        texto.selectNodeContents(label);
        return [texto.getBoundingClientRect(), label.parentElement?.querySelector('input')?.getBoundingClientRect()]
          .filter((r) => r !== undefined)
          .map((r) => ({ x: Math.round(r.x), y: Math.round(r.y), width: Math.round(r.width), height: Math.round(r.height) }));
      }),
    );
    expect(caixas.length).toBeGreaterThan(1);
    expect(sobrepostas(caixas)).toBe(false);
    // … and all of it inside the section (nothing cut at its edge).
    const secao = await caixa(opcoes);
    expect(caixas.filter((c) => c.x < secao.x || c.x + c.width > secao.x + secao.width + 1)).toEqual([]);
    await screenshot(page, `nome-longo${caminho.replaceAll('/', '-')}`);
  }
});

test('a CPF another user has: one message, under the CPF, with the focus there', async ({ page }) => {
  await signIn(page, 'admin', undefined, '/usuario/cadastro');
  await page.getByLabel('Nome completo').fill('Rita de Cássia Moura');
  await page.getByLabel('CPF').pressSequentially('39053344705'); // the administrator's
  await page.getByLabel('Login').fill(`rita.${Date.now().toString(36)}`);
  await page.getByRole('button', { name: 'Salvar' }).click();
  const cpf = page.getByLabel('CPF');
  await expect(page.getByText('Já existe um usuário com este CPF.')).toHaveCount(1);
  await expect(cpf).toBeFocused();
  await expect(cpf).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Recarregar/ })).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'cpf-repetido');
});

test('a record saved meanwhile by someone else: one message, and Recarregar says what it does', async ({ page, browser }) => {
  await signIn(page, 'admin', undefined, '/usuario');
  await page.getByRole('table', { name: 'Usuários' }).getByRole('link', { name: 'Rafael Antunes Moreira' }).click();
  // The record's screen is its own code: the address changes once it has arrived.
  await expect(page.getByLabel('Nome completo')).toHaveValue('Rafael Antunes Moreira');
  const endereco = page.url();
  const outra = await browser.newPage();
  await signIn(outra, 'admin', undefined, new URL(endereco).pathname);
  await outra.getByLabel('Nome completo').fill('Rafael Antunes Moreira Filho');
  await salvar(outra, 'Usuário salvo com sucesso!');
  await outra.close();

  await page.getByLabel('Nome completo').fill('Rafael A. Moreira');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(/alterado por outra pessoa depois que você o abriu/)).toHaveCount(1);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByText('“Recarregar a versão atual” mostra o que foi salvo e descarta o que você digitou aqui.', { exact: false })).toBeVisible();
  await screenshot(page, 'versao-desatualizada');
  await page.getByRole('button', { name: 'Recarregar a versão atual' }).click();
  await expect(page.getByLabel('Nome completo')).toHaveValue('Rafael Antunes Moreira Filho');
});

test('a draft left by leaving the form says so, with the time', async ({ page }) => {
  await signIn(page, 'admin', undefined, '/usuario/cadastro');
  await page.getByLabel('Nome completo').fill('Joaquim Barros Neto');
  // Leave by the address bar (the browser asks; the person leaves anyway), then come back.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(`${APP}/`);
  await page.goto(`${APP}/usuario/cadastro`);
  await expect(page.getByLabel('Nome completo')).toHaveValue('Joaquim Barros Neto');
  await expect(page.getByText(/Você saiu deste formulário sem salvar hoje às \d\d:\d\d\. Os valores que tinha digitado foram recuperados/)).toBeVisible();
  await expect(page.getByText(/sessão terminar/)).toHaveCount(0);
  await screenshot(page, 'rascunho-restaurado');
});

test('removing a group that still has users says so before asking, and shows those users', async ({ page }) => {
  await signIn(page, 'admin', undefined, '/grupo-usuario');
  const tabela = page.getByRole('table', { name: /Grupos/ });
  await tabela.getByRole('button', { name: 'Excluir USER' }).click();
  const aviso = page.getByRole('alertdialog');
  await expect(aviso).toContainText('Não é possível excluir o grupo');
  await expect(aviso).toContainText(/O grupo USER tem \d+ usuários?\. Tire-os? do grupo antes de excluí-lo\./);
  await expect(aviso).not.toContainText('Excluir o grupo USER?');
  await screenshot(page, 'grupo-com-usuarios');
  await aviso.getByRole('button', { name: /^Ver os? usuários?$/ }).click();
  await expect(page).toHaveURL(new RegExp(`${APP}/usuario\\?grupoId=\\d+$`));
  await expect(page.getByRole('table', { name: 'Usuários' }).getByRole('row')).not.toHaveCount(1);
});

test('a group name shows, as it is typed, the form it is saved in', async ({ page }) => {
  await signIn(page, 'admin', undefined, '/grupo-usuario/salvar');
  const nome = page.getByLabel('Nome');
  await nome.pressSequentially('Conferência çã');
  await expect(nome).toHaveValue('CONFERENCIA CA');
  await expect(page.getByText('Acentos e cedilha foram retirados: o nome é salvo como aparece no campo.')).toBeVisible();
});
