// Certificates: a request from a registered process — the office first registering its certificate service with its
// fee, from the form's own link (nothing seeds one: a fee is the office's, by its state's table) — → paid at the
// clerk's box → signed and sealed by whom may sign today → the PDF → checked on the public page by the code printed
// on it (a forged one refused); a person without the permission is kept out.
import { expect } from '@playwright/test';
import { test } from '../support/fixtures.ts';
import { expectAccessible } from '../support/page-checks.ts';
import { pdfImpresso } from '../support/pdf.ts';
import { APP, mensagemDoServico, screenshot, semAcesso, SENHA_DEMO, signIn } from '../support/session.ts';

test('certidões: the office registers its certificate service → request → pay → sign and seal → PDF → public check, in pt-BR', async ({ page, browser }) => {
  // The demo's process 3 is registered: its entity's summary. The catalogue has no certificate service yet: the form
  // says so and links whom may edit services to the new service's form.
  await signIn(page, 'admin', SENHA_DEMO, '/certidao/gerar/3');
  await expect(page.getByRole('heading', { name: 'Gerar certidão' })).toBeVisible();
  const semServico = page.getByText('Não há serviço ativo de certidão no catálogo para o ato “Certidão em breve relato”.');
  await expect(semServico).toBeVisible();
  await screenshot(page, 'certidao-sem-servico');
  await page.getByRole('link', { name: 'Novo serviço' }).click();
  await expect(page.getByRole('heading', { name: 'Novo serviço' })).toBeVisible();
  // The office's code and fee, as it types its state's table (the test's values).
  await page.getByRole('textbox', { name: 'Código', exact: true }).fill('501');
  await page.getByLabel('Descrição').fill('Certidão em breve relato, por quesitos ou de busca');
  await page.getByLabel('Tipo de ato').selectOption({ label: 'Certidão em breve relato' });
  await page.getByRole('button', { name: 'Valor fixo' }).click();
  const tabela = page.getByRole('list', { name: 'Tabelas de emolumentos' }).getByRole('listitem', { name: 'Tabela 1' });
  await tabela.getByLabel('Vigente de').fill('01012026');
  await tabela.getByLabel('Emolumentos (R$)').fill('40,00');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Serviço cadastrado com sucesso!');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();

  await page.goto('/certidao/gerar/3');
  await expect(page.getByText(/^Valor da certidão: R\$\s?[\d.,]+, pelo serviço 501 — Certidão em breve relato, por quesitos ou de busca/)).toBeVisible();
  await expect(semServico).toHaveCount(0);
  await page.getByRole('button', { name: 'Pedir certidão' }).click();
  await expect(page.getByText('Informe quem pede a certidão.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Requerente', exact: true }).fill('Maria das Dores Lima');
  await page.getByLabel('CPF ou CNPJ do requerente').fill('529.982.247-25');
  await expectAccessible(page);
  await screenshot(page, 'certidao-pedido');
  await page.getByRole('button', { name: 'Pedir certidão' }).click();
  const numero = /Certidão nº (\d+) pedida/.exec(await mensagemDoServico(page, /Certidão nº \d+ pedida; prazo até \d\d\/\d\d\/\d{4}\./))?.[1] ?? '';
  await expect(page.getByRole('heading', { name: `Certidão nº ${numero} — Breve relato` })).toBeVisible();
  const endereco = page.url();
  await expect(page.getByRole('region', { name: 'Texto da certidão' })).toContainText('CERTIFICO, a pedido de Maria das Dores Lima');

  // The clerk's box: opened here when it is not open yet.
  const pagamento = page.getByRole('region', { name: 'Pagamento' });
  if (await pagamento.getByRole('link', { name: 'Abrir caixa' }).isVisible()) {
    await pagamento.getByRole('link', { name: 'Abrir caixa' }).click();
    await page.getByLabel('Fundo de troco (R$)').fill('0,00');
    await page.getByRole('button', { name: 'Abrir caixa' }).click();
    await mensagemDoServico(page, /Caixa nº \d+ aberto\./);
    await page.goto(endereco);
  }
  await pagamento.getByRole('combobox', { name: 'Forma de pagamento' }).selectOption({ label: 'PIX' });
  await pagamento.getByRole('button', { name: /^Receber R\$/ }).click();
  await mensagemDoServico(page, new RegExp(`Certidão nº ${numero} paga: recibo nº \\d+\\.`));

  const assinatura = page.getByRole('region', { name: 'Assinatura e selo' });
  await expect(assinatura.getByRole('combobox', { name: 'Responsável assinante' })).toContainText('Helena Duarte Ribeiro — Oficial');
  await assinatura.getByRole('button', { name: 'Assinar e selar' }).click();
  await mensagemDoServico(page, new RegExp(`Certidão nº ${numero} emitida, assinada por Helena Duarte Ribeiro\\.`));
  const emitida = page.getByRole('region', { name: 'Certidão emitida' });
  const codigo = /Código de verificação: ([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/.exec((await emitida.textContent()) ?? '')?.[1] ?? '';
  expect(codigo).toHaveLength(14);
  await expectAccessible(page);
  await screenshot(page, 'certidao-emitida');

  const { texto, tipo } = await pdfImpresso(page, /\/certidao\/\d+\/pdf$/, emitida.getByRole('button', { name: 'Imprimir certidão (PDF)' }));
  expect(tipo).toBe('application/pdf');
  for (const trecho of [`Certidão nº ${numero} — Breve relato`, 'CERTIFICO, a pedido de Maria das Dores Lima', 'Alterações posteriores', 'Helena Duarte Ribeiro', `Código: ${codigo}`]) expect(texto).toContain(trecho);

  // Anyone, without signing in, by the QR code's address.
  const anonimo = await browser.newContext({ locale: 'pt-BR' });
  const publico = await anonimo.newPage();
  await publico.goto(`${APP}/verificar-certidao?codigo=${codigo}`);
  const resultado = publico.getByRole('status', { name: 'Certidão autêntica' });
  await expect(resultado).toContainText('Certidão autêntica: emitida por este cartório.');
  await expect(resultado).toContainText(`Número${numero}`);
  await expect(resultado).toContainText('TipoBreve relato');
  await expectAccessible(publico);
  await screenshot(publico, 'verificar-certidao');
  const alterado = `${codigo.slice(0, 13)}${codigo.endsWith('A') ? 'B' : 'A'}`;
  await publico.getByLabel('Código de verificação').fill(alterado);
  await publico.getByRole('button', { name: 'Verificar' }).click();
  await expect(publico.getByRole('alert')).toContainText('Não encontramos uma certidão emitida com este código.');
  await anonimo.close();

  await page.goto('/certidao');
  await expect(page.getByRole('table', { name: 'Certidões' }).getByRole('row').filter({ hasText: 'Maria das Dores Lima' })).toContainText('Emitida');
  await expectAccessible(page);
  await screenshot(page, 'certidoes');
});

test('certidões: whoever lacks the permission is kept out of the screens', async ({ page }) => {
  // Everyone sees the certificates (the USER group); asking and issuing need CRIAR_ and EDITAR_CERTIDOES.
  await semAcesso(page, 'examinador', '/certidao/gerar', 'Gerar certidão');
  await page.goto('/certidao');
  await expect(page.getByRole('table', { name: 'Certidões' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pedir certidão' })).toHaveCount(0);
});
