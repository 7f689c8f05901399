// Scanning: one journey — the counter clerk attaches three files to demo process 3 at once (two page images drawn by
// the browser with Portuguese text, and a spreadsheet named .pdf), sees each file's progress and the whole's, the
// disguised one refused under its name, the two kept; their text is read in the background until the archive says it
// is searchable; a word from a page (without its accent, in the singular) finds it with the passage — with axe and
// screenshots; and its security case: who only sees the archive has no upload.
import { expect, test } from '../support/fixtures.ts';
import { expectAccessible } from '../support/page-checks.ts';
import { screenshot, signIn } from '../support/session.ts';

test('digitalização: three files sent at once, a disguised one refused, the others read and found by a word', async ({ page }) => {
  await signIn(page, 'atendente', undefined, '/digitalizar');
  await expect(page.getByRole('heading', { name: 'Digitalização' })).toBeVisible();
  // A scanned page, drawn by the browser: black text on white, as a PNG.
  const desenhar = (linhas: readonly string[]): Promise<string> =>
    page.evaluate((l) => {
      const canvas = Object.assign(document.createElement('canvas'), { width: 1600, height: 140 + l.length * 80 });
      const ctx = canvas.getContext('2d');
      if (ctx === null) return '';
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      ctx.fillStyle = '#111111';
      ctx.font = '52px sans-serif';
      l.forEach((linha, i) => {
        ctx.fillText(linha, 60, 110 + i * 80);
      });
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    }, linhas);
  const ata = Buffer.from(await desenhar(['Ata da assembleia geral de fundação da', 'Associação dos Pescadores do Araguaia,', 'realizada na sede social em Goiânia.']), 'base64');
  const lista = Buffer.from(await desenhar(['Lista de presença dos associados fundadores.']), 'base64');

  // Before the process, nothing goes.
  await page.getByLabel('Arquivos digitalizados').setInputFiles({ name: 'ata.png', mimeType: 'image/png', buffer: ata });
  await expect(page.getByText('Informe o protocolo do processo ao qual os arquivos pertencem.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Protocolo do processo' }).fill('3');
  await page.getByLabel('Arquivos digitalizados').setInputFiles([
    { name: 'ata de fundação.png', mimeType: 'image/png', buffer: ata },
    { name: 'planilha.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Nome;CPF\nAna;123\n') },
    { name: 'lista de presença.png', mimeType: 'image/png', buffer: lista },
  ]);
  const enviados = page.getByRole('table', { name: 'Arquivos enviados' });
  await expect(page.getByText('Total: 2 de 3 guardados · 1 recusado')).toBeVisible();
  await expect(enviados.getByRole('row').filter({ hasText: 'planilha.pdf' })).toContainText('O arquivo “planilha.pdf” não é um PDF nem uma imagem PNG ou JPEG (pelo conteúdo, não pelo nome)');
  await expect(enviados.getByRole('row').filter({ hasText: 'ata de fundação.png' })).toContainText('Guardado');
  await expect(page.getByRole('progressbar', { name: 'Total: 2 de 3 guardados · 1 recusado' })).toHaveAttribute('aria-valuenow', '1');

  // The archive follows the reading until the text is searchable.
  const acervo = page.getByRole('table', { name: 'Acervo do processo nº 3' });
  await expect(acervo.getByRole('row').filter({ hasText: 'ata de fundação.png' })).toContainText('Texto pesquisável', { timeout: 60_000 });
  await expect(acervo.getByRole('row').filter({ hasText: 'lista de presença.png' })).toContainText('Texto pesquisável', { timeout: 60_000 });
  // Removing needs REMOVER_DIGITALIZACOES, which the counter clerk has not.
  await expect(acervo.getByRole('button', { name: /^Remover / })).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'digitalizacao-envio');

  // Found by a word, without its accent and in the singular.
  await page.getByRole('textbox', { name: 'Palavras do documento' }).fill('pescador goiania');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  const achados = page.getByRole('table', { name: 'Páginas encontradas' });
  await expect(achados.getByRole('row').filter({ hasText: 'ata de fundação.png' })).toContainText('Pescadores');
  await expect(achados.getByRole('row').filter({ hasText: 'lista de presença.png' })).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'digitalizacao-pesquisa');

  // On the process's screen, the documents with their thumbnails and the page; the keyboard moves through the pages.
  await page.goto('/processos/editar/3');
  const documentos = page.getByRole('tablist', { name: 'Documentos digitalizados' });
  await documentos.getByRole('tab', { name: 'ata de fundação.png' }).click();
  await expect(page.getByRole('group', { name: 'Páginas de ata de fundação.png' }).getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('img', { name: 'Página 1 de ata de fundação.png' })).toBeVisible();
  await page.getByRole('region', { name: /^Página 1 de 1 de ata de fundação\.png/ }).press('End');
  await expect(page.getByText('Página 1 de 1', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'digitalizacao-visualizador');
});

test('digitalização: who only sees the archive has no upload', async ({ page }) => {
  await signIn(page, 'oficial', undefined, '/digitalizar');
  await expect(page.getByRole('heading', { name: 'Digitalização' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Escolher arquivos' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Palavras do documento' })).toBeVisible();
});
