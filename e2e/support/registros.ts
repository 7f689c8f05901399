// The journey every simple record area's screens pass (ui/tela/area-de-registros.ts): create, find, edit and
// remove, each said in pt-BR, with axe and a screenshot of both screens. An area's spec calls it and adds its own.
import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './page-checks.ts';
import { abrirTela, SENHA_DEMO, screenshot, signIn } from './session.ts';

/** Where the area's list is, and what its screens say. */
export interface TelasComNome {
  /** The list's path, e.g. '/feriado'. */
  readonly caminho: string;
  /** The list's title and table name, e.g. 'Feriados'. */
  readonly titulo: string;
  /** 'Novo feriado'. */
  readonly novo: string;
  /** 'Feriado removido.' */
  readonly removido: string;
  /** The screenshots' name. */
  readonly nome: string;
}

export async function jornadaComNome(page: Page, t: TelasComNome): Promise<void> {
  const nome = `Registro ${Date.now().toString(36)}`;
  await signIn(page, 'admin', SENHA_DEMO, t.caminho);
  await abrirTela(page, page.getByRole('button', { name: t.novo }), t.novo);
  await page.getByLabel('Nome').fill(nome);
  await expectAccessible(page);
  await screenshot(page, `${t.nome}-form`);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await abrirTela(page, page.getByRole('alertdialog').getByRole('button', { name: 'OK' }), t.titulo);
  await page.getByLabel('Nome').fill(nome);
  const tabela = page.getByRole('table', { name: t.titulo });
  await abrirTela(page, tabela.getByRole('link', { name: nome }), nome);
  await page.getByLabel('Nome').fill(`${nome} alterado`);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await abrirTela(page, page.getByRole('alertdialog').getByRole('button', { name: 'OK' }), t.titulo);
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await page.getByLabel('Nome').fill(nome);
  await expect(tabela.getByRole('link', { name: `${nome} alterado` })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, t.nome);
  await tabela.getByRole('button', { name: `Excluir ${nome} alterado` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(t.removido);
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(tabela).toBeVisible();
  await expect(tabela).not.toContainText(nome);
}
