/**
 * A receipt as a PDF (Lei 10.169/2000 art. 6; TJSC CNCGJ art. 464: the office, the sequential number, each act and
 * what was paid, the date): the acts with their fees, every component apart, how it was paid, and a cancellation
 * when there is one.
 */
import { formatDateTime, formatMoney, ROTULOS_METODO, type Recibo } from '@rpj/domain';
import type { Content, TableCell } from 'pdfmake/interfaces.js';
import type { DefinicaoDocumento } from '../printing/pdf.ts';
import { direita, tabelaComposicao } from '../servicos/cotacao.documento.ts';

export function nomeArquivoRecibo(r: Pick<Recibo, 'numero'>): string {
  return `Recibo nº ${String(r.numero)}.pdf`;
}

export function documentoRecibo(r: Recibo): DefinicaoDocumento {
  const conteudo: Content = [
    ...(r.cancelamento === undefined
      ? []
      : [{ text: `CANCELADO em ${formatDateTime(new Date(r.cancelamento.em))} por ${r.cancelamento.por}: ${r.cancelamento.motivo}`, bold: true, color: '#a4262c', margin: [0, 0, 0, 8] } as Content]),
    { text: `Emitido em ${formatDateTime(new Date(r.emitidoEm))} por ${r.usuario} · Caixa nº ${String(r.caixaId)}`, margin: [0, 0, 0, 4] },
    { text: `Recebemos de ${r.pagador}${r.documento === undefined ? '' : ` (${r.documento})`} a quantia de ${formatMoney(r.totalCentavos)}, pelos atos abaixo.`, margin: [0, 0, 0, 8] },
    {
      table: {
        headerRows: 1,
        widths: ['*', 40, 90, 90],
        body: [
          [{ text: 'Ato', style: 'cabecalho' }, direita('Qtd.', { style: 'cabecalho' }), direita('Emolumentos', { style: 'cabecalho' }), direita('Total', { style: 'cabecalho' })],
          ...r.itens.map((i): TableCell[] => [
            { text: [`${i.codigo} — ${i.descricao}`, ...(i.isencao === undefined ? [] : [{ text: `\nGratuito: ${i.isencao.fundamento}`, fontSize: 8 }])] },
            direita(String(i.quantidade)),
            direita(formatMoney(i.precificado.componentes.find((x) => x.codigo === 'EMOLUMENTO')?.centavos ?? 0)),
            direita(formatMoney(i.precificado.totalCentavos), { bold: true }),
          ]),
        ],
      },
      layout: 'lightHorizontalLines',
    },
    { text: 'Composição', style: 'secao' },
    tabelaComposicao(r.componentes, r.totalCentavos),
    { text: 'Pagamento', style: 'secao' },
    { table: { widths: ['*', 100], body: r.parcelas.map((p): TableCell[] => [ROTULOS_METODO[p.metodo], direita(formatMoney(p.valorCentavos))]) }, layout: 'lightHorizontalLines' },
  ];
  return { titulo: `Recibo nº ${String(r.numero)}`, conteudo };
}
