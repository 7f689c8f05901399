/** Reading a printed document back in the tests: each page's text as pdfjs-dist extracts it, a page drawn to pixels. */
import jsQR from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { desenharPaginaPdf } from '../src/digitalizacoes/leitura.ts';

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

/**
 * A document's whole text, its pages one after another, as one run of words: lines break where the content's
 * lengths put them (a name of varying length moves every break after it), so a test reads words, not lines.
 */
export async function textoDoPdf(pdf: Blob): Promise<string> {
  return (await paginas(new Uint8Array(await pdf.arrayBuffer()))).join('\n').replace(/\s+/g, ' ');
}

/** A page drawn at `dpi`, as a PNG and as RGBA pixels. */
export interface PaginaDesenhada {
  readonly png: Buffer;
  readonly rgba: Uint8ClampedArray;
  readonly width: number;
  readonly height: number;
  readonly dpi: number;
}

/** Page `n` (from 1) of a PDF drawn at `dpi` by pdfjs onto @napi-rs/canvas (the service's own drawing). */
export async function desenharPagina(pdf: Uint8Array, n = 1, dpi = 150): Promise<PaginaDesenhada> {
  const doc = await getDocument({ data: pdf.slice() }).promise;
  const canvas = await desenharPaginaPdf(await doc.getPage(n), dpi / 72);
  const { data, width, height } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  const png = await canvas.encode('png');
  await doc.destroy();
  return { png, rgba: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width, height, dpi };
}

/** The text of the QR code drawn in a page's region (millimetres from its top-left corner; the whole page if none). */
export function lerQrCode(p: PaginaDesenhada, regiao?: { readonly xMm: number; readonly yMm: number; readonly larguraMm: number; readonly alturaMm: number }): string | undefined {
  if (regiao === undefined) return jsQR(p.rgba, p.width, p.height)?.data;
  const px = (mm: number): number => Math.round((mm / 25.4) * p.dpi);
  const [x0, y0, w, h] = [px(regiao.xMm), px(regiao.yMm), Math.min(px(regiao.larguraMm), p.width - px(regiao.xMm)), Math.min(px(regiao.alturaMm), p.height - px(regiao.yMm))];
  const recorte = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y++) recorte.set(p.rgba.subarray(((y0 + y) * p.width + x0) * 4, ((y0 + y) * p.width + x0 + w) * 4), y * w * 4);
  return jsQR(recorte, w, h)?.data;
}
