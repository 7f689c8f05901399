// Processes: one journey — a quote made at the counter, the clerk's box opened, the title taken in (presenter, a new
// entity, the act's checklist, the quote loaded, the prior deposit), the protocol and its verification code shown,
// the protocol receipt printed and read back, the process found in the list and opened, then the public lookup in a
// browser without a session: the right code shows the state and dates only, a wrong code is refused in Portuguese —
// with axe and screenshots; and its security cases: who may not take a title in has no intake, who only sees processes
// is offered neither moves nor corrections, and a supervisor's move asks for its reason.
import { expect, test } from '../support/fixtures.ts';
import { expectAccessible } from '../support/page-checks.ts';
import { pdfImpresso } from '../support/pdf.ts';
import { APP, mensagemDoServico, screenshot, semAcesso, SENHA_DEMO, signIn } from '../support/session.ts';


test('processos: a quote taken in with its deposit, the protocol receipt printed, the request looked up in public with its code', async ({ page, browser }) => {
  // A long journey (two people, a printed receipt, a public page): 25–30 s on a loaded 2-core machine.
  test.slow();
  // The quote, made at the counter by the intake clerk.
  await signIn(page, 'atendente', SENHA_DEMO, '/servico/cotacao');
  const item = page.getByRole('list', { name: 'Itens da cotação' }).getByRole('listitem').nth(0);
  await item.getByLabel('Serviço').selectOption({ label: '101 — Registro de estatuto ou ato constitutivo sem valor econômico (1ª página)' });
  await page.getByRole('textbox', { name: 'Solicitante' }).fill('Associação Amigos do Lago');
  // The total is priced as the items are chosen: read once it is there.
  await expect(page.getByRole('cell', { name: 'Total da cotação' })).not.toHaveText(/R\$\s0,00/);
  const total = ((await page.getByRole('cell', { name: 'Total da cotação' }).textContent()) ?? '').replace(/\u00a0/g, ' ');
  await page.getByRole('button', { name: 'Salvar cotação' }).click();
  const cotacao = /Cotação nº (\d+)/.exec(await mensagemDoServico(page, /Cotação nº \d+ registrada\./))?.[1] ?? '';

  // The clerk's own box, opened to take the deposit.
  await page.goto('/caixa/salvar');
  await page.getByLabel('Fundo de troco (R$)').fill('0,00');
  await page.getByRole('button', { name: 'Abrir caixa' }).click();
  await mensagemDoServico(page, /Caixa nº \d+ aberto\./);

  // The intake: what is missing is said before anything is sent.
  await page.goto('/processos/entrada');
  await expect(page.getByRole('heading', { name: 'Entrada de processo' })).toBeVisible();
  await page.getByRole('button', { name: 'Protocolar' }).click();
  await expect(page.getByText('Confira: Informe o nome de quem apresenta o título.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Nome' }).first().fill('Marcos Antônio Pires');
  await page.getByRole('textbox', { name: 'CPF ou CNPJ' }).fill('111.444.777-35');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('marcos@exemplo.com.br');
  await page.getByRole('textbox', { name: 'Nome proposto' }).fill('Associação Amigos do Lago');
  await page.getByRole('combobox', { name: 'Natureza jurídica' }).selectOption('3999');
  await page.getByRole('combobox', { name: 'Ato' }).selectOption('REGISTRO_CONSTITUICAO');
  await page.getByRole('checkbox', { name: 'Requerimento do representante legal' }).check();
  await page.getByRole('checkbox', { name: 'Estatuto com o visto de advogado' }).check();
  await page.getByLabel('Cotação nº').fill(cotacao);
  await page.getByRole('button', { name: 'Carregar cotação' }).click();
  await expect(page.getByRole('cell', { name: 'Total dos serviços' })).toHaveText(total);
  // What was typed survives a reload: a draft until the protocol is taken.
  await page.reload();
  await expect(page.getByText('Os dados que você digitou antes foram recuperados.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nome proposto' })).toHaveValue('Associação Amigos do Lago');
  await expect(page.getByRole('cell', { name: 'Total dos serviços' })).toHaveText(total);
  await expect(page.getByRole('checkbox', { name: /^Receber agora no caixa nº \d+$/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Valor (R$)' })).toHaveValue(total.replace('R$ ', ''));
  await page.getByRole('combobox', { name: 'Forma de pagamento' }).selectOption({ label: 'PIX' });
  await expectAccessible(page);
  await screenshot(page, 'processo-entrada');
  await page.getByRole('button', { name: 'Protocolar' }).click();

  // The protocol: its number, its code, the deposit received.
  const protocoloCard = page.getByRole('status', { name: 'Protocolo' });
  await expect(protocoloCard).toContainText('Protocolo nº');
  const textoProtocolo = (await protocoloCard.textContent()) ?? '';
  const protocolo = /Protocolo nº\s*([\d.]+)/.exec(textoProtocolo)?.[1]?.replace(/\./g, '') ?? '';
  const codigo = /([2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4})/.exec(textoProtocolo)?.[1] ?? '';
  expect(protocolo).toMatch(/^\d+$/);
  expect(codigo).not.toBe('');
  await expect(protocoloCard).toContainText(`Depósito de ${total} recebido`);
  await expectAccessible(page);
  await screenshot(page, 'processo-protocolado');

  // The receipt printed: the number and the code, the entity, the deposit.
  const { texto, tipo } = await pdfImpresso(page, /\/processo\/\d+\/comprovante$/, page.getByRole('button', { name: 'Imprimir comprovante' }));
  expect(tipo).toBe('application/pdf');
  expect(texto).toContain(codigo);
  expect(texto).toMatch(/Protocolo nº\s+[\d.]+/);
  expect(texto).toContain('Associação Amigos do Lago');
  expect(texto).toContain('consulta-solicitacao');

  // In the list, and opened: in exam, with its history.
  await page.goto(`/processos?protocolo=${protocolo}`);
  const linha = page.getByRole('table', { name: 'Processos' }).getByRole('row').filter({ hasText: 'Associação Amigos do Lago' });
  await expect(linha).toContainText('Em exame');
  await expect(linha).toContainText('Faltam 10 dias úteis');
  await expectAccessible(page);
  await screenshot(page, 'processos');
  await linha.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: /^Processo nº [\d.]+$/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Histórico do processo' })).toContainText('Distribuir para exame');
  await expectAccessible(page);

  // The public lookup, in a browser without a session, at a phone's width, with the keyboard alone.
  const publico = await browser.newContext({ viewport: { width: 390, height: 800 }, locale: 'pt-BR' });
  const fora = await publico.newPage();
  await fora.goto(`${APP}/consulta-solicitacao`);
  await expect(fora.getByRole('heading', { name: 'Consulta de solicitação' })).toBeVisible();
  // The screen puts the focus on the protocol's field; typing before it arrives loses the first keys (a fresh-clone
  // run typed "2" of "12").
  await expect(fora.getByRole('textbox', { name: 'Número do protocolo' })).toBeFocused();
  await fora.keyboard.type(protocolo);
  await fora.keyboard.press('Tab');
  await fora.keyboard.type(codigo.toLowerCase().replace(/-/g, ''));
  await fora.keyboard.press('Enter');
  const resultado = fora.getByRole('status', { name: 'Situação da solicitação' });
  await expect(resultado).toContainText('Em exame');
  await expect(resultado).toContainText('Prazo legal');
  await expect(fora.locator('body')).not.toContainText('Marcos');
  await expect(fora.locator('body')).not.toContainText('Amigos do Lago');
  await expectAccessible(fora);
  await screenshot(fora, 'consulta-solicitacao');
  // A wrong code: refused, the same words as a protocol that does not exist.
  await fora.getByRole('textbox', { name: 'Código de verificação' }).fill(codigo.startsWith('A') ? 'BBBB-BBBB-BBBB' : 'AAAA-AAAA-AAAA');
  await fora.keyboard.press('Enter');
  await expect(fora.getByRole('alert')).toContainText('Não encontramos uma solicitação com este protocolo e este código.');
  await expect(resultado).toHaveCount(0);
  await publico.close();
});

test('processos: who may not take a title in has no intake', async ({ page }) => {
  await semAcesso(page, 'examinador', '/processos/entrada', 'Entrada de processo');
});

test('processos: who only sees processes is offered neither a move nor a correction', async ({ page }) => {
  await signIn(page, 'oficial', SENHA_DEMO, '/processos/editar/1');
  await expect(page.getByRole('heading', { name: 'Processo nº 1' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Movimentar o processo' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Salvar correções' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveAttribute('readonly', '');
});

test('processos: a supervisor suspends a process only with a reason, and it shows in its history', async ({ page }) => {
  await signIn(page, 'admin', SENHA_DEMO, '/processos/editar/2');
  await page.getByRole('group', { name: 'Movimentar o processo' }).getByRole('button', { name: 'Suspender' }).click();
  const dialogo = page.getByRole('dialog');
  await dialogo.getByRole('button', { name: 'Suspender' }).click();
  await expect(dialogo).toContainText('Informe o motivo: ele fica no histórico do processo.');
  await dialogo.getByRole('textbox', { name: 'Motivo' }).fill('Aguardando ofício do juízo');
  await dialogo.getByRole('button', { name: 'Suspender' }).click();
  await mensagemDoServico(page, /Processo 2: suspenso\./);
  await expect(page.getByRole('table', { name: 'Histórico do processo' })).toContainText('Aguardando ofício do juízo');
  await expect(page.getByRole('group', { name: 'Movimentar o processo' }).getByRole('button', { name: 'Retomar' })).toBeVisible();
  await screenshot(page, 'processo-suspenso');
});
