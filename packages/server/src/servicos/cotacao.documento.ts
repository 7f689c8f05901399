/** A quote as a PDF (the printing module): its number, the date its prices are of, each item with every component, and the total. */
import { formatMoney, HIPOTESES_ISENCAO, isoParaBr, type Cotacao, type Isencao } from '@rpj/domain';
import type { Content, TableCell } from 'pdfmake/interfaces.js';
import type { DefinicaoDocumento } from '../printing/pdf.ts';

export function nomeArquivoCotacao(c: Pick<Cotacao, 'numero'>): string {
  return `Cotação nº ${String(c.numero)}.pdf`;
}

/** 'Gratuito (Gratuidade por ordem judicial): processo 123' — why an item is free, as the quote says it. */
function gratuidade(i: Isencao): string {
  return `Gratuito (${HIPOTESES_ISENCAO.find((h) => h.codigo === i.hipotese)?.nome ?? i.hipotese}): ${i.fundamento}`;
}

/** A cell of figures, aligned right. */
export function direita(texto: string, extra: Record<string, unknown> = {}): TableCell {
  return { text: texto, alignment: 'right', ...extra };
}

/** The sum by component (emolumentos, Taxa Judiciária, each fund, the seal, the ISS) and the total, as a table: a quote's and a receipt's. */
export function tabelaComposicao(componentes: Cotacao['componentes'], totalCentavos: number): Content {
  return {
    table: {
      widths: ['*', 100],
      body: [...componentes.map((x): TableCell[] => [x.nome, direita(formatMoney(x.centavos))]), [{ text: 'Total', bold: true }, direita(formatMoney(totalCentavos), { bold: true })]],
    },
    layout: 'lightHorizontalLines',
  };
}

export function documentoCotacao(c: Cotacao): DefinicaoDocumento {
  const itens: TableCell[][] = c.itens.map((i) => [
    { text: [`${i.codigo} — ${i.descricao}`, ...(i.isencao === undefined ? [] : [{ text: `\n${gratuidade(i.isencao)}`, fontSize: 8 }])] },
    direita(String(i.quantidade)),
    direita(i.valorDeclaradoCentavos === undefined ? '—' : formatMoney(i.valorDeclaradoCentavos)),
    direita(formatMoney(i.precificado.componentes.find((x) => x.codigo === 'EMOLUMENTO')?.centavos ?? 0)),
    direita(formatMoney(i.precificado.totalCentavos), { bold: true }),
  ]);
  const conteudo: Content = [
    { text: `Data de referência dos valores: ${isoParaBr(c.dataReferencia) ?? c.dataReferencia}${c.cliente === undefined ? '' : ` · Solicitante: ${c.cliente}`}`, margin: [0, 0, 0, 8] },
    {
      table: {
        headerRows: 1,
        widths: ['*', 40, 80, 80, 80],
        body: [
          [{ text: 'Serviço', style: 'cabecalho' }, direita('Qtd.', { style: 'cabecalho' }), direita('Valor declarado', { style: 'cabecalho' }), direita('Emolumentos', { style: 'cabecalho' }), direita('Total', { style: 'cabecalho' })],
          ...itens,
        ],
      },
      layout: 'lightHorizontalLines',
    },
    { text: 'Composição', style: 'secao' },
    tabelaComposicao(c.componentes, c.totalCentavos),
    { text: `Selos de fiscalização: ${String(c.itens.reduce((n, i) => n + i.precificado.selos, 0))} (um por ato que leva selo, gratuitos inclusive).`, margin: [0, 8, 0, 0] },
    { text: 'Cotação sem valor de recibo: os valores são os da tabela em vigor na data de referência e podem mudar com a lei. Uma cotação não abre protocolo.', fontSize: 8, margin: [0, 12, 0, 0] },
  ];
  return { titulo: `Cotação nº ${String(c.numero)}`, conteudo };
}
