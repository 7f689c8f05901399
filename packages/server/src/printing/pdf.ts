/**
 * Printed documents (docs/architecture.md "Printing"): a PDF rendered from a pdfmake document definition, with the
 * office's letterhead, the moment it was printed and "Página x de y" on every page, and Roboto from the installed
 * pdfmake package (every Portuguese character; nothing is fetched at render time: URL access is refused, and only
 * the fonts' folder may be read from disk). An area builds the content; this module frames and renders it.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import QRCode from 'qrcode';

const FONTES = join(dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')), 'fonts', 'Roboto');

/** Roboto's regular face from the installed pdfmake: also the font of pages drawn with @napi-rs/canvas, which has none. */
export const ROBOTO = join(FONTES, 'Roboto-Regular.ttf');

// pdfmake is a process-wide singleton: its fonts and access policies are set once, here.
pdfmake.setFonts({
  Roboto: {
    normal: ROBOTO,
    bold: join(FONTES, 'Roboto-Medium.ttf'),
    italics: join(FONTES, 'Roboto-Italic.ttf'),
    bolditalics: join(FONTES, 'Roboto-MediumItalic.ttf'),
  },
});
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((caminho) => caminho.startsWith(FONTES));

/** The office's letterhead (configuration: RPJ_CARTORIO, RPJ_CARTORIO_ENDERECO). */
export interface Timbre {
  readonly cartorio: string;
  /** Address and contacts, one line; empty leaves it out. */
  readonly endereco: string;
  /** The office's state (UF): its rule of fees prices what the office charges. */
  readonly uf: string;
}

/** What every document needs from the server: the letterhead, the app's address (for links and QR codes), a clock. */
export interface Impressao {
  readonly timbre: Timbre;
  /** The web app's origin, e.g. http://localhost:8080. */
  readonly appOrigin: string;
  readonly agora: () => Date;
}

/** A document: its title (also the PDF's title) and its content. */
export interface DefinicaoDocumento {
  readonly titulo: string;
  readonly conteudo: Content;
  /** Printed across the page (a report's wide table). */
  readonly paisagem?: boolean;
}

const CINZA = '#555555';

/** Day and time in Brasília, as a person reads them: '25/11/2026 às 09:41'. */
function momento(data: Date): string {
  const partes = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' }).format(data);
  return partes.replace(', ', ' às ').replace(/\u00a0/g, ' ');
}

/** The full pdfmake definition: A4, letterhead above, the title, the content, the foot with the page numbers. */
export function definicaoCompleta(impressao: Impressao, documento: DefinicaoDocumento): TDocumentDefinitions {
  const { timbre } = impressao;
  const impresso = `Impresso em ${momento(impressao.agora())}`;
  const largura = documento.paisagem === true ? 762 : 515;
  return {
    pageSize: 'A4',
    ...(documento.paisagem === true ? { pageOrientation: 'landscape' as const } : {}),
    pageMargins: [40, 86, 40, 50],
    info: { title: documento.titulo, author: timbre.cartorio, creator: 'RPJ — Sistema de Registro de Pessoa Jurídica' },
    header: () => ({
      margin: [40, 28, 40, 0],
      stack: [
        { text: timbre.cartorio, bold: true, fontSize: 13 },
        ...(timbre.endereco === '' ? [] : [{ text: timbre.endereco, fontSize: 9, color: CINZA }]),
        { canvas: [{ type: 'line', x1: 0, y1: 6, x2: largura, y2: 6, lineWidth: 0.5, lineColor: '#999999' }] },
      ],
    }),
    footer: (pagina: number, paginas: number) => ({
      margin: [40, 18, 40, 0],
      columns: [
        { text: impresso, fontSize: 8, color: CINZA },
        { text: `Página ${String(pagina)} de ${String(paginas)}`, fontSize: 8, color: CINZA, alignment: 'right' },
      ],
    }),
    content: [{ text: documento.titulo, style: 'titulo' }, documento.conteudo],
    styles: {
      titulo: { fontSize: 16, bold: true, margin: [0, 0, 0, 12] },
      secao: { fontSize: 11, bold: true, margin: [0, 14, 0, 6] },
      cabecalho: { bold: true, fillColor: '#eeeeee' },
      rotulo: { color: CINZA },
    },
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.15 },
  };
}

/** Renders a document to a PDF. */
export async function renderizarPdf(impressao: Impressao, documento: DefinicaoDocumento): Promise<Buffer> {
  return pdfmake.createPdf(definicaoCompleta(impressao, documento)).getBuffer();
}

/** Millimetres in PDF points (1/72 in). */
export function mm(valor: number): number {
  return (valor * 72) / 25.4;
}

/**
 * A bare page's document: its margins (points), and what goes in the top or bottom margin of its last page (a stamp
 * where a model reserves it), placed from that margin's top-left corner.
 */
export interface FolhaLivre extends DefinicaoDocumento {
  readonly margens: readonly [number, number, number, number];
  readonly ultimaPagina?: { readonly margem: 'superior' | 'inferior'; readonly conteudo: Content };
}

/**
 * Renders a bare A4 page (label sheets, an act's model page): the fonts and the PDF's title and author, but no
 * letterhead and no foot — the paper is the office's own, and what goes on it is placed by the area.
 */
export async function renderizarFolha(impressao: Impressao, documento: FolhaLivre): Promise<Buffer> {
  const { ultimaPagina } = documento;
  return pdfmake
    .createPdf({
      pageSize: 'A4',
      pageMargins: [...documento.margens],
      ...(ultimaPagina === undefined ? {} : { [ultimaPagina.margem === 'superior' ? 'header' : 'footer']: (pagina: number, paginas: number) => (pagina === paginas ? ultimaPagina.conteudo : null) }),
      info: { title: documento.titulo, author: impressao.timbre.cartorio, creator: 'RPJ — Sistema de Registro de Pessoa Jurídica' },
      content: documento.conteudo,
      defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.15 },
    })
    .getBuffer();
}

/** A QR code image for a document (a PNG data URL pdfmake embeds), e.g. of a record's address. */
export async function qrCode(texto: string): Promise<string> {
  return QRCode.toDataURL(texto, { margin: 1, width: 256, errorCorrectionLevel: 'M' });
}

/**
 * `Content-Disposition` of a document shown in the browser (RFC 6266 + RFC 5987): an ASCII fallback in `filename`
 * and the real name, accents and dashes included, in `filename*` (a raw non-ASCII header would be refused by Node).
 */
export function disposicaoInline(nome: string): string {
  const ascii = nome
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const estrela = encodeURIComponent(nome).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `inline; filename="${ascii}"; filename*=UTF-8''${estrela}`;
}
