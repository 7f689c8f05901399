// Members and the entity lookup: one journey — an association given its board inside its form, found by a member's
// CPF on /empresa/socio (the CPF in no address), a CNPJ looked up in the consultation service and a record started
// from it, then compared — and the qualification table's screen; with axe and screenshots.
import { expect, test } from '../support/fixtures.ts';
import { expectAccessible } from '../support/page-checks.ts';
import { abrirTela, screenshot, SENHA_DEMO, signIn } from '../support/session.ts';

/** A valid CPF from nine digits (mod-11 check digits, domain-rcpj §4.2), masked. */
function cpf(nove: string): string {
  const dv = (digitos: string, peso: number): number => {
    const r = Array.from(digitos).reduce((soma, d, i) => soma + Number(d) * (peso - i), 0) % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const d1 = dv(nove, 10);
  const todos = `${nove}${String(d1)}${String(dv(`${nove}${String(d1)}`, 11))}`;
  return `${todos.slice(0, 3)}.${todos.slice(3, 6)}.${todos.slice(6, 9)}-${todos.slice(9)}`;
}

test('sócios: an association given its board, found by a member\'s CPF, a CNPJ looked up at the Receita and a record started from it', async ({ page }) => {
  const sufixo = Date.now().toString(36).toUpperCase();
  const nome = `Associação dos Amigos do Lago das Rosas ${sufixo}`;
  const presidente = cpf(String(100_000_000 + (Date.now() % 800_000_000)).slice(0, 9));
  const digitos = presidente.replace(/\D/g, '');
  await signIn(page, 'admin', SENHA_DEMO, '/empresa/salvar');

  // The board is edited inside the entity's form.
  await page.getByLabel('Denominação').fill(nome);
  await page.getByLabel('Objeto (finalidade)').fill('Cuidar do parque e promover passeios ecológicos.');
  await page.getByRole('button', { name: 'Adicionar sócio' }).click();
  const membros = page.getByRole('list', { name: 'Sócios e administradores' });
  const primeiro = membros.getByRole('listitem').first();
  await primeiro.getByLabel('CPF ou CNPJ').fill(digitos);
  await expect(primeiro.getByLabel('CPF ou CNPJ')).toHaveValue(presidente);
  await primeiro.getByRole('textbox', { name: 'Nome', exact: true }).fill('Renata Borges Amaral');
  await primeiro.getByLabel('Qualificação').selectOption('16');
  await primeiro.getByLabel('Entrada').fill('01032024');
  await primeiro.getByLabel('Mandato até').fill('01032028');
  await primeiro.getByLabel('Representante legal').check();
  // A wrong CPF is said on its row, and nothing is saved while it is there.
  await page.getByRole('button', { name: 'Adicionar sócio' }).click();
  const segundo = membros.getByRole('listitem').nth(1);
  await segundo.getByLabel('CPF ou CNPJ').fill('52998224724');
  await segundo.getByLabel('CPF ou CNPJ').press('Tab');
  await expect(segundo).toContainText('CPF ou CNPJ inválido: confira os dígitos.');
  // The demo's Ana Paula: her CPF brings her name.
  await segundo.getByLabel('CPF ou CNPJ').fill('52998224725');
  await segundo.getByLabel('CPF ou CNPJ').press('Tab');
  await expect(segundo.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('Ana Paula Souza Mendes');
  await segundo.getByLabel('Qualificação').selectOption('33');
  await segundo.getByLabel('Entrada').fill('01032024');
  await expectAccessible(page);
  await screenshot(page, 'empresa-quadro-socios');
  await page.getByRole('button', { name: 'Salvar' }).click();
  const alerta = page.getByRole('alertdialog');
  await expect(alerta).toBeVisible();
  // A name like another's may be asked about first; the name is kept.
  if (await alerta.getByRole('button', { name: 'Manter o nome e salvar' }).isVisible()) await alerta.getByRole('button', { name: 'Manter o nome e salvar' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Empresa cadastrada com sucesso!');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();

  // Found by the member's CPF: the search stays out of the address.
  await page.goto('/empresa/socio');
  await page.getByLabel('CPF, CNPJ ou nome').fill(presidente);
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  const pessoa = page.getByRole('list', { name: 'Pessoas encontradas' }).getByRole('listitem');
  await expect(pessoa).toHaveCount(1);
  await expect(pessoa).toContainText('Renata Borges Amaral');
  const vinculo = pessoa.getByRole('row', { name: new RegExp(nome) });
  await expect(vinculo).toContainText('Presidente · representante legal');
  await expect(vinculo).toContainText('Atual');
  expect(page.url()).not.toContain(digitos);
  expect(page.url()).not.toContain(presidente);
  await expectAccessible(page);
  await screenshot(page, 'socios');
  // The demo's Ana Paula sits on several boards.
  await page.getByLabel('CPF, CNPJ ou nome').fill('ana paula souza mendes');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page.getByRole('list', { name: 'Pessoas encontradas' }).getByRole('listitem').first()).toContainText(nome);

  // A CNPJ the office has not registered: the Receita's data, and a record started from it.
  await page.goto('/consulta-empresa');
  await page.getByLabel('Nome, CNPJ, nº de registro ou CPF de sócio').fill('45.123.987/0001-70');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  const comparacao = page.getByRole('table', { name: 'Comparação com a Receita' });
  await expect(comparacao).toContainText('ASSOCIACAO DOS AMIGOS DO PARQUE VACA BRAVA');
  await expect(page.getByRole('status').filter({ hasText: 'Situação na Receita' })).toContainText('Nenhuma empresa deste cartório tem este CNPJ.');
  // The office's own search settles too before the page is checked (a fresh-clone run once met axe mid-search).
  await expect(page.getByText('Nenhuma empresa deste cartório corresponde à pesquisa.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pesquisar' })).toBeEnabled();
  await expectAccessible(page);
  await screenshot(page, 'consulta-empresa');
  await page.getByRole('button', { name: 'Iniciar cadastro com estes dados' }).click();
  await expect(page.getByLabel('Denominação')).toHaveValue('ASSOCIACAO DOS AMIGOS DO PARQUE VACA BRAVA');
  await expect(page.getByLabel('CNPJ')).toHaveValue('45.123.987/0001-70');
  await expect(page.getByLabel('CEP')).toHaveValue('74230-010');
  await expect(page.getByText('Dados trazidos da consulta à Receita')).toContainText('MARINA COSTA DUTRA');
  await screenshot(page, 'empresa-da-receita');
  await page.getByLabel('Objeto (finalidade)').fill('Preservar o Parque Vaca Brava.');
  await page.getByRole('button', { name: 'Salvar' }).click();
  const salvo = page.getByRole('alertdialog');
  await expect(salvo).toBeVisible();
  if (await salvo.getByRole('button', { name: 'Manter o nome e salvar' }).isVisible()) await salvo.getByRole('button', { name: 'Manter o nome e salvar' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Empresa cadastrada com sucesso!');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();

  // Now registered here: the same CNPJ is compared with the record, the board's difference marked.
  await page.goto('/consulta-empresa');
  await page.getByLabel('Nome, CNPJ, nº de registro ou CPF de sócio').fill('45123987000170');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page.getByRole('table', { name: 'Empresas deste cartório' })).toContainText('ASSOCIACAO DOS AMIGOS DO PARQUE VACA BRAVA');
  await expect(page.getByRole('status').filter({ hasText: 'Situação na Receita' })).toContainText('diferença');
  await expect(comparacao.getByRole('row', { name: /MARINA COSTA DUTRA/ })).toContainText('Diferente');
  await expectAccessible(page);
  await screenshot(page, 'consulta-empresa-comparacao');
});

test('qualificações de sócio: the Receita\'s table by code, a qualification added and a code refused', async ({ page }) => {
  await signIn(page, 'admin', SENHA_DEMO, '/empresa/qualificacao?sortBy=codigo,asc&size=100');
  const tabela = page.getByRole('table', { name: 'Qualificações de sócio' });
  await expect(tabela.getByRole('row', { name: /Presidente/ }).first()).toContainText('16');
  await expectAccessible(page);
  await screenshot(page, 'qualificacoes-socio');
  await abrirTela(page, page.getByRole('button', { name: 'Nova qualificação de sócio' }), 'Nova qualificação de sócio');
  await page.getByLabel('Código').fill('7');
  await page.getByLabel('Nome').fill(`Conselheiro Fiscal ${Date.now().toString(36)}`);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Código inválido: use os dois dígitos da tabela da Receita, como 16.')).toBeVisible();
  await page.getByLabel('Código').fill('16');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Já existe uma qualificação com este código.')).toBeVisible();
  await page.getByLabel('Código').fill('96');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Qualificação de sócio cadastrada com sucesso!');
});
