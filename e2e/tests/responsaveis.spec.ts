// Responsáveis assinantes: who may sign certificates, with post and period; an end before the start refused under
// its field; the list marks who may sign today and filters them.
import { expect } from '@playwright/test';
import { test } from '../support/fixtures.ts';
import { expectAccessible } from '../support/page-checks.ts';
import { abrirTela, SENHA_DEMO, screenshot, signIn } from '../support/session.ts';

test('responsáveis assinantes: record a clerk for a period, see who may sign today, remove, in pt-BR', async ({ page }) => {
  const nome = `Escrevente ${Date.now().toString(36)}`;
  await signIn(page, 'admin', SENHA_DEMO, '/responsavel');
  const tabela = page.getByRole('table', { name: 'Responsáveis assinantes' });
  await expect(tabela.getByRole('row', { name: /Helena Duarte Ribeiro/ })).toContainText('Pode assinar');
  await abrirTela(page, page.getByRole('button', { name: 'Novo responsável assinante' }), 'Novo responsável assinante');
  await page.getByLabel('Nome').fill(nome);
  await page.getByLabel('Cargo').selectOption({ label: 'Escrevente autorizado' });
  await page.getByLabel('Pode assinar a partir de').fill('01022024');
  await page.getByLabel('Até (inclusive)').fill('31012024');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('O fim da vigência não pode ser anterior ao início.')).toBeVisible();
  await page.getByLabel('Até (inclusive)').fill('30062024');
  await expectAccessible(page);
  await screenshot(page, 'responsaveis-form');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await abrirTela(page, page.getByRole('alertdialog').getByRole('button', { name: 'OK' }), 'Responsáveis assinantes');
  await expect(tabela.getByRole('row', { name: new RegExp(nome) })).toContainText('De 01/02/2024 a 30/06/2024Fora da vigência');
  await page.getByLabel('Vigência').selectOption({ label: 'Podem assinar hoje' });
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(tabela.getByRole('row', { name: /Helena Duarte Ribeiro/ })).toBeVisible();
  await expect(tabela).not.toContainText(nome);
  await expectAccessible(page);
  await screenshot(page, 'responsaveis');
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await tabela.getByRole('button', { name: `Excluir ${nome}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Responsável assinante removido.');
});
