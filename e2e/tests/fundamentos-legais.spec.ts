// Fundamentos legais: one journey — the starting list, a ground created with a model text of two lines, found by a
// word of its text, edited and removed — and the list and a ground read-only to an examiner; with axe and screenshots.
import { expect, test } from '../support/fixtures.ts';
import { expectAccessible } from '../support/page-checks.ts';
import { abrirTela, screenshot, SENHA_DEMO, signIn } from '../support/session.ts';

test('fundamentos legais: the starting list, a ground with its model text created, found by its text, edited and removed', async ({ page }) => {
  const sufixo = Date.now().toString(36);
  const nome = `Provimento ${sufixo}/2026, art. 3º`;
  const texto = `Apresente o comprovante de endereço da sede exigido pelo provimento ${sufixo}.\nO comprovante deve estar em nome da pessoa jurídica.`;
  await signIn(page, 'admin', SENHA_DEMO, '/servico/fundamento');
  const tabela = page.getByRole('table', { name: 'Fundamentos legais' });
  // The starting list: each ground with the beginning of its model text.
  await expect(tabela.getByRole('row', { name: /Lei 6\.015\/1973, art\. 120/ })).toContainText('O ato apresentado não traz todas as indicações que o registro deve declarar');
  await expect(tabela.getByRole('link', { name: 'Código Civil, art. 997' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'fundamentos-legais');

  await abrirTela(page, page.getByRole('button', { name: 'Novo fundamento legal' }), 'Novo fundamento legal');
  await page.getByRole('textbox', { name: 'Fundamento', exact: true }).fill(nome);
  await page.getByLabel('Texto modelo').fill(texto);
  await expectAccessible(page);
  await screenshot(page, 'fundamento-legal-form');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await abrirTela(page, page.getByRole('alertdialog').getByRole('button', { name: 'OK' }), 'Fundamentos legais');

  // Found by a word of its text; the text keeps its lines.
  await page.getByLabel('Texto modelo').fill(`provimento ${sufixo}`);
  await page.getByLabel('Texto modelo').press('Enter');
  await expect(tabela.getByRole('link')).toHaveText([nome]);
  await abrirTela(page, tabela.getByRole('link', { name: nome }), nome);
  await expect(page.getByLabel('Texto modelo')).toHaveValue(texto);
  await page.getByLabel('Texto modelo').fill('Apresente o comprovante de endereço da sede.\nO comprovante deve estar em nome da pessoa jurídica.');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await abrirTela(page, page.getByRole('alertdialog').getByRole('button', { name: 'OK' }), 'Fundamentos legais');

  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await page.getByRole('searchbox', { name: 'Fundamento' }).fill(nome);
  await expect(tabela.getByRole('row').filter({ has: page.getByRole('link', { name: nome }) })).toContainText('Apresente o comprovante de endereço da sede. O comprovante deve estar em nome da pessoa jurídica.');
  await tabela.getByRole('button', { name: `Excluir ${nome}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Fundamento legal removido.');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(tabela).not.toContainText(nome);
});

test('fundamentos legais: read-only to an examiner, who sees the grounds but may not change them', async ({ page }) => {
  await signIn(page, 'examinador', SENHA_DEMO, '/servico/fundamento');
  const tabela = page.getByRole('table', { name: 'Fundamentos legais' });
  await expect(page.getByRole('button', { name: 'Novo fundamento legal' })).toHaveCount(0);
  await abrirTela(page, tabela.getByRole('link', { name: 'Código Civil, art. 54' }), 'Código Civil, art. 54');
  await expect(page.getByLabel('Texto modelo')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Texto modelo')).toHaveValue(/^Sob pena de nulidade, o estatuto da associação deve conter/);
  await expect(page.getByRole('button', { name: 'Salvar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Excluir' })).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'fundamento-legal-leitura');
});
