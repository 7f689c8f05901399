/** Reading back a PDF the app printed. */
import type { Locator, Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A PDF's text, pages joined. */
export async function textoDoPdf(bytes: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const partes: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const conteudo = await (await doc.getPage(n)).getTextContent();
    partes.push(conteudo.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  await doc.destroy();
  return partes.join('\n').replace(/\u00a0/g, ' ');
}

/**
 * The PDF a print button opens in a new tab, as text: the service's answer to the document's address is awaited, and
 * fetched again with the same token by the test (the page's fetch keeps no body for the test to read).
 */
export async function pdfImpresso(page: Page, endereco: RegExp, botao: Locator): Promise<{ readonly texto: string; readonly tipo: string | undefined }> {
  const [resposta, aba] = await Promise.all([page.waitForResponse((r) => endereco.test(r.url()) && r.status() === 200), page.waitForEvent('popup'), botao.click()]);
  const autorizacao = (await resposta.request().headerValue('authorization')) ?? '';
  const pdf = await page.request.get(resposta.url(), { headers: { authorization: autorizacao } });
  // The person reads it and closes the tab, back to the screen.
  await aba.close();
  return { texto: await textoDoPdf(await pdf.body()), tipo: pdf.headers()['content-type'] };
}
