// Cash: one journey — a quote made at the counter, a box opened with its float, the quote paid over the counter in two
// methods, the receipt printed and read back, the box closed ten cents short (the difference shown as it is counted),
// the closing approved, the finance overview showing the box's money and the act's revenue, and a deposit's refund
// authorised in its ledger — with axe and screenshots; and its security cases: a person without the cash permissions has no cash screens, and a cashier
// without ANALISAR_CAIXAS or REMOVER_CAIXAS is offered neither the approval nor a receipt's cancellation.
import { expect, test } from '../support/fixtures.ts';
import { expectAccessible } from '../support/page-checks.ts';
import { pdfImpresso } from '../support/pdf.ts';
import { mensagemDoServico, screenshot, semAcesso, SENHA_DEMO, signIn } from '../support/session.ts';

/** Closes the message dialog the service's answer opened, after checking what it says. */

test('caixa: a quote paid at a box just opened, its receipt printed, the box closed short and approved, the overview showing it', async ({ page }) => {
  // The quote, as the counter makes it.
  await signIn(page, 'admin', SENHA_DEMO, '/servico/cotacao');
  const item = page.getByRole('list', { name: 'Itens da cotação' }).getByRole('listitem').nth(0);
  await item.getByLabel('Serviço').selectOption({ label: '101 — Registro de estatuto ou ato constitutivo sem valor econômico (1ª página)' });
  await item.getByLabel('Qtd.').fill('2');
  await page.getByRole('textbox', { name: 'Solicitante' }).fill('Associação Rio Claro');
  // The total is priced as the items are chosen: read once it is there.
  await expect(page.getByRole('cell', { name: 'Total da cotação' })).not.toHaveText(/R\$\s0,00/);
  const total = ((await page.getByRole('cell', { name: 'Total da cotação' }).textContent()) ?? '').replace(/\u00a0/g, ' ');
  await page.getByRole('button', { name: 'Salvar cotação' }).click();
  const cotacao = /Cotação nº (\d+)/.exec(await mensagemDoServico(page, /Cotação nº \d+ registrada\./))?.[1] ?? '';

  // The box: opened from the list with R$ 100,00 of float.
  await page.goto('/caixa');
  await page.getByRole('button', { name: 'Abrir caixa' }).click();
  await expect(page.getByRole('heading', { name: 'Abrir caixa' })).toBeVisible();
  await page.getByLabel('Fundo de troco (R$)').fill('100,00');
  await page.getByRole('button', { name: 'Abrir caixa' }).click();
  const caixa = /Caixa nº (\d+) aberto/.exec(await mensagemDoServico(page, /Caixa nº \d+ aberto\./))?.[1] ?? '';
  await expect(page).toHaveURL(new RegExp(`/caixa/salvar/${caixa}$`));
  await expect(page.getByRole('heading', { name: `Caixa nº ${caixa} — Helena Duarte Vasconcelos` })).toBeVisible();

  // The quote paid: R$ 50,00 in cash, the rest by PIX; what does not add up is said before sending.
  await page.getByLabel('Cotação nº').fill(cotacao);
  await page.getByRole('button', { name: 'Carregar' }).click();
  await expect(page.getByRole('cell', { name: 'Total a pagar' })).toHaveText(total);
  await expect(page.getByLabel('Pagador')).toHaveValue('Associação Rio Claro');
  const partes = page.getByRole('list', { name: 'Formas de pagamento' }).getByRole('listitem');
  await partes.nth(0).getByLabel('Valor (R$)').fill('50,00');
  await page.getByRole('button', { name: 'Outra forma de pagamento' }).click();
  await partes.nth(1).getByRole('combobox', { name: 'Forma de pagamento' }).selectOption({ label: 'PIX' });
  await partes.nth(1).getByLabel('Valor (R$)').fill('1,00');
  await expect(page.getByRole('status').filter({ hasText: 'As formas de pagamento somam R$ 51,00' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Registrar pagamento' })).toBeDisabled();
  const centavos = Number(total.replace(/\D/g, ''));
  const pix = (centavos - 5_000) / 100;
  await partes.nth(1).getByLabel('Valor (R$)').fill(pix.toFixed(2).replace('.', ','));
  await expectAccessible(page);
  await screenshot(page, 'caixa-pagamento');
  await page.getByRole('button', { name: 'Registrar pagamento' }).click();
  const recibo = /recibo nº (\d+)/.exec(await mensagemDoServico(page, /Pagamento registrado: recibo nº \d+\./))?.[1] ?? '';

  // The receipt printed: its number, who paid, the total, each method.
  const { texto, tipo } = await pdfImpresso(page, /\/recibo\/\d+\/pdf$/, page.getByRole('button', { name: `Imprimir recibo nº ${recibo}` }).first());
  expect(tipo).toBe('application/pdf');
  expect(texto).toContain(`Recibo nº ${recibo}`);
  expect(texto).toContain('Associação Rio Claro');
  expect(texto).toContain(total);
  expect(texto).toMatch(/PIX\s+R\$ [\d.,]+/);

  // The box expects the float and the cash part in cash, the rest in PIX; counted ten cents short.
  const movimentos = page.getByRole('table', { name: 'Movimentos do caixa' });
  await expect(movimentos.getByRole('row')).toHaveCount(4);
  await page.getByRole('button', { name: 'Fechar caixa' }).click();
  const fechamento = page.getByRole('dialog', { name: `Fechar o caixa nº ${caixa}` });
  await fechamento.getByLabel('Contado em Dinheiro').fill('149,90');
  await fechamento.getByLabel('Contado em PIX').fill(pix.toFixed(2).replace('.', ','));
  await expect(fechamento.getByLabel('Diferença total')).toHaveText('-R$ 0,10');
  await fechamento.getByLabel('Observação').fill('Faltou troco');
  await screenshot(page, 'caixa-fechamento');
  await fechamento.getByRole('button', { name: 'Fechar caixa' }).click();
  await mensagemDoServico(page, /Caixa fechado\./);
  await expect(page.getByRole('cell', { name: 'Diferença no fechamento' })).toHaveText('-R$ 0,10');
  // A closed box is read-only: nothing to pay, no closing, no cancellation.
  await expect(page.getByRole('button', { name: 'Registrar pagamento' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Cancelar o recibo/ })).toHaveCount(0);

  // Approved by a reviewer (the administrator holds ANALISAR_CAIXAS).
  await page.getByRole('button', { name: 'Aprovar fechamento' }).click();
  await page.getByRole('dialog').getByLabel('Observação da análise').fill('Conferido.');
  await page.getByRole('dialog').getByRole('button', { name: 'Aprovar' }).click();
  await mensagemDoServico(page, /Fechamento aprovado\./);
  await expect(page.getByText(/aprovado em .* por admin/)).toBeVisible();
  await screenshot(page, 'caixa-aprovado');

  // The list and the overview show it.
  await page.goto('/caixa');
  const linha = page.getByRole('table', { name: 'Caixas' }).getByRole('row', { name: new RegExp(`nº ${caixa} `) });
  await expect(linha).toContainText('Aprovado');
  await expect(linha).toContainText('-R$ 0,10');
  await expectAccessible(page);
  await screenshot(page, 'caixas');
  await page.goto('/financeiro');
  const porCaixa = page.getByRole('table', { name: 'Entradas por caixa' }).getByRole('row', { name: new RegExp(`nº ${caixa} `) });
  await expect(porCaixa).toContainText(total);
  await expect(page.getByRole('table', { name: 'Receita por serviço' }).getByRole('row', { name: /^101 — / })).toBeVisible();
  await expect(page.locator('svg').first()).toBeVisible();
  // The deposit ledger: the demo's refund waiting for a reviewer is authorised here, then offered to be paid back.
  await page.getByRole('button', { name: 'Autorizar a devolução do protocolo 3' }).click();
  await mensagemDoServico(page, /Devolução autorizada\./);
  await expect(page.getByRole('button', { name: 'Pagar a devolução do protocolo 3' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'financeiro');
});

test('caixa: without the cash permissions there are no cash screens', async ({ page }) => {
  await semAcesso(page, 'examinador', '/financeiro', 'Caixas');
});

test('caixa: a cashier without ANALISAR_CAIXAS or REMOVER_CAIXAS is offered neither the approval nor a cancellation', async ({ page }) => {
  // The demo's box of today, closed and waiting: the intake clerk sees it, and may not approve it nor cancel its receipts.
  await signIn(page, 'atendente', SENHA_DEMO, '/caixa?situacao=FECHADO');
  await page.getByRole('table', { name: 'Caixas' }).getByRole('row').filter({ hasText: 'Juliana Ferraz Teixeira' }).getByRole('link', { name: /^nº \d+$/ }).first().click();
  await expect(page.getByRole('heading', { name: /Caixa nº \d+ — Juliana Ferraz Teixeira/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Movimentos do caixa' })).toContainText('Depósito prévio');
  await expect(page.getByRole('button', { name: 'Aprovar fechamento' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Cancelar o recibo/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Imprimir o recibo nº \d+/ }).first()).toBeVisible();
});
