/** Reading a printed document back in the tests: each page's text as pdfjs-dist extracts it. */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Each page's text, items joined as pdfjs splits them (a line's end kept, no-break spaces as spaces). */
export async function paginas(pdf: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: pdf.slice() }).promise;
  const textos: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const conteudo = await (await doc.getPage(n)).getTextContent();
    textos.push(conteudo.items.map((i) => ('str' in i ? `${i.str}${i.hasEOL ? '\n' : ' '}` : '')).join('').replace(/\u00a0/g, ' ').replace(/[ \t]+/g, ' '));
  }
  await doc.destroy();
  return textos;
}

/** A document's whole text, its pages one after another. */
export async function textoDoPdf(pdf: Blob): Promise<string> {
  return (await paginas(new Uint8Array(await pdf.arrayBuffer()))).join('\n');
}
