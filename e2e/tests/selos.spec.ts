// The electronic seals: one journey — the stock seen, a batch asked of the court and followed to its review, a
// truncated file refused whole, the batch confirmed into stock; the officer registers the demo's title at the
// officer's conference and the endorsement carries its seal, as does a settled deposit's receipt; the act's seals
// seen by its protocol, one applied by hand and one voided, each with its reason; the used seals sent to the court and
// its receipt shown — with axe and screenshots; and its
// security case: who may not create seals sees the stock without the import.
import { expect, test } from '../support/fixtures.ts';
import { expectAccessible } from '../support/page-checks.ts';
import { pdfImpresso } from '../support/pdf.ts';
import { mensagemDoServico, screenshot, signIn } from '../support/session.ts';

test('selos: a batch from the court confirmed into stock, an act registered with its seal, a seal applied by hand and one voided', async ({ page }) => {
  test.slow();
  await signIn(page, 'admin', undefined, '/importar-selo-eletronico');
  await expect(page.getByRole('heading', { name: 'Importar selo eletrônico' })).toBeVisible();
  const estoque = page.getByRole('table', { name: 'Estoque de selos' });
  const disponiveis = async (): Promise<number> => Number(((await estoque.getByRole('row').filter({ hasText: 'Ato com emolumentos' }).getByRole('cell').nth(1).textContent()) ?? '0').replace(/\D/g, ''));
  await expect(estoque.getByRole('row').filter({ hasText: 'Ato com emolumentos' })).toBeVisible();
  const antes = await disponiveis();

  // A truncated file: refused whole, with what is wrong.
  await page.getByRole('radio', { name: 'Arquivo enviado pelo tribunal' }).check();
  await page.getByLabel(/Arquivo do lote/).setInputFiles({ name: 'lote-truncado.json', mimeType: 'application/json', buffer: Buffer.from('[{"codigo_do_selo":"00012026RCPJ0000') });
  await expect(page.getByText('lote-truncado.json: 36 caracteres lidos.')).toBeVisible();
  await page.getByRole('button', { name: 'Importar lote' }).click();
  await expect(page.getByRole('heading', { name: /^Lote \d+: recusado$/ })).toBeVisible();
  await expect(page.getByText('O arquivo não é um lote do TJGO: esperava o JSON da distribuição de atos (está truncado ou é de outro formato).')).toBeVisible();

  // A batch asked of the court, followed until its review.
  await page.getByRole('radio', { name: 'Pedir ao tribunal' }).check();
  await page.getByRole('button', { name: 'Importar lote' }).click();
  await expect(page.getByText('Informe quantos selos pedir ao tribunal: de 1 a 5.000.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Quantidade' }).fill('25');
  await page.getByRole('button', { name: 'Importar lote' }).click();
  await expect(page.getByText('25 selos lidos, sem problemas.', { exact: false })).toBeVisible();
  const lote = /Lote (\d+)/.exec((await page.getByRole('heading', { name: /^Lote \d+: aguardando confirmação$/ }).textContent()) ?? '')?.[1] ?? '';
  await expect(page.getByRole('table', { name: `Selos do lote ${lote}` })).toContainText('Ato com emolumentos');
  await expectAccessible(page);
  await screenshot(page, 'selos-importar');

  // Reviewed and confirmed into stock.
  await page.getByRole('link', { name: 'Conferir e confirmar o lote' }).click();
  await expect(page.getByRole('heading', { name: 'Cadastro de selos' })).toBeVisible();
  const cartao = page.getByRole('heading', { name: new RegExp(`^Lote ${lote} — pedido ao tribunal`) }).locator('..');
  await expect(cartao).toContainText('25 selos, sem problemas');
  await expectAccessible(page);
  await screenshot(page, 'selos-salvar');
  await cartao.getByRole('button', { name: 'Confirmar no estoque' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar no estoque' }).click();
  await mensagemDoServico(page, new RegExp(`Lote ${lote}: 25 selos no estoque\\.`));
  await expect(page.getByRole('heading', { name: new RegExp(`^Lote ${lote} — `) })).toHaveCount(0);
  await page.goto('/importar-selo-eletronico');
  await expect.poll(disponiveis).toBe(antes + 25);

  // The officer registers the demo's title at the officer's conference: the endorsement carries its seal.
  const oficial = await page.context().browser()?.newContext({ locale: 'pt-BR' });
  if (oficial === undefined) throw new Error('no browser');
  const of = await oficial.newPage();
  await signIn(of, 'oficial', undefined, '/processos/conferencia/processo/1');
  await expect(of.getByRole('heading', { name: 'Conferência do oficial do processo nº 1' })).toBeVisible();
  for (const item of await of.getByRole('group', { name: 'Itens da conferência' }).getByRole('checkbox').all()) if (!(await item.isChecked())) await item.check();
  await of.getByRole('textbox', { name: 'Objeto (finalidade) da entidade' }).fill('Preservar e difundir a cultura do Cerrado.');
  await of.getByRole('button', { name: 'Registrar', exact: true }).click();
  await of.getByRole('dialog').getByRole('button', { name: 'Registrar no livro' }).click();
  await mensagemDoServico(of, /Processo 1: registrado sob o nº \d+, folha \d+\./);
  const registro = of.getByRole('region', { name: 'Registro' });
  await expect(registro).toContainText(/Selo de fiscalização nº 0001\d{4}RCPJ\d{11}\./);
  const codigo = /Selo de fiscalização nº (\w{23})/.exec((await registro.textContent()) ?? '')?.[1] ?? '';
  const certidao = await pdfImpresso(of, /\/registro\/processo\/1\/certidao$/, registro.getByRole('button', { name: 'Imprimir certidão de registro' }));
  expect(certidao.texto).toContain(codigo);
  await oficial.close();

  // A settled deposit's receipt carries the seals of its acts (the demo's registered process 3).
  await page.goto('/financeiro');
  const recibo = await pdfImpresso(page, /\/recibo\/\d+\/pdf$/, page.getByRole('button', { name: 'Imprimir o recibo de liquidação do protocolo 3' }));
  expect(recibo.texto).toMatch(/Selo de fiscalização: 0001\d{4}RCPJ\d{11}/);

  // The act's seals by its protocol; one applied by hand, one voided, each with its reason.
  await page.goto('/selagem-manual');
  await page.getByRole('textbox', { name: 'Protocolo do ato' }).fill('1');
  await page.getByRole('button', { name: 'Ver os selos do processo' }).click();
  const selos = page.getByRole('table', { name: 'Selos do processo nº 1' });
  await expect(selos.getByRole('row').filter({ hasText: codigo })).toContainText('Utilizado');
  await page.getByRole('button', { name: 'Selar o ato' }).click();
  await expect(page.getByText('Diga por que o ato é selado à mão (contingência, correção): fica no histórico do selo e do processo.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Motivo' }).fill('Contingência: a via do apresentante saiu sem o selo.');
  await page.getByRole('button', { name: 'Selar o ato' }).click();
  await mensagemDoServico(page, /Selo \w{23} aplicado ao processo nº 1\./);
  await expect(selos.getByRole('row')).toHaveCount(3);
  await selos.getByRole('button', { name: `Inutilizar o selo ${codigo}` }).click();
  const dialogo = page.getByRole('dialog');
  await dialogo.getByRole('button', { name: 'Inutilizar' }).click();
  await expect(dialogo.getByText('Diga por que o selo é inutilizado: fica no histórico do selo e do processo.')).toBeVisible();
  await dialogo.getByRole('textbox', { name: 'Motivo' }).fill('Impresso com falha na certidão.');
  await dialogo.getByRole('button', { name: 'Inutilizar' }).click();
  await mensagemDoServico(page, new RegExp(`Selo ${codigo} inutilizado\\.`));
  await expect(selos.getByRole('row').filter({ hasText: codigo })).toContainText('Inutilizado');
  await expectAccessible(page);
  await screenshot(page, 'selos-selagem-manual');

  // The used seals sent to the court (issue 30): followed to the court's receipt.
  await page.goto('/enviar-selo-eletronico');
  await expect(page.getByText(/\d+ selos? utilizados? aguarda/)).toBeVisible();
  await page.getByRole('button', { name: 'Enviar selos pendentes' }).click();
  await expect(page.getByText(/^Envio \d+: \d+ aceitos, 0 rejeitados · recibo do tribunal nº \d+/)).toBeVisible();
  await expect(page.getByText('Nenhum selo utilizado aguarda envio.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Envios ao tribunal' }).getByRole('row').nth(1)).toContainText('Concluído');
  await expectAccessible(page);
  await screenshot(page, 'selos-envio');

  // Found again by the search: process 1's seals, the sent one with its state.
  await page.goto('/pesquisar-selo');
  await page.getByRole('textbox', { name: 'Protocolo' }).fill('1');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page.getByRole('row').filter({ hasText: codigo })).toContainText('Inutilizado');
  await expect(page.getByRole('row').filter({ hasText: 'Enviado ao tribunal' })).toHaveCount(1);
  await expectAccessible(page);
  await screenshot(page, 'selos-pesquisa');

  // Its stamp printed on a label (issue 30): from the search's row, on the fifth label of a sheet begun before.
  const enviado = page.getByRole('row').filter({ hasText: 'Enviado ao tribunal' });
  const codigoEnviado = (await enviado.getByRole('cell').first().innerText()).trim();
  await enviado.getByRole('link', { name: 'Etiqueta' }).click();
  await expect(page).toHaveURL(new RegExp(`/emissao-etiqueta/${codigoEnviado}$`));
  await expect(page.getByRole('table', { name: 'Selos a imprimir' }).getByRole('row').filter({ hasText: codigoEnviado })).toBeVisible();
  await page.getByRole('button', { name: 'Etiqueta 5', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Etiqueta 2, já usada' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Etiqueta 5, selo ${codigoEnviado}` })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);
  await screenshot(page, 'selos-etiqueta');
  const etiqueta = await pdfImpresso(page, /\/selo\/etiquetas\?/, page.getByRole('button', { name: 'Imprimir etiquetas' }));
  expect(etiqueta.tipo).toBe('application/pdf');
  for (const trecho of ['SELO ELETRÔNICO DE FISCALIZAÇÃO', codigoEnviado, 'Consulte: extrajudicial.tjgo.jus.br/selo']) expect(etiqueta.texto.replace(/\s+/g, ' ')).toContain(trecho);
  // The next printing starts after the label just used.
  await expect(page.getByText('A impressão começa na etiqueta 6.')).toBeVisible();

  // And on the office's model page of the act; a model's place for the stamp drawn as it is typed.
  await page.getByRole('link', { name: 'Imprimir no modelo do ato' }).click();
  // The label screen has the same field: typing before the model screen is up would type into the old one.
  await expect(page.getByRole('heading', { name: 'Emissão de modelo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buscar' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Selo ou protocolo' }).fill(codigoEnviado);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText(`Selo ${codigoEnviado}:`)).toBeVisible();
  const modelo = await pdfImpresso(page, /\/selo\/modelo\/\d+\/pdf/, page.getByRole('button', { name: 'Imprimir no modelo' }));
  expect(modelo.texto).toContain('Certidão de ato praticado');
  expect(modelo.texto.replace(/\s+/g, ' ')).toContain(`com o selo eletrônico de fiscalização nº ${codigoEnviado}`);
  await page.getByRole('button', { name: 'Editar o modelo Certidão de ato praticado' }).click();
  await page.getByRole('textbox', { name: 'Selo: do alto (mm)' }).fill('300');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('A distância do alto da página vai de 0 a 259 mm, para o selo caber na página.')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'selos-modelo');
});

test('selos: who may not create seals sees the stock without the import', async ({ page }) => {
  await signIn(page, 'examinador', undefined, '/importar-selo-eletronico');
  await expect(page.getByRole('table', { name: 'Estoque de selos' })).toBeVisible();
  await expect(page.getByText('Você vê o estoque, mas só quem pode criar selagens importa lotes.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Importar lote' })).toHaveCount(0);
});
