// Services and quotes: one journey — a service created with a banded fee table, three items quoted (the band asking
// for the declared value, a free act), the quote saved and printed, and its total read back from the PDF — with axe
// and screenshots.
import { expect, test } from '../support/fixtures.ts';
import { expectAccessible } from '../support/page-checks.ts';
import { pdfImpresso } from '../support/pdf.ts';
import { abrirTela, screenshot, SENHA_DEMO, signIn } from '../support/session.ts';


test('serviços: a kind of act, a service of it with a banded table, a quote of three items priced as typed, saved, printed and read back', async ({ page }) => {
  const codigo = String(9000 + (Date.now() % 900));
  const tipo = `REGISTRO_E2E_${codigo}`;
  await signIn(page, 'admin', SENHA_DEMO, '/servico/ato');
  await expect(page.getByRole('table', { name: 'Tipos de ato' }).getByRole('row', { name: /Certidão em breve relato/ })).toBeVisible();
  await abrirTela(page, page.getByRole('button', { name: 'Novo tipo de ato' }), 'Novo tipo de ato');
  await page.getByLabel('Nome').fill(`Registro de contrato de sociedade ${codigo}`);
  await page.getByRole('textbox', { name: 'Código' }).fill(tipo);
  await page.getByLabel('Espécie').selectOption({ label: 'Registro' });
  await page.getByLabel('Prazo (dias úteis)').fill('10');
  await page.getByLabel('Fundamento do prazo').fill('CN-GO, prazo de registro');
  await page.getByRole('button', { name: 'Adicionar documento' }).click();
  const documento = page.getByRole('list', { name: 'Documentos exigidos' }).getByRole('listitem', { name: 'Documento 1' });
  await documento.getByRole('textbox', { name: 'Documento' }).fill('Contrato social com o visto de advogado');
  await documento.getByRole('combobox', { name: 'Pedido de' }).click();
  await page.getByRole('menuitemcheckbox', { name: '224-0 — Sociedade Simples Limitada' }).click();
  await page.keyboard.press('Escape');
  await page.getByLabel('O que o exame confere (um item por linha)').fill('Nome não semelhante a outro\nSede na circunscrição');
  await page.getByRole('button', { name: 'Salvar' }).click();
  // A registration is written in a book: the service says so on the field.
  await expect(page.getByText('Informe o livro em que este ato é lançado.')).toBeVisible();
  await page.getByLabel('Livro').selectOption({ label: 'Livro A (pessoas jurídicas)' });
  await expectAccessible(page);
  await screenshot(page, 'ato-form');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Tipo de ato cadastrado com sucesso!');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('table', { name: 'Tipos de ato' }).getByRole('row', { name: new RegExp(tipo) })).toContainText('10 dias úteis');

  await page.goto('/servico');
  await expect(page.getByRole('table', { name: 'Serviços' }).getByRole('row', { name: /Autenticação de livro obrigatório/ })).toBeVisible();
  await abrirTela(page, page.getByRole('button', { name: 'Novo serviço' }), 'Novo serviço');
  await page.getByRole('textbox', { name: 'Código', exact: true }).fill(codigo);
  await page.getByLabel('Descrição').fill(`Registro de contrato por faixa ${codigo}`);
  await page.getByLabel('Tipo de ato').selectOption(tipo);
  await page.getByRole('button', { name: 'Faixas por valor declarado' }).click();
  const tabela = page.getByRole('list', { name: 'Tabelas de emolumentos' }).getByRole('listitem', { name: 'Tabela 1' });
  await tabela.getByLabel('Vigente de').fill('01012026');
  const faixas = tabela.getByRole('list', { name: 'Faixas da tabela 1' }).getByRole('listitem');
  await faixas.nth(0).getByLabel('Valor declarado até (R$)').fill('10.000,00');
  await faixas.nth(0).getByLabel('Emolumentos (R$)').fill('154,00');
  await faixas.nth(0).getByLabel('Taxa Judiciária (R$)').fill('16,10');
  await tabela.getByRole('button', { name: 'Adicionar faixa' }).click();
  await faixas.nth(1).getByLabel('Emolumentos (R$)').fill('248,00');
  await faixas.nth(1).getByLabel('Taxa Judiciária (R$)').fill('21,50');
  await expectAccessible(page);
  await screenshot(page, 'servico-form');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Serviço cadastrado com sucesso!');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('table', { name: 'Serviços' }).getByRole('row', { name: new RegExp(codigo) })).toContainText('2 faixas por valor declarado');
  await screenshot(page, 'servicos');

  // A quote: the banded service asks for the declared value, then prices it; two books authenticated; one more, free.
  await page.goto('/servico/cotacao');
  const itens = page.getByRole('list', { name: 'Itens da cotação' }).getByRole('listitem');
  await itens.nth(0).getByLabel('Serviço').selectOption({ label: `${codigo} — Registro de contrato por faixa ${codigo}` });
  await expect(itens.nth(0)).toContainText('Este ato tem conteúdo financeiro: informe o valor declarado.');
  await itens.nth(0).getByLabel('Valor declarado (R$)').fill('25.000,00');
  await expect(itens.nth(0).getByRole('status', { name: 'Total do item 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar item' }).click();
  await itens.nth(1).getByLabel('Serviço').selectOption({ label: '401 — Autenticação de livro obrigatório (por livro)' });
  await itens.nth(1).getByLabel('Qtd.').fill('2');
  await page.getByRole('button', { name: 'Adicionar item' }).click();
  await itens.nth(2).getByLabel('Serviço').selectOption({ label: '401 — Autenticação de livro obrigatório (por livro)' });
  await itens.nth(2).getByLabel('Gratuidade').selectOption({ label: 'Gratuidade por ordem judicial' });
  await itens.nth(2).getByLabel('Fundamento da gratuidade').fill('Gratuidade de justiça');
  await page.getByRole('textbox', { name: 'Solicitante' }).fill('Maria da Silva');
  const total = (await page.getByRole('cell', { name: 'Total da cotação' }).textContent()) ?? '';
  expect(total).toMatch(/^R\$\s[\d.]+,\d{2}$/);
  await expectAccessible(page);
  await screenshot(page, 'cotacao');
  await page.getByRole('button', { name: 'Salvar cotação' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(/Cotação nº \d+ registrada\./);
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(/Cotação nº \d+ registrada: /)).toContainText(total);

  // Printed: the PDF the service answers carries the same total.
  const { texto, tipo: formato } = await pdfImpresso(page, /\/cotacao\/\d+\/pdf$/, page.getByRole('button', { name: /Imprimir cotação nº \d+/ }));
  expect(formato).toBe('application/pdf');
  expect(texto).toContain('Maria da Silva');
  expect(texto).toContain(total.replace(/\u00a0/g, ' '));
  expect(texto).toContain('Gratuito (Gratuidade por ordem judicial): Gratuidade de justiça');

  // Found again among the saved quotes by the customer's name, opened, and copied into a new quote.
  const numero = /Cotação nº (\d+)/.exec(texto)?.[1] ?? '';
  const salvas = page.getByRole('table', { name: 'Cotações salvas' });
  await page.getByRole('searchbox', { name: 'Número ou solicitante' }).fill(numero);
  await expect(salvas.getByRole('row')).toHaveCount(2);
  await expect(salvas.getByRole('row').nth(1)).toContainText('Maria da Silva');
  await salvas.getByRole('button', { name: numero, exact: true }).click();
  const aberta = page.getByRole('region', { name: `Cotação nº ${numero}` });
  await expect(aberta).toContainText(total);
  await screenshot(page, 'cotacao-salva');
  await aberta.getByRole('button', { name: 'Copiar para uma nova cotação' }).click();
  await expect(itens).toHaveCount(3);
  await expect(page.getByRole('cell', { name: 'Total da cotação' })).toHaveText(total);
});

test('regra de cobrança: a new period of the state\'s rule from a later day, saved and shown again', async ({ page }) => {
  await signIn(page, 'admin', SENHA_DEMO, '/servico/regra');
  const vigencia = (n: number) => page.getByRole('list', { name: 'Vigências' }).getByRole('listitem', { name: `Vigência ${String(n)}`, exact: true });
  await expect(vigencia(1)).toBeVisible();
  const antes = await page.getByRole('heading', { level: 3, name: /^Vigência \d+/ }).count();
  await page.getByRole('button', { name: 'Nova vigência' }).click();
  const nova = vigencia(antes + 1);
  const ano = 2090 + (Date.now() % 9);
  await vigencia(antes).getByLabel('até').fill(`3112${String(ano - 1)}`);
  await nova.getByLabel('Vigente de').fill(`0101${String(ano)}`);
  await nova.getByLabel('ISS (%)').fill('3,00');
  await nova.getByLabel('Percentual do componente FUNDESP').fill('9,50');
  await expect(nova).toContainText('Fundos e taxas sobre o emolumento: 39,50 % no total.');
  await expectAccessible(page);
  await screenshot(page, 'regra');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Regra de cobrança salva com sucesso!');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { name: `Vigência ${String(antes + 1)} — de 01/01/${String(ano)} em diante` })).toBeVisible();
});

test('regra de cobrança: read-only to whom sees services but may not edit them', async ({ page }) => {
  await signIn(page, 'atendente', SENHA_DEMO, '/servico/regra');
  const primeira = page.getByRole('list', { name: 'Vigências' }).getByRole('listitem', { name: 'Vigência 1' });
  await expect(primeira.getByLabel('ISS (%)')).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Nova vigência' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Salvar' })).toHaveCount(0);
});
