/**
 * The requirement note (nota devolutiva; domain-rcpj §1.4) as a PDF: the protocol, the act, the entity, the presenter,
 * the round, every requirement numbered with its legal ground, the deadline to meet them, what happens if they are
 * not met, the right to ask for a dúvida, and who examined.
 */
import { formatarProtocolo, formatDateTime, isoParaBr, type Exame } from '@rpj/domain';
import type { Content, TableCell } from 'pdfmake/interfaces.js';
import type { DefinicaoDocumento } from '../printing/pdf.ts';

export function nomeArquivoNota(e: Pick<Exame, 'protocolo' | 'rodada'>): string {
  return `Nota de exigência do protocolo ${String(e.protocolo)} (exame ${String(e.rodada)}).pdf`;
}

export function documentoNota(e: Exame): DefinicaoDocumento {
  const linha = (rotulo: string, valor: string): TableCell[] => [{ text: rotulo, bold: true }, valor];
  const prazo = e.prazoExigencia === undefined ? undefined : (isoParaBr(e.prazoExigencia) ?? e.prazoExigencia);
  const conteudo: Content = [
    {
      table: {
        widths: [150, '*'],
        body: [
          linha('Protocolo nº', formatarProtocolo(e.protocolo)),
          linha('Ato', e.tipoAtoNome),
          linha('Entidade', e.empresaNome),
          linha('Apresentante', e.apresentante.nome),
          linha('Exame', `${String(e.rodada)}º, em ${formatDateTime(new Date(e.decididoEm))}`),
          ...(prazo === undefined ? [] : [linha('Prazo para cumprimento', `${prazo} (dias úteis)`)]),
        ],
      },
      layout: 'noBorders',
      margin: [0, 0, 0, 8],
    },
    { text: 'O título foi examinado e não pode ser registrado enquanto não forem cumpridas as exigências abaixo.', margin: [0, 0, 0, 8] },
    { text: 'Exigências', style: 'secao' },
    {
      ol: e.exigencias.map((x) => ({ stack: [x.texto, { text: `Fundamento: ${x.fundamento}`, color: '#444444', fontSize: 9, margin: [0, 2, 0, 6] }] })),
      margin: [0, 0, 0, 8],
    },
    ...(e.observacao === undefined ? [] : ([{ text: 'Observação', style: 'secao' }, { text: e.observacao, margin: [0, 0, 0, 8] }] as Content[])),
    { text: 'Como prosseguir', style: 'secao' },
    {
      ul: [
        `Cumpra todas as exigências${prazo === undefined ? '' : ` até ${prazo}`} e reapresente o título no cartório: ele será examinado de novo, no mesmo protocolo e com a mesma prioridade.`,
        'Vencido o prazo sem cumprimento, o protocolo é cancelado e o depósito prévio, acertado.',
        'Se discordar de alguma exigência, você pode requerer por escrito que o oficial suscite dúvida ao juiz competente (Lei 6.015/1973, art. 198, por analogia): o protocolo fica preservado até a decisão.',
      ],
      margin: [0, 0, 0, 16],
    },
    { text: `Examinado por ${e.examinador.nome}.` },
  ];
  return { titulo: `Nota de exigência — protocolo nº ${formatarProtocolo(e.protocolo)}`, conteudo };
}
