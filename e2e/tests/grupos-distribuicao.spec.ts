// Distribution groups: one journey — a group created with two examiners and an absence, found in the list with who
// is away, and an empty group refused — with axe and screenshots.
import { expect, test } from '../support/fixtures.ts';
import { expectAccessible } from '../support/page-checks.ts';
import { abrirTela, screenshot, SENHA_DEMO, signIn } from '../support/session.ts';

test('grupos de distribuição: a group with two members and an absence, listed with who is away today', async ({ page }) => {
  const nome = `Exame de atas ${Date.now().toString(36)}`;
  await signIn(page, 'admin', SENHA_DEMO, '/grupo-distribuicao');
  await expect(page.getByRole('table', { name: 'Grupos de distribuição' }).getByRole('link', { name: 'Exame de títulos' })).toBeVisible();
  await abrirTela(page, page.getByRole('button', { name: 'Novo grupo de distribuição' }), 'Novo grupo de distribuição');
  await page.getByLabel('Nome').fill(nome);
  // An empty group is refused, saying why.
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Inclua ao menos um membro no grupo.').first()).toBeVisible();
  await page.getByLabel('Tipos de ato (um por linha)').fill('Averbação de ata de eleição\nRegistro de estatuto');
  await page.getByRole('button', { name: 'Adicionar membro' }).click();
  await page.getByRole('button', { name: 'Adicionar membro' }).click();
  const membros = page.getByRole('list', { name: 'Membros do grupo' }).getByRole('listitem');
  await expect(membros).toHaveCount(2);
  await membros.nth(0).getByLabel('Examinador').selectOption({ label: 'Beatriz Nogueira Lima (examinador)' });
  await membros.nth(1).getByLabel('Examinador').selectOption({ label: 'Helena Duarte Vasconcelos (admin)' });
  // An absence covering today.
  const hoje = new Date();
  const dia = (d: Date): string => `${String(d.getDate()).padStart(2, '0')}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getFullYear())}`;
  await page.getByRole('button', { name: 'Adicionar ausência' }).click();
  const ausencia = page.getByRole('list', { name: 'Ausências dos membros' }).getByRole('listitem').first();
  await ausencia.getByLabel('Membro').selectOption({ label: 'Beatriz Nogueira Lima' });
  await ausencia.getByLabel('De').fill(dia(new Date(hoje.getTime() - 86_400_000)));
  await ausencia.getByLabel('Até').fill(dia(new Date(hoje.getTime() + 7 * 86_400_000)));
  await ausencia.getByLabel('Motivo').fill('Férias');
  await expectAccessible(page);
  await screenshot(page, 'grupo-distribuicao-form');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Grupo de distribuição cadastrado com sucesso!');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  const linha = page.getByRole('table', { name: 'Grupos de distribuição' }).getByRole('row', { name: new RegExp(nome) });
  await expect(linha).toContainText('Averbação de ata de eleição; Registro de estatuto');
  await expect(linha.getByRole('cell').nth(1)).toHaveText('2');
  await expect(linha.getByRole('cell').nth(2)).toHaveText('1');
  await expectAccessible(page);
  await screenshot(page, 'grupos-distribuicao');
});
