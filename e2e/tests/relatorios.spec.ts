// The financial reports over the demo's cash (and whatever the earlier journeys of the run added): the daily cash
// reconciles day by day; the receipt control holds the sequence without gaps, its CSV is the table's cells and its PDF
// the same rows; the revenue book names the registration of a settled deposit; the cash report filtered by a method,
// saved as a view, applied again and removed; the quotes filtered by conversion — with axe and screenshots; and the
// security case: the cashier sees the views but saves none, and has no quotes report; the examiner has no reports.
// The protocol book (issue 34): the week's titles, each day closed by its term. The productivity (issue 34): each
// person's work of the last month, exported as shown, one person's alone.
import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/fixtures.ts';
import { expectAccessible } from '../support/page-checks.ts';
import { pdfImpresso } from '../support/pdf.ts';
import { mensagemDoServico, screenshot, semAcesso, SENHA_DEMO, signIn } from '../support/session.ts';

/** The rows of a report's table on screen (the window in view), each as its cells' text. */
async function linhasNaTela(tabela: Locator): Promise<string[][]> {
  const linhas = await tabela.locator('tbody tr:not([aria-hidden])').all();
  return Promise.all(linhas.map(async (l) => (await l.getByRole('cell').allInnerTexts()).map((t) => t.trim())));
}

/** How many rows the report says it read ("Período: … · 12 linhas"). */
async function totalDeLinhas(page: Page): Promise<number> {
  const texto = (await page.getByText(/· [\d.]+ linhas?$/).textContent()) ?? '';
  return Number((/· ([\d.]+) linhas?$/.exec(texto)?.[1] ?? '0').replace(/\./g, ''));
}

async function ultimos7Dias(page: Page): Promise<void> {
  await page.getByRole('group', { name: 'Períodos' }).getByRole('button', { name: 'Últimos 7 dias' }).click();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

test('relatórios: the daily cash reconciles; receipts without gaps exported as shown; the revenue book; a saved view of the cash report; quotes by conversion', async ({ page }) => {
  test.slow();
  // The daily cash: every day of the last week reconciles (money in = revenue + change in deposits + refunds).
  await signIn(page, 'admin', SENHA_DEMO, '/relatorios/caixa-diario');
  await expect(page.getByRole('heading', { name: 'Relatório de caixa diário' })).toBeVisible();
  const diario = page.getByRole('table', { name: 'Relatório de caixa diário' });
  await expect(diario.locator('tbody tr:not([aria-hidden])')).toHaveCount(7);
  await expect(page.getByText('Todos os dias conferem: entradas = receita + variação dos depósitos + devoluções.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Caixas fechados' })).not.toContainText(/^Caixas fechados0$/);
  await expectAccessible(page);
  await screenshot(page, 'relatorios-caixa-diario');

  // The receipt control: no gap in the sequence; the CSV holds the table's cells and the count on screen.
  await page.goto('/relatorios/controle-recibo');
  await ultimos7Dias(page);
  const recibos = page.getByRole('table', { name: 'Controle de recibos' });
  await expect(recibos).toContainText('Juliana Ferraz Teixeira');
  await expect(recibos.getByText(/^Falta na sequência/)).toHaveCount(0);
  const n = await totalDeLinhas(page);
  expect(n).toBeGreaterThanOrEqual(9);
  const naTela = await linhasNaTela(recibos);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const arquivo = await download;
  expect(arquivo.suggestedFilename()).toMatch(/^Controle de recibos \d{4}-\d{2}-\d{2} a \d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await arquivo.path(), 'utf8')).replace(/^\uFEFF/, '').replace(/\u00a0/g, ' ').split('\r\n').filter((l) => l !== '');
  expect(csv[0]).toBe('Recibo;Emitido em;Tipo;Caixa;Operador;Pagador;Protocolo;Valor;Ocorrência');
  // The header, every row of the report, the totals row.
  expect(csv).toHaveLength(n + 2);
  naTela.slice(0, 5).forEach((celulas, i) => {
    expect(csv[i + 1]).toBe(celulas.map((c) => c.replace(/\u00a0/g, ' ')).join(';'));
  });
  expect(csv.at(-1)).toMatch(/^Total;;;;;;;R\$ [\d.]+,\d{2};$/);
  // The PDF: the same rows and the total.
  const pdf = await pdfImpresso(page, /\/relatorio\/controle-recibo\/pdf\?/, page.getByRole('button', { name: 'Imprimir PDF' }));
  const texto = pdf.texto.replace(/\s+/g, ' ');
  expect(texto).toContain('Controle de recibos');
  expect(texto).toContain(`${n.toLocaleString('pt-BR')} linhas.`);
  expect(texto).toContain(csv.at(-1)?.split(';')[7] ?? '?');
  // Only the flagged rows: cancellations (an earlier journey may have made one), never a gap.
  await page.getByRole('checkbox', { name: 'Só faltas e cancelamentos' }).check();
  await page.getByRole('button', { name: 'Gerar' }).click();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  for (const celulas of await linhasNaTela(recibos)) expect(celulas.at(-1)).toMatch(/^Cancelado em /);
  await expectAccessible(page);
  await screenshot(page, 'relatorios-controle-recibo');

  // The revenue book: the settled deposit of process 3, recognised on the day of its registration, with its book and page.
  await page.goto('/relatorios/livro-diario-auxiliar');
  await ultimos7Dias(page);
  const livro = page.getByRole('table', { name: 'Livro Diário Auxiliar da Receita e da Despesa' });
  await expect(livro.getByRole('row').filter({ hasText: /Registro nº [\d.]+, livro A-\d+, folha \d+/ }).first()).toBeVisible();
  await expect(page.getByRole('group', { name: 'Receita (emolumentos)' })).toContainText(/R\$\s[\d.]+,\d{2}/);
  await expectAccessible(page);
  await screenshot(page, 'relatorios-livro-diario');

  // The cash report by PIX, saved as a view of this month, applied again after another filter, then removed.
  await page.goto('/relatorios/caixa');
  await ultimos7Dias(page);
  const todas = await totalDeLinhas(page);
  await page.getByRole('combobox', { name: 'Forma de pagamento' }).selectOption({ label: 'PIX' });
  await page.getByRole('button', { name: 'Gerar' }).click();
  const caixa = page.getByRole('table', { name: 'Relatório de caixa' });
  await expect.poll(() => totalDeLinhas(page)).toBeLessThan(todas);
  for (const celulas of await linhasNaTela(caixa)) expect(celulas[6]).toBe('PIX');
  await page.getByRole('button', { name: 'Salvar como visão' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Salvar como visão' });
  await dialogo.getByRole('button', { name: 'Salvar visão' }).click();
  await expect(dialogo.getByText('Dê um nome à visão.')).toBeVisible();
  await dialogo.getByRole('textbox', { name: 'Nome' }).fill('PIX da semana');
  await dialogo.getByRole('combobox', { name: 'Período da visão' }).selectOption({ label: 'Últimos 7 dias' });
  await dialogo.getByRole('button', { name: 'Salvar visão' }).click();
  await mensagemDoServico(page, /^.*Visão "PIX da semana" salva\./);
  await expect(dialogo).toHaveCount(0);
  const visao = page.getByRole('combobox', { name: 'Visão salva' });
  await expect(visao.locator('option:checked')).toHaveText('PIX da semana');
  await page.getByRole('combobox', { name: 'Forma de pagamento' }).selectOption({ label: 'Todas' });
  await page.getByRole('button', { name: 'Gerar' }).click();
  await expect.poll(() => totalDeLinhas(page)).toBe(todas);
  await visao.selectOption({ label: 'PIX do mês' });
  await visao.selectOption({ label: 'PIX da semana' });
  await expect(page.getByRole('combobox', { name: 'Forma de pagamento' })).toHaveValue('PIX');
  await expect.poll(() => totalDeLinhas(page)).toBeLessThan(todas);
  await expectAccessible(page);
  await screenshot(page, 'relatorios-caixa');
  await page.getByRole('button', { name: 'Remover visão' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remover' }).click();
  await mensagemDoServico(page, /Visão "PIX da semana" removida\./);
  await expect(visao.locator('option', { hasText: 'PIX da semana' })).toHaveCount(0);

  // The quotes: only the converted ones (the demo's payment of today and process 7's intake).
  await page.goto('/relatorios/cotacao');
  await ultimos7Dias(page);
  const cotacoes = page.getByRole('table', { name: 'Relatório de cotações' });
  await expect(cotacoes).toContainText('Sindicato dos Artesãos de Goiás');
  await page.getByRole('combobox', { name: 'Conversão' }).selectOption({ label: 'Só convertidas' });
  await page.getByRole('button', { name: 'Gerar' }).click();
  await expect(cotacoes).not.toContainText('Sindicato dos Artesãos de Goiás');
  const convertidas = await linhasNaTela(cotacoes);
  expect(convertidas.map((c) => c[8])).toEqual(expect.arrayContaining([expect.stringMatching(/^Recibo nº \d+$/), 'Processo nº 7']));
  await expectAccessible(page);
  await screenshot(page, 'relatorios-cotacao');
});

test('livro de protocolo: the titles of the week in order, each day closed by its term with the count and the numbers, no gap', async ({ page }) => {
  await signIn(page, 'admin', SENHA_DEMO, '/relatorios/relatorio-livro-protocolo');
  await expect(page.getByRole('heading', { name: 'Livro de Protocolo' })).toBeVisible();
  await ultimos7Dias(page);
  const livro = page.getByRole('table', { name: 'Livro de Protocolo' });
  await expect(livro.getByText(/^Termo de encerramento: em \d{2}\/\d{2}\/\d{4} fo(i|ram) protocolados? /).first()).toBeVisible();
  await expect(livro.getByText(/^Falta na sequência/)).toHaveCount(0);
  // The whole book as exported: the titles card counts its protocols, and each term's numbers are its day's first and last.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const csv = (await readFile(await (await download).path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n').filter((l) => l !== '').map((l) => l.split(';'));
  expect(csv[0]).toEqual(['Nº de ordem', 'Data e hora', 'Natureza do título', 'Apresentante', 'Entidade', 'Resultado e anotações', 'Títulos', 'Ocorrência']);
  const linhas = csv.slice(1, -1);
  const protocolos = linhas.filter((l) => (l[0] ?? '') !== '');
  await expect(page.getByRole('group', { name: 'Títulos' })).toContainText(protocolos.length.toLocaleString('pt-BR'));
  let doDia: string[] = [];
  for (const l of linhas) {
    if (l[2] !== 'Termo de encerramento') {
      doDia.push(l[0] ?? '');
      continue;
    }
    expect(l[5]).toContain(doDia.length === 1 ? `1 título, o de nº ${doDia[0] ?? ''}.` : `${String(doDia.length)} títulos, do nº ${doDia[0] ?? ''} ao nº ${doDia.at(-1) ?? ''}.`);
    doDia = [];
  }
  expect(doDia).toEqual([]);
  await expectAccessible(page);
  await screenshot(page, 'relatorios-livro-protocolo');
});

test("produtividade: each person's exams, conferences and registrations of the last month with each step's average time, exported as shown; one person's alone", async ({ page }) => {
  await signIn(page, 'admin', SENHA_DEMO, '/relatorios/produtividade');
  await expect(page.getByRole('heading', { name: 'Relatório de produtividade' })).toBeVisible();
  // The demo's moves are of the last three weeks (and this run's journeys add today's).
  const br = (d: Date) => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(d);
  await page.getByRole('textbox', { name: 'De' }).fill(br(new Date(Date.now() - 30 * 86_400_000)));
  await page.getByRole('textbox', { name: 'Até' }).fill(br(new Date()));
  await page.getByRole('button', { name: 'Gerar' }).click();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const tabela = page.getByRole('table', { name: 'Relatório de produtividade' });
  const naTela = await linhasNaTela(tabela);
  // pessoa, grupos, exames, exigências, conferências, registros, and the three average times.
  const numero = (t: string | undefined) => Number((t ?? '0').replace(/\./g, ''));
  const oficial = naTela.find((l) => l[0] === 'Rafael Antunes Moreira');
  expect(numero(oficial?.[4])).toBeGreaterThanOrEqual(3);
  expect(numero(oficial?.[5])).toBeGreaterThanOrEqual(2);
  expect(oficial?.[7]).toMatch(/^\d+( d| h| min| s)/);
  expect(naTela.some((l) => numero(l[2]) > 0 && /^\d/.test(l[6] ?? ''))).toBe(true);
  // The CSV is the table: the same cells, then the totals, which the cards show.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const csv = (await readFile(await (await download).path(), 'utf8')).replace(/^\uFEFF/, '').replace(/\u00a0/g, ' ').split('\r\n').filter((l) => l !== '').map((l) => l.split(';'));
  expect(csv[0]).toEqual(['Pessoa', 'Grupos', 'Exames', 'Exigências', 'Conferências', 'Registros e averbações', 'Tempo médio do exame', 'Tempo médio da conferência', 'Tempo médio da conferência do oficial']);
  expect(csv.slice(1, -1)).toEqual(naTela);
  const total = csv.at(-1) ?? [];
  expect(numero(total[2])).toBe(naTela.reduce((s, l) => s + numero(l[2]), 0));
  await expect(page.getByRole('group', { name: 'Exames' })).toContainText(total[2] ?? '?');
  await expect(page.getByRole('group', { name: 'Tempo médio do exame' })).toContainText(total[6] ?? '?');
  await expectAccessible(page);
  await screenshot(page, 'relatorios-produtividade');
  // One person: the officer's row alone.
  await page.getByRole('combobox', { name: 'Pessoa' }).selectOption({ label: 'Rafael Antunes Moreira' });
  await page.getByRole('button', { name: 'Gerar' }).click();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  expect(await linhasNaTela(tabela)).toEqual([oficial]);
});

test('relatórios: the cashier sees the views but saves none, and has no quotes report', async ({ page }) => {
  await signIn(page, 'caixa', SENHA_DEMO, '/relatorios/caixa');
  await expect(page.getByRole('combobox', { name: 'Visão salva' }).locator('option', { hasText: 'PIX do mês' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Salvar como visão' })).toHaveCount(0);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Relatório de caixa diário' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Relatório de cotações' })).toHaveCount(0);
});

test('relatórios: the examiner has no reports', async ({ page }) => {
  await semAcesso(page, 'examinador', '/relatorios/caixa', 'Relatório de caixa');
});

test('relatórios: a period backwards is refused on its field, in words, and nothing is read', async ({ page }) => {
  await signIn(page, 'admin', SENHA_DEMO, '/relatorios/controle-recibo');
  await expect(page.getByText(/· [\d.]+ linhas?$/)).toBeVisible();
  await page.getByRole('textbox', { name: 'De' }).fill('30/11/2026');
  await page.getByRole('textbox', { name: 'Até' }).fill('01/11/2026');
  await page.getByRole('button', { name: 'Gerar' }).click();
  await expect(page.getByText('O último dia vem depois do primeiro: confira o período.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Até' }).fill('31/13/2026');
  await page.getByRole('button', { name: 'Gerar' }).click();
  await expect(page.getByText('Data inválida: use dd/mm/aaaa.')).toBeVisible();
});
