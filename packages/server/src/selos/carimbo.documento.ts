/**
 * The seal's stamp in print (issue 30): a framed box with the court's heading, the seal's codes, the act, the office,
 * the day and a QR code of the court's public lookup at its lower right — on adhesive label sheets (each stamp on its
 * label, from the position chosen) and on the office's model page of the act (the stamp where the model reserves it).
 */
import { CARIMBO_MODELO_MM, FOLHAS_ETIQUETA, formatarProtocolo, margensDoModelo, PAGINA_A4_MM, posicoesDasEtiquetas, preencherModelo, type Carimbo, type CodigoFolha, type ModeloSelo } from '@rpj/domain';
import type { Content, ContentTable } from 'pdfmake/interfaces.js';
import { mm, qrCode, type DefinicaoDocumento, type FolhaLivre } from '../printing/pdf.ts';

const CINZA = '#555555';

const respiro = mm(1.5);

/** A stamp boxed to `larguraMm` × `alturaMm` (the box drawn 1.5 mm inside it): the caller places it (a certificate prints one too). */
export async function carimbo(c: Carimbo, caixa: { readonly larguraMm: number; readonly alturaMm: number; readonly qrMm: number }): Promise<ContentTable> {
  const larguraInterna = mm(caixa.larguraMm) - 2 * respiro - 2 * 3;
  const cortado = (texto: string, max: number): string => (texto.length > max ? `${texto.slice(0, max - 1)}…` : texto);
  return {
    table: {
      widths: [larguraInterna],
      heights: [mm(caixa.alturaMm) - 2 * respiro - 2 * 3],
      body: [
        [
          {
            stack: [
              { text: c.cabecalho, fontSize: 5, bold: true, lineHeight: 1 },
              { text: c.titulo.toUpperCase(), fontSize: 6.5, bold: true, margin: [0, 1, 0, 2] },
              {
                columnGap: 4,
                columns: [
                  {
                    width: '*',
                    fontSize: 5.5,
                    lineHeight: 1.05,
                    stack: [
                      { text: c.selo, fontSize: 7, bold: true },
                      { text: `${c.validador.rotulo}: ${c.validador.valor}` },
                      { text: cortado(c.ato, 90), margin: [0, 2, 0, 0] },
                      // A certificate asked over the counter has no protocol: its day alone.
                      { text: c.protocolo > 0 ? `Protocolo nº ${formatarProtocolo(c.protocolo)} · ${c.data}` : c.data },
                      { text: cortado(c.cartorio, 80), color: CINZA },
                      { text: `Consulte: ${c.site}`, fontSize: 4.5, color: CINZA, margin: [0, 2, 0, 0] },
                    ],
                  },
                  { width: mm(caixa.qrMm), image: await qrCode(c.consulta), fit: [mm(caixa.qrMm), mm(caixa.qrMm)] },
                ],
              },
            ],
          },
        ],
      ],
    },
    layout: { hLineWidth: () => 0.4, vLineWidth: () => 0.4, hLineColor: () => '#999999', vLineColor: () => '#999999', paddingLeft: () => 3, paddingRight: () => 3, paddingTop: () => 3, paddingBottom: () => 3 },
  };
}

/** The name of a label printing's PDF. */
export function nomeArquivoEtiquetas(carimbos: readonly Carimbo[]): string {
  return carimbos.length === 1 ? `Etiqueta do selo ${carimbos[0]?.selo ?? ''}.pdf` : `Etiquetas de ${String(carimbos.length)} selos.pdf`;
}

/** The stamps on label sheets, from position `posicao` of the first sheet, row by row, on to further sheets. */
export async function documentoEtiquetas(carimbos: readonly Carimbo[], codigoFolha: CodigoFolha, posicao: number): Promise<DefinicaoDocumento> {
  const folha = FOLHAS_ETIQUETA[codigoFolha];
  const posicoes = posicoesDasEtiquetas(folha, posicao, carimbos.length);
  const folhas: Content[][] = [];
  for (const [i, c] of carimbos.entries()) {
    const p = posicoes[i];
    if (p === undefined) continue;
    (folhas[p.folha - 1] ??= []).push({ ...(await carimbo(c, { larguraMm: folha.larguraMm, alturaMm: folha.alturaMm, qrMm: 20 })), absolutePosition: { x: mm(p.xMm) + respiro, y: mm(p.yMm) + respiro } });
  }
  return {
    titulo: nomeArquivoEtiquetas(carimbos).replace(/\.pdf$/, ''),
    conteudo: folhas.map((stack, i) => (i === 0 ? { stack } : { stack, pageBreak: 'before' })),
  };
}

/** The name of a model page's PDF. */
export function nomeArquivoModelo(modelo: Pick<ModeloSelo, 'nome'>, c: Carimbo): string {
  return `${modelo.nome} – selo ${c.selo}.pdf`;
}

/** The office's model page of the act: its title, its text with the act's fields, and the stamp where it reserves it on the last page. */
export async function documentoModelo(modelo: ModeloSelo, c: Carimbo, entidade: { readonly nome: string; readonly cnpj: string }): Promise<FolhaLivre> {
  const margens = margensDoModelo(modelo);
  const superior = margens.superiorMm > 20;
  const texto = preencherModelo(modelo.texto, { cartorio: c.cartorio, entidade: entidade.nome, cnpj: entidade.cnpj, ato: c.ato, protocolo: formatarProtocolo(c.protocolo), data: c.data, selo: c.selo });
  return {
    titulo: `${modelo.nome} – selo ${c.selo}`,
    margens: [mm(25), mm(margens.superiorMm), mm(20), mm(margens.inferiorMm)],
    conteudo: [
      { text: modelo.nome, fontSize: 14, bold: true, alignment: 'center', margin: [0, 0, 0, 18] },
      ...texto.split('\n').map((linha): Content => ({ text: linha === '' ? ' ' : linha, alignment: 'justify', fontSize: 11, lineHeight: 1.4 })),
    ],
    // On the last page, where the model reserves it: in the band the text's margins keep free, above or below it.
    ultimaPagina: {
      margem: superior ? 'superior' : 'inferior',
      conteudo: {
        ...(await carimbo(c, { larguraMm: CARIMBO_MODELO_MM.largura, alturaMm: CARIMBO_MODELO_MM.altura, qrMm: 25 })),
        margin: [mm(modelo.carimboXMm) + respiro, mm(modelo.carimboYMm - (superior ? 0 : PAGINA_A4_MM.altura - margens.inferiorMm)) + respiro, 0, 0],
      },
    },
  };
}

