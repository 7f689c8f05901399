// The exam: one journey — the examiner finds a process in the group's queue, opens its exam, is told what is missing,
// writes a requirement from a legal ground of the list and another by hand, emits the note, prints it and sends it
// by e-mail (the sending followed until the SMTP server has it); the counter records the presenter's re-entry on the
// process; the examiner finds the title fit in a second round, and another examiner's analysis confirms it for the
// conference, where the officer ticks the act's list item by item and sends it to the officer's conference, where the
// officer registers it in Livro A (the new association's record created), prints and issues the registration
// certificate, and the counter delivers the title — with axe and screenshots; and its security case:
// who may not see exams has no queue.
import { expect, test } from '../support/fixtures.ts';
import { expectAccessible } from '../support/page-checks.ts';
import { pdfImpresso } from '../support/pdf.ts';
import { mensagemDoServico, screenshot, semAcesso, SENHA_DEMO, signIn } from '../support/session.ts';

const ENTIDADE = 'Clube de Xadrez Cavalo Branco';

test('exames: a requirement note by e-mail, the re-entry at the counter, the title fit in a second round, confirmed by the analysis, conferred, registered and delivered', async ({ page, browser }) => {
  // The whole workflow in one journey, five people's sessions: longer than one screen's test.
  test.slow();
  // The group's queue, the oldest deadline first: the demo's chess club waits for its first exam.
  await signIn(page, 'admin', SENHA_DEMO, '/processos/exames');
  await page.getByRole('combobox', { name: 'Fila' }).selectOption('GRUPO');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  const linha = page.getByRole('table', { name: 'Fila de exames' }).getByRole('row').filter({ hasText: ENTIDADE });
  await expect(linha).toContainText('1º exame');
  await expectAccessible(page);
  await screenshot(page, 'exames-fila');
  await linha.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: /^Exame do processo nº \d+$/ })).toBeVisible();
  const protocolo = /nº (\d+)/.exec((await page.getByRole('heading', { name: /^Exame do processo/ }).textContent()) ?? '')?.[1] ?? '';

  // Nothing written: the note needs its requirements, each with its ground.
  await page.getByRole('button', { name: 'Emitir nota de exigência' }).click();
  await expect(page.getByText('Inclua ao menos uma exigência, com o texto e o fundamento legal.')).toBeVisible();
  // A ground of the list gives its model text; another requirement is written by hand.
  await page.getByRole('group', { name: 'Exigência 1' }).getByRole('combobox', { name: /Fundamento legal da exigência 1/ }).selectOption({ label: 'Código Civil, art. 54' });
  await expect(page.getByRole('textbox', { name: 'Texto da exigência 1', exact: true })).toHaveValue(/estatuto/);
  await page.getByRole('button', { name: 'Adicionar exigência' }).click();
  await page.getByRole('textbox', { name: 'Texto da exigência 2', exact: true }).fill('Reconhecer a firma do presidente no requerimento de registro.');
  await page.getByRole('button', { name: 'Emitir nota de exigência' }).click();
  await expect(page.getByText('Informe o fundamento legal: escolha um da lista ou escreva-o.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Fundamento da exigência 2, como será impresso' }).fill('Lei 6.015/1973, art. 121');
  await page.getByRole('checkbox', { name: /Sede na circunscrição/ }).check();
  await expectAccessible(page);
  await screenshot(page, 'exame-decisao');
  await page.getByRole('button', { name: 'Emitir nota de exigência' }).click();
  const confirmacao = page.getByRole('dialog');
  await expect(confirmacao).toContainText('2 exigências na nota. O apresentante terá 20 dias úteis para cumpri-las');
  await confirmacao.getByRole('button', { name: 'Emitir a nota' }).click();
  await mensagemDoServico(page, new RegExp(`Processo ${protocolo}: nota de exigência emitida\\.`));
  const rodadas = page.getByRole('table', { name: 'Exames do processo' });
  await expect(rodadas).toContainText('2 exigências, cumprir até');

  // The note printed: each requirement with its ground.
  const nota = await pdfImpresso(page, /\/exame\/\d+\/nota$/, page.getByRole('button', { name: 'Imprimir a nota do 1º exame' }));
  expect(nota.tipo).toBe('application/pdf');
  expect(nota.texto).toContain('Reconhecer a firma do presidente');
  expect(nota.texto).toContain('Fundamento: Lei 6.015/1973, art. 121');

  // By e-mail to the presenter, followed on the round's page until it has gone.
  await rodadas.getByRole('link', { name: 'Detalhes do 1º exame' }).click();
  await expect(page.getByRole('heading', { name: `1º exame do processo nº ${protocolo}` })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar por e-mail' }).click();
  const envio = page.getByRole('dialog');
  await expect(envio.getByRole('textbox', { name: 'E-mail' })).toHaveValue('ana@exemplo.com.br');
  await envio.getByRole('button', { name: 'Enviar' }).click();
  await mensagemDoServico(page, /Nota de exigência na fila de envio para ana@exemplo\.com\.br\./);
  await expect(page.getByRole('table', { name: 'Envios da nota' })).toContainText('Enviado', { timeout: 20_000 });
  await expectAccessible(page);
  await screenshot(page, 'exame-detalhes');

  // The presenter is back: the counter records the re-entry on the process.
  const balcao = await browser.newContext({ locale: 'pt-BR' });
  const atendente = await balcao.newPage();
  await signIn(atendente, 'atendente', SENHA_DEMO, `/processos/editar/${protocolo}`);
  const abertas = atendente.getByRole('list', { name: 'Exigências em aberto' });
  await expect(abertas.getByRole('listitem')).toHaveCount(2);
  await atendente.getByRole('button', { name: 'Registrar reingresso' }).click();
  const reingresso = atendente.getByRole('dialog');
  await reingresso.getByRole('textbox', { name: 'O que o apresentante trouxe (exigência 2)' }).fill('Requerimento com firma reconhecida.');
  await expectAccessible(atendente);
  await screenshot(atendente, 'processo-reingresso');
  await reingresso.getByRole('button', { name: 'Registrar reingresso' }).click();
  await mensagemDoServico(atendente, new RegExp(`Processo ${protocolo}: reingresso registrado`));
  await expect(atendente.getByRole('table', { name: 'Histórico do processo' })).toContainText('2 de 2 exigências cumpridas, segundo o apresentante.');
  await balcao.close();

  // The second round: the title is fit.
  await page.goto(`/processos/exames/processo/${protocolo}`);
  await expect(page.getByRole('heading', { name: 'Decisão do 2º exame' })).toBeVisible();
  await page.getByRole('button', { name: 'Título apto' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar: título apto' }).click();
  await mensagemDoServico(page, new RegExp(`Processo ${protocolo}: título apto\\.`));
  await expect(page.getByRole('table', { name: 'Exames do processo' }).getByRole('row')).toHaveCount(3);
  await expect(page.getByText('Título apto no exame: aguarda a análise, antes da conferência.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Histórico do processo' })).toContainText('Aprovar no exame');
  await expectAccessible(page);
  await screenshot(page, 'exame-apto');

  // The analysis: a second look by another examiner, who confirms it for the conference.
  const outro = await browser.newContext({ locale: 'pt-BR' });
  const analista = await outro.newPage();
  await signIn(analista, 'examinador', SENHA_DEMO, '/processos/analise');
  const apto = analista.getByRole('table', { name: 'Análise' }).getByRole('row').filter({ hasText: ENTIDADE });
  await expect(apto).toContainText('Apto no 2º exame');
  await expectAccessible(analista);
  await screenshot(analista, 'analise-fila');
  await apto.getByRole('link').first().click();
  await expect(analista.getByRole('heading', { name: `Análise do processo nº ${protocolo}` })).toBeVisible();
  await expectAccessible(analista);
  await screenshot(analista, 'analise');
  await analista.getByRole('button', { name: 'Confirmar o exame' }).click();
  await analista.getByRole('dialog').getByRole('button', { name: 'Confirmar e enviar à conferência' }).click();
  await mensagemDoServico(analista, new RegExp(`Processo ${protocolo}: exame confirmado; segue para a conferência\\.`));
  await expect(analista.getByText('Exame confirmado: o título está na conferência.')).toBeVisible();
  await expect(analista.getByRole('table', { name: 'Análises do processo' })).toContainText('Exame confirmado');
  await outro.close();

  // The conference: the act's list ticked item by item, each with who ticked it, then to the officer's conference.
  const cartorio = await browser.newContext({ locale: 'pt-BR' });
  const oficial = await cartorio.newPage();
  await signIn(oficial, 'oficial', SENHA_DEMO, '/processos/conferencia');
  await oficial.getByRole('table', { name: 'Conferência' }).getByRole('row').filter({ hasText: ENTIDADE }).getByRole('link').first().click();
  await expect(oficial.getByRole('heading', { name: `Conferência do processo nº ${protocolo}` })).toBeVisible();
  const itens = oficial.getByRole('group', { name: 'Itens da conferência' }).getByRole('checkbox');
  await itens.first().check();
  await expect(oficial.getByText(/Conferido por Rafael Antunes Moreira em/).first()).toBeVisible();
  await oficial.getByRole('button', { name: 'Conferido', exact: true }).click();
  await expect(oficial.getByText(/Marque cada item conferido: falta/)).toBeVisible();
  for (const item of await itens.all()) {
    if (!(await item.isChecked())) {
      await item.check();
    }
  }
  await expect(oficial.getByText(/Conferido por Rafael/)).toHaveCount(await itens.count());
  await expectAccessible(oficial);
  await screenshot(oficial, 'conferencia');
  await oficial.getByRole('button', { name: 'Conferido', exact: true }).click();
  await oficial.getByRole('dialog').getByRole('button', { name: 'Enviar à conferência do oficial' }).click();
  await mensagemDoServico(oficial, new RegExp(`Processo ${protocolo}: conferido; segue para a conferência do oficial\\.`));
  // The same screen is now the officer's conference (the demo's officer may do both).
  await expect(oficial.getByRole('heading', { name: `Conferência do oficial do processo nº ${protocolo}` })).toBeVisible();

  // The officer's conference: the list ticked again, the object of the new association, the registration in Livro A.
  await oficial.goto('/processos/conferencia/oficial');
  await oficial.getByRole('table', { name: 'Conferência do oficial' }).getByRole('row').filter({ hasText: ENTIDADE }).getByRole('link').first().click();
  await expect(oficial.getByRole('heading', { name: `Conferência do oficial do processo nº ${protocolo}` })).toBeVisible();
  for (const item of await itens.all()) await item.check();
  await expect(oficial.getByText(/Conferido por Rafael/)).toHaveCount(await itens.count());
  await oficial.getByRole('button', { name: 'Registrar', exact: true }).click();
  await expect(oficial.getByText('Informe o objeto (finalidade) da entidade, como está no estatuto registrado.')).toBeVisible();
  await oficial.getByRole('textbox', { name: 'Objeto (finalidade) da entidade' }).fill('Promover o ensino e a prática do xadrez.');
  await expectAccessible(oficial);
  await screenshot(oficial, 'conferencia-oficial');
  await oficial.getByRole('button', { name: 'Registrar', exact: true }).click();
  await oficial.getByRole('dialog').getByRole('button', { name: 'Registrar no livro' }).click();
  await mensagemDoServico(oficial, new RegExp(`Processo ${protocolo}: registrado sob o nº \\d+, folha \\d+\\.`));
  const registro = oficial.getByRole('region', { name: 'Registro' });
  await expect(registro).toContainText(/Registrado sob o nº \d+ no Livro A-\d+, folha \d+/);
  const certidao = await pdfImpresso(oficial, /\/registro\/processo\/\d+\/certidao$/, registro.getByRole('button', { name: 'Imprimir certidão de registro' }));
  expect(certidao.tipo).toBe('application/pdf');
  expect(certidao.texto).toContain(ENTIDADE);
  expect(certidao.texto).toMatch(/Registrado sob o nº \d+ no Livro A-\d+/);
  await registro.getByRole('button', { name: 'Emitir certidão' }).click();
  await mensagemDoServico(oficial, new RegExp(`Processo ${protocolo}: certidão de registro emitida`));
  await expectAccessible(oficial);
  await screenshot(oficial, 'registro');
  await cartorio.close();

  // The presenter collects the title at the counter.
  const entrega = await browser.newContext({ locale: 'pt-BR' });
  const balcao2 = await entrega.newPage();
  await signIn(balcao2, 'atendente', SENHA_DEMO, `/processos/editar/${protocolo}`);
  await balcao2.getByRole('group', { name: 'Movimentar o processo' }).getByRole('button', { name: 'Entregar' }).click();
  await balcao2.getByRole('dialog').getByRole('button', { name: 'Entregar' }).click();
  await mensagemDoServico(balcao2, new RegExp(`Processo ${protocolo}: entregue\\.`));
  await entrega.close();
});

test('exames: who may not see exams has no queue', async ({ page }) => {
  await semAcesso(page, 'atendente', '/processos/exames', 'Exames');
});
