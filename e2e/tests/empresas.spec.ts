// Registered entities: one journey — an association migrated from an older system created with its registration,
// found in the list, an amendment added, its history seen and an entry hidden, a similar name questioned and then
// kept, the list exported — with axe and screenshots.
import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures.ts';
import { expectAccessible } from '../support/page-checks.ts';
import { abrirTela, screenshot, SENHA_DEMO, signIn } from '../support/session.ts';

test('empresas: a migrated association created, found, amended, its history seen and an entry hidden, a similar name questioned, the list exported', async ({ page }) => {
  // A long journey (create, find, amend, history, export): over 20 s on a loaded 2-core machine.
  test.slow();
  const sufixo = Date.now().toString(36).toUpperCase();
  const nome = `Associação Cultural Ipê Amarelo ${sufixo}`;
  await signIn(page, 'admin', SENHA_DEMO, '/empresa');
  const tabela = page.getByRole('table', { name: 'Empresas' });
  // The demo office's entities are there.
  await expect(tabela.getByRole('link').first()).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'empresas');

  await abrirTela(page, page.getByRole('button', { name: 'Nova empresa' }), 'Nova empresa');
  await page.getByLabel('Denominação').fill(nome);
  await page.getByLabel('CNPJ').fill('12abc34501de35');
  await expect(page.getByLabel('CNPJ')).toHaveValue('12.ABC.345/01DE-35');
  await page.getByLabel('Objeto (finalidade)').fill('Promover a música e a dança do cerrado.');
  await page.getByLabel('Data de constituição').fill('02032011');
  await expect(page.getByLabel('Data de constituição')).toHaveValue('02/03/2011');
  // Registration data is typed only for a record migrated from the previous system.
  await expect(page.getByLabel('Número do registro')).toHaveAttribute('readonly', '');
  await page.getByRole('switch', { name: 'Origem do cadastro' }).check();
  await page.getByLabel('Número do registro').fill('9876');
  await page.getByLabel('Livro').fill('a-4');
  await page.getByLabel('Folha').fill('37v');
  await page.getByLabel('Data do registro').fill('15032011');
  await page.getByLabel('CEP').fill('74120020');
  await expect(page.getByLabel('CEP')).toHaveValue('74120-020');
  await page.getByLabel('Município').fill('Goiânia');
  await page.getByLabel('UF').selectOption('GO');
  await page.getByLabel('Telefone').fill('62999887766');
  await expect(page.getByLabel('Telefone')).toHaveValue('(62) 99988-7766');
  await expectAccessible(page);
  await screenshot(page, 'empresa-form');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Empresa cadastrada com sucesso!');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();

  // Found by parts of its words, and by its number.
  await page.getByRole('search', { name: 'Filtros' }).getByLabel('Nome').fill('ipe amar');
  const linha = tabela.getByRole('row', { name: new RegExp(nome) });
  await expect(linha).toContainText('Nº 9876 · Livro A-4');
  await expect(linha).toContainText('fl. 37v · 15/03/2011');
  await expect(linha).toContainText('12.ABC.345/01DE-35');

  // An amendment, numbered Av.1, shown inside the entity.
  await linha.getByRole('link', { name: nome }).click();
  await page.getByRole('button', { name: 'Nova averbação' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Nova averbação' });
  await dialogo.getByLabel('Data').fill('10052015');
  await dialogo.getByLabel('Tipo').selectOption({ label: 'Mudança de sede' });
  await dialogo.getByLabel('Descrição').fill('Sede transferida para a Rua 20, 100.');
  await dialogo.getByLabel('Protocolo').fill('45.120');
  await dialogo.getByRole('button', { name: 'Averbar' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Av.1 averbada.');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('table', { name: 'Averbações' }).getByRole('row', { name: /Av\.1/ })).toContainText('Sede transferida para a Rua 20, 100.');
  await expectAccessible(page);
  await screenshot(page, 'empresa-averbacoes');

  // Its history: the registration and the amendment; the amendment hidden with a reason, still there on request.
  await page.getByRole('button', { name: 'Histórico' }).click();
  const historico = page.getByRole('list', { name: 'Histórico' });
  await expect(historico.getByRole('listitem')).toHaveCount(2);
  await expect(historico.getByRole('listitem').first()).toContainText('Av.1 — Mudança de sede: Sede transferida para a Rua 20, 100.');
  await expect(historico.getByRole('listitem').last()).toContainText('Cadastro da empresa');
  await expect(historico.getByRole('listitem').last()).toContainText('9876');
  await expectAccessible(page);
  await screenshot(page, 'empresa-historico');
  await historico.getByRole('listitem').first().getByRole('button', { name: 'Ocultar do histórico' }).click();
  const ocultar = page.getByRole('dialog', { name: 'Ocultar do histórico' });
  await ocultar.getByRole('button', { name: 'Ocultar' }).click();
  await expect(ocultar).toContainText('Diga por que esta entrada sai do histórico.');
  await ocultar.getByLabel('Motivo').fill('Averbação lançada na empresa errada.');
  await ocultar.getByRole('button', { name: 'Ocultar' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('continua na trilha de auditoria');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(historico.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('switch', { name: 'Mostrar entradas ocultas' }).check();
  await expect(historico.getByRole('listitem')).toHaveCount(3);
  await expect(historico).toContainText('Averbação lançada na empresa errada.');
  await page.getByRole('link', { name: 'Empresas' }).first().click();

  // A similar name is questioned, with the registration of the one found; changing it keeps what was typed.
  await abrirTela(page, page.getByRole('button', { name: 'Nova empresa' }), 'Nova empresa');
  await page.getByLabel('Denominação').fill(`ASSOCIACAO CULTURAL IPE AMARELO ${sufixo}`);
  await page.getByLabel('Objeto (finalidade)').fill('Outra finalidade.');
  await page.getByRole('button', { name: 'Salvar' }).click();
  const pergunta = page.getByRole('alertdialog');
  await expect(pergunta).toContainText(`${nome} (registro nº 9876, Livro A-4)`);
  await pergunta.getByRole('button', { name: 'Alterar o nome' }).click();
  await expect(page.getByText('Há nomes iguais ou semelhantes já cadastrados')).toBeVisible();
  await expect(page.getByLabel('Objeto (finalidade)')).toHaveValue('Outra finalidade.');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Manter o nome e salvar' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Empresa cadastrada com sucesso!');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();

  // The list as it is filtered, exported.
  await page.getByRole('search', { name: 'Filtros' }).getByLabel('Nome').fill(`ipe amarelo ${sufixo}`);
  await expect(tabela.getByRole('row')).toHaveCount(3);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const arquivo = await download;
  expect(arquivo.suggestedFilename()).toBe('empresas.csv');
  const csv = await readFile(await arquivo.path(), 'utf8');
  expect(csv).toContain(nome);
  expect(csv).toContain('12.ABC.345/01DE-35');
  expect(csv.split('\n').filter((l) => l.trim() !== '')).toHaveLength(3);
});
