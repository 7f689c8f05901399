// The DBE conferral: one journey — the examiner opens demo process 2 (an amendment of an entity on record), is told
// on its field that a control number is malformed, pastes the matching DBE's number whole, sees every line confer and
// confers it; then looks up a DBE built with another name, sees that line flagged, is asked the reason to reject it,
// and rejects it — both in the process's history; a DBE the Redesim does not have is said so — with axe and
// screenshots; and its security case: who may not see exams cannot open the screen.
import { expect, test } from '../support/fixtures.ts';
import { expectAccessible } from '../support/page-checks.ts';
import { mensagemDoServico, screenshot, semAcesso, signIn } from '../support/session.ts';

// Demo DBEs (server dbe/dbe.demo.ts): process 2's matching one, and the one with another name.
const CONFERE = 'GO26000020 - 20260000020000';
const OUTRO_NOME = { recibo: 'GO26000022', identificacao: '20260000020002' };

test('dbe: a matching DBE conferred, one with another name rejected with the reason, one the Redesim does not have', async ({ page }) => {
  await signIn(page, 'examinador', undefined, '/processos/dbe/2');
  await expect(page.getByRole('heading', { name: 'DBE do processo nº 2' })).toBeVisible();
  const recibo = page.getByRole('textbox', { name: 'Recibo' });
  const identificacao = page.getByRole('textbox', { name: 'Identificação' });

  // Malformed: said on the field, before asking the service.
  await recibo.fill('GO123');
  await page.getByRole('button', { name: 'Consultar DBE' }).click();
  await expect(page.getByText('Recibo: informe a UF e os 8 dígitos do número de controle do DBE (ex.: GO12345678).')).toBeVisible();

  // Pasted whole, the control number fills both halves; every line confers.
  await recibo.fill(CONFERE);
  await expect(identificacao).toHaveValue('20260000020000');
  await identificacao.press('Enter');
  const comparacao = page.getByRole('table', { name: 'DBE comparado com o processo e o cadastro' });
  await expect(page.getByText('O DBE confere com o processo e o cadastro da entidade.')).toBeVisible();
  await expect(comparacao.getByRole('row').filter({ hasText: 'Denominação' })).toContainText('Confere');
  await expect(comparacao.getByRole('row').filter({ hasText: 'Quadro de sócios' }).first()).toContainText('Confere');
  await expectAccessible(page);
  await screenshot(page, 'dbe-confere');
  await page.getByRole('button', { name: 'Conferir DBE' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Conferir' }).click();
  await mensagemDoServico(page, /DBE GO26000020 - 20260000020000 conferido no processo nº 2\./);
  const conferidos = page.getByRole('table', { name: 'DBEs conferidos neste processo' });
  await expect(conferidos.getByRole('row').filter({ hasText: 'GO26000020' })).toContainText('Conferido');

  // Another name: that line flagged (in words, not only in colour); rejected only with the reason.
  await recibo.fill(OUTRO_NOME.recibo);
  await identificacao.fill(OUTRO_NOME.identificacao);
  await page.getByRole('button', { name: 'Consultar DBE' }).click();
  await expect(page.getByText('O DBE diverge em 1 ponto: confira as linhas marcadas “Diverge”.')).toBeVisible();
  await expect(comparacao.getByRole('row').filter({ hasText: 'Denominação' })).toContainText('Diverge');
  await page.getByRole('button', { name: 'Conferir DBE' }).click();
  await expect(page.getByText('O DBE diverge em 1 ponto: justifique a conferência, ou rejeite o DBE.')).toBeVisible();
  await page.getByRole('button', { name: 'Rejeitar DBE' }).click();
  await expect(page.getByText('Diga por que o DBE é rejeitado: o motivo vai ao histórico do processo.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Motivo' }).fill('O nome no DBE não é o do estatuto registrado.');
  await expectAccessible(page);
  await screenshot(page, 'dbe-diverge');
  await page.getByRole('button', { name: 'Rejeitar DBE' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Rejeitar' }).click();
  await mensagemDoServico(page, /DBE GO26000022 - 20260000020002 rejeitado no processo nº 2\./);
  await expect(conferidos.getByRole('row').filter({ hasText: 'GO26000022' })).toContainText('Rejeitado');
  await expect(conferidos.getByRole('row').filter({ hasText: 'GO26000022' })).toContainText('Denominação');
  const historico = page.getByRole('table', { name: /Histórico/ });
  await expect(historico).toContainText('DBE rejeitado');
  await expect(historico).toContainText('O nome no DBE não é o do estatuto registrado.');
  await expect(historico).toContainText('DBE conferido');

  // A number the Redesim does not have.
  await recibo.fill('GO99999999');
  await identificacao.fill('20269999999999');
  await page.getByRole('button', { name: 'Consultar DBE' }).click();
  await mensagemDoServico(page, /O DBE GO99999999 - 20269999999999 não foi encontrado na Redesim/);
  await expect(comparacao).toHaveCount(0);
});

test('dbe: who may not see exams cannot open the screen', async ({ page }) => {
  await semAcesso(page, 'atendente', '/processos/dbe/2', 'DBE');
});
