/** A quote as a PDF (the printing module): its number, the date its prices are of, each item with every component, and the total. */
import { formatMoney, isoParaBr, type Cotacao } from '@rpj/domain';
import type { Content, TableCell } from 'pdfmake/interfaces.js';
import type { DefinicaoDocumento } from '../printing/pdf.ts';

export function nomeArquivoCotacao(c: Pick<Cotacao, 'numero'>): string {
  return `Cotação nº ${String(c.numero)}.pdf`;
}

export function documentoCotacao(c: Cotacao): DefinicaoDocumento {
  const direita = (texto: string, extra: Record<string, unknown> = {}): TableCell => ({ text: texto, alignment: 'right', ...extra });
  const itens: TableCell[][] = c.itens.map((i) => [
    { text: `${i.codigo} — ${i.descricao}${i.isencao === undefined ? '' : ` (gratuito: ${i.isencao.fundamento})`}` },
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
    {
      table: {
        widths: ['*', 100],
        body: [...c.componentes.map((x): TableCell[] => [x.nome, direita(formatMoney(x.centavos))]), [{ text: 'Total', bold: true }, direita(formatMoney(c.totalCentavos), { bold: true })]],
      },
      layout: 'lightHorizontalLines',
    },
    { text: 'Cotação sem valor de recibo: os valores são os da tabela em vigor na data de referência e podem mudar com a lei. Uma cotação não abre protocolo.', fontSize: 8, margin: [0, 12, 0, 0] },
  ];
  return { titulo: `Cotação nº ${String(c.numero)}`, conteudo };
}
