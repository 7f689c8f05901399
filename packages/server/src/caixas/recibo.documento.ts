/**
 * A receipt as a PDF (Lei 10.169/2000 art. 6; TJSC CNCGJ art. 464: the office, the sequential number, each act and
 * what was paid, the date): the acts with their fees, every component apart, how it was paid, and a cancellation
 * when there is one.
 */
import { formatDateTime, formatMoney, ROTULOS_METODO, ROTULOS_TIPO_RECIBO, type Recibo, enderecoConsultaSelo } from '@rpj/domain';
import type { Content, TableCell } from 'pdfmake/interfaces.js';
import type { DefinicaoDocumento } from '../printing/pdf.ts';
import { direita, tabelaComposicao } from '../servicos/cotacao.documento.ts';

export function nomeArquivoRecibo(r: Pick<Recibo, 'numero'>): string {
  return `Recibo nº ${String(r.numero)}.pdf`;
}

/** The receipt's opening sentence: who paid (or was paid back) what, and for what. */
function declaracao(r: Recibo): string {
  const quem = `${r.pagador}${r.documento === undefined ? '' : ` (${r.documento})`}`;
  const protocolo = r.protocolo ?? '';
  switch (r.tipo) {
    case 'DEPOSITO':
      return `Recebemos de ${quem} a quantia de ${formatMoney(r.totalCentavos)} como depósito prévio do protocolo ${protocolo}: um adiantamento, acertado quando o ato for praticado ou o protocolo cancelado.`;
    case 'LIQUIDACAO':
      return r.itens.length === 0
        ? `Liquidação do depósito prévio do protocolo ${protocolo}, de ${quem}: protocolo cancelado, nenhum ato cobrado.`
        : `Liquidação do depósito prévio do protocolo ${protocolo}, de ${quem}: os atos abaixo, que somam ${formatMoney(r.totalCentavos)}.`;
    case 'DEVOLUCAO':
      return `Devolvemos a ${quem} a quantia de ${formatMoney(r.totalCentavos)}, diferença do depósito prévio do protocolo ${protocolo}.`;
    case 'PAGAMENTO':
      return `Recebemos de ${quem} a quantia de ${formatMoney(r.totalCentavos)}, pelos atos abaixo.`;
  }
}

export function documentoRecibo(r: Recibo): DefinicaoDocumento {
  const acerto = r.deposito;
  const conteudo: Content = [
    ...(r.cancelamento === undefined
      ? []
      : [{ text: `CANCELADO em ${formatDateTime(new Date(r.cancelamento.em))} por ${r.cancelamento.por}: ${r.cancelamento.motivo}`, bold: true, color: '#a4262c', margin: [0, 0, 0, 8] } as Content]),
    { text: `${ROTULOS_TIPO_RECIBO[r.tipo]} · Emitido em ${formatDateTime(new Date(r.emitidoEm))} por ${r.usuario} · Caixa nº ${String(r.caixaId)}`, margin: [0, 0, 0, 4] },
    { text: declaracao(r), margin: [0, 0, 0, 8] },
    ...(r.itens.length === 0
      ? []
      : ([
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
        ] as Content[])),
    ...(r.selos === undefined || r.selos.length === 0
      ? []
      : [{ text: `${r.selos.length === 1 ? 'Selo' : 'Selos'} de fiscalização: ${r.selos.map((s) => s.codigo).join(', ')} · consulta em ${enderecoConsultaSelo(r.selos[0]?.tribunal ?? 'GO', '', '').replace(/\?.*$/, '')}`, margin: [0, 8, 0, 0] } as Content]),
    ...(acerto === undefined
      ? []
      : ([
          { text: 'Acerto do depósito prévio', style: 'secao' },
          {
            table: {
              widths: ['*', 100],
              body: [
                ['Depósito aplicado aos atos', direita(formatMoney(acerto.aplicadoCentavos))],
                ['Complemento cobrado', direita(formatMoney(acerto.complementoCentavos))],
                ['Diferença a devolver', direita(formatMoney(acerto.devolucaoCentavos))],
              ],
            },
            layout: 'lightHorizontalLines',
          },
        ] as Content[])),
    ...(r.parcelas.length === 0
      ? []
      : ([
          { text: r.tipo === 'DEVOLUCAO' ? 'Devolução' : 'Pagamento', style: 'secao' },
          { table: { widths: ['*', 100], body: r.parcelas.map((p): TableCell[] => [ROTULOS_METODO[p.metodo], direita(formatMoney(p.valorCentavos))]) }, layout: 'lightHorizontalLines' },
        ] as Content[])),
  ];
  return { titulo: `Recibo nº ${String(r.numero)}`, conteudo };
}
