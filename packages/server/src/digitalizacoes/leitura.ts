/**
 * Reading a scanned file (issue 31) by its content: its kind by the bytes' signature, a PDF opened by pdfjs-dist (a
 * password or a broken structure said in words, its pages counted), an image decoded by @napi-rs/canvas; and its pages
 * drawn as PNG images for the OCR — a PDF's at 200 dpi, an image as it is.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createCanvas, loadImage, type Canvas } from '@napi-rs/canvas';
import { DIGITALIZACAO_MAXIMO, imagemCompleta, mensagemArquivoIlegivel, problemaDoArquivo, tipoPeloConteudo, type TipoDigitalizado } from '@rpj/domain';
import { getDocument, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ApiError } from '../http/api-error.ts';

const PDFJS = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

async function abrirPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  // A plain Uint8Array copy (pdfjs takes the buffer over, and refuses a Buffer). Fonts from the package (a text PDF's
  // pages are drawn too); no eval.
  return getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, standardFontDataUrl: `${join(PDFJS, 'standard_fonts')}/`, verbosity: 0 }).promise;
}

/** What a kept file is: its kind and how many pages it has. */
export interface ArquivoLido {
  readonly tipo: TipoDigitalizado;
  readonly paginas: number;
}

/** Reads a file through: refused (422, its name said) when empty, too big, of another kind, corrupt or protected. */
export async function lerDigitalizado(nome: string, bytes: Uint8Array): Promise<ArquivoLido> {
  const problema = problemaDoArquivo(nome, bytes.length, bytes);
  if (problema !== undefined) throw new ApiError(422, problema);
  const tipo = tipoPeloConteudo(bytes);
  if (tipo === undefined) throw new ApiError(422, mensagemArquivoIlegivel(nome, 'corrompido'));
  if (tipo !== 'application/pdf') {
    if (!imagemCompleta(tipo, bytes)) throw new ApiError(422, mensagemArquivoIlegivel(nome, 'corrompido'));
    try {
      const imagem = await loadImage(Buffer.from(bytes));
      if (imagem.width === 0 || imagem.height === 0) throw new Error('no pixels');
    } catch {
      throw new ApiError(422, mensagemArquivoIlegivel(nome, 'corrompido'));
    }
    return { tipo, paginas: 1 };
  }
  let doc: PDFDocumentProxy;
  try {
    doc = await abrirPdf(bytes);
  } catch (erro) {
    throw new ApiError(422, mensagemArquivoIlegivel(nome, (erro as { name?: string }).name === 'PasswordException' ? 'protegido' : 'corrompido'));
  }
  try {
    if (doc.numPages > DIGITALIZACAO_MAXIMO.paginas) throw new ApiError(422, mensagemArquivoIlegivel(nome, 'paginas'));
    // Every page must open: a truncated file fails here rather than in the reading later.
    for (let n = 1; n <= doc.numPages; n++) await doc.getPage(n);
    return { tipo, paginas: doc.numPages };
  } catch (erro) {
    if (erro instanceof ApiError) throw erro;
    throw new ApiError(422, mensagemArquivoIlegivel(nome, 'corrompido'));
  } finally {
    await doc.destroy();
  }
}

/** A PDF page drawn on a white canvas, `escala` pixels per point. */
export async function desenharPaginaPdf(pagina: PDFPageProxy, escala: number): Promise<Canvas> {
  const viewport = pagina.getViewport({ scale: escala });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  // pdfjs takes a DOM canvas; @napi-rs/canvas implements the part it draws with.
  await pagina.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
  return canvas;
}

/** An image file drawn `largura` pixels wide (its own width when none is asked). */
async function desenharImagem(bytes: Uint8Array, largura?: number): Promise<Canvas> {
  const imagem = await loadImage(Buffer.from(bytes));
  const escala = largura === undefined ? 1 : largura / imagem.width;
  const canvas = createCanvas(Math.max(1, Math.round(imagem.width * escala)), Math.max(1, Math.round(imagem.height * escala)));
  canvas.getContext('2d').drawImage(imagem, 0, 0, canvas.width, canvas.height);
  return canvas;
}

/** Each page as a PNG image, in order (a PDF's drawn at `dpi`). */
export async function* paginasComoImagem(tipo: TipoDigitalizado, bytes: Uint8Array, dpi = 200): AsyncGenerator<{ readonly numero: number; readonly total: number; readonly png: Buffer }> {
  if (tipo !== 'application/pdf') {
    yield { numero: 1, total: 1, png: await (await desenharImagem(bytes)).encode('png') };
    return;
  }
  const doc = await abrirPdf(bytes);
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      const pagina = await doc.getPage(n);
      yield { numero: n, total: doc.numPages, png: await (await desenharPaginaPdf(pagina, dpi / 72)).encode('png') };
      pagina.cleanup();
    }
  } finally {
    await doc.destroy();
  }
}

/** Page `numero` as a PNG `largura` pixels wide (a thumbnail, or the page for reading): a PDF's drawn by pdfjs-dist. */
export async function paginaComoImagem(tipo: TipoDigitalizado, bytes: Uint8Array, numero: number, largura: number): Promise<{ readonly png: Buffer; readonly largura: number; readonly altura: number }> {
  let canvas: Canvas;
  if (tipo !== 'application/pdf') canvas = await desenharImagem(bytes, largura);
  else {
    const doc = await abrirPdf(bytes);
    try {
      const pagina = await doc.getPage(numero);
      canvas = await desenharPaginaPdf(pagina, largura / pagina.getViewport({ scale: 1 }).width);
    } finally {
      await doc.destroy();
    }
  }
  return { png: await canvas.encode('png'), largura: canvas.width, altura: canvas.height };
}
