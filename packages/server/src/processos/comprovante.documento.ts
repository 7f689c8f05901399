/**
 * The protocol receipt (comprovante de protocolo) as a PDF (domain-rcpj §1.2: "protocol receipt to presenter"): the
 * order number, date and time, the kind of act, the entity, the presenter, the legal deadline, the documents
 * presented, the services and the prior deposit, and the verification code with where to look the request up.
 */
import { formatarCodigo, formatarProtocolo, isoParaBr, formatDateTime, formatMoney, ROTULOS_SITUACAO_PROCESSO, type Processo } from '@rpj/domain';
import type { Content, TableCell } from 'pdfmake/interfaces.js';
import type { DefinicaoDocumento } from '../printing/pdf.ts';
import { direita } from '../servicos/cotacao.documento.ts';

export function nomeArquivoComprovante(p: Pick<Processo, 'protocolo'>): string {
  return `Comprovante do protocolo ${String(p.protocolo)}.pdf`;
}

export function documentoComprovante(p: Processo, appOrigin: string): DefinicaoDocumento {
  const linha = (rotulo: string, valor: string): TableCell[] => [{ text: rotulo, bold: true }, valor];
  const conteudo: Content = [
    {
      table: {
        widths: [150, '*'],
        body: [
          linha('Protocolo nº', formatarProtocolo(p.protocolo)),
          linha('Apresentado em', formatDateTime(new Date(p.protocoladoEm))),
          linha('Ato', p.tipoAtoNome),
          linha('Entidade', p.empresaNome),
          linha('Apresentante', p.apresentante.nome),
          linha('Prazo legal', `${isoParaBr(p.prazo) ?? p.prazo} (dias úteis contados do protocolo)`),
          linha('Situação', ROTULOS_SITUACAO_PROCESSO[p.situacao]),
        ],
      },
      layout: 'noBorders',
      margin: [0, 0, 0, 8],
    },
    { text: 'Documentos apresentados', style: 'secao' },
    {
      ul: p.documentos.length === 0 ? ['Nenhum'] : p.documentos.map((d) => `${d.nome}${d.apresentado ? '' : ' — não apresentado'}`),
      margin: [0, 0, 0, 8],
    },
    { text: 'Serviços', style: 'secao' },
    {
      table: {
        headerRows: 1,
        widths: ['*', 40, 90],
        body: [
          [{ text: 'Serviço', style: 'cabecalho' }, direita('Qtd.', { style: 'cabecalho' }), direita('Valor', { style: 'cabecalho' })],
          ...p.itens.map((i): TableCell[] => [`${i.codigo} — ${i.descricao}`, direita(String(i.quantidade)), direita(formatMoney(i.precificado.totalCentavos))]),
          [{ text: 'Total estimado', bold: true }, '', direita(formatMoney(p.totalCentavos), { bold: true })],
        ],
      },
      layout: 'lightHorizontalLines',
    },
    ...(p.deposito === undefined
      ? []
      : ([{ text: `Depósito prévio: ${formatMoney(p.deposito.valorCentavos)} (recibo nº ${String(p.deposito.reciboNumero)}), acertado quando o ato for praticado.`, margin: [0, 8, 0, 0] }] as Content[])),
    { text: 'Acompanhe sua solicitação', style: 'secao' },
    { text: `Em ${appOrigin}/consulta-solicitacao, com o número do protocolo e este código de verificação:`, margin: [0, 0, 0, 4] },
    { text: formatarCodigo(p.codigoVerificacao), fontSize: 20, bold: true, margin: [0, 0, 0, 4] },
    { text: 'Guarde este comprovante: o código não é reenviado por telefone.', fontSize: 9 },
  ];
  return { titulo: `Comprovante de protocolo nº ${formatarProtocolo(p.protocolo)}`, conteudo };
}
