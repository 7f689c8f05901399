/** The registration certificate endorsed on the title: what was registered or averbated, where, when and by whom. */
import { endossoDoRegistro, formatarProtocolo, isoParaBr, rotuloLivro, type RegistroLancado } from '@rpj/domain';
import type { Content, TableCell } from 'pdfmake/interfaces.js';
import type { DefinicaoDocumento } from '../printing/pdf.ts';

export function nomeArquivoCertidao(r: Pick<RegistroLancado, 'protocolo'>): string {
  return `Certidão de registro do protocolo ${String(r.protocolo)}.pdf`;
}

export function documentoCertidao(r: RegistroLancado): DefinicaoDocumento {
  const linha = (rotulo: string, valor: string): TableCell[] => [{ text: rotulo, bold: true }, valor];
  const conteudo: Content = [
    { text: 'Certifico que o título apresentado foi lançado como segue:', margin: [0, 0, 0, 8] },
    {
      table: {
        widths: [150, '*'],
        body: [
          linha('Protocolo nº', formatarProtocolo(r.protocolo)),
          linha('Entidade', r.empresaNome),
          ...(r.especie === 'REGISTRO'
            ? [linha('Registro nº', String(r.numero ?? '')), linha('Livro', r.livro === undefined ? '' : rotuloLivro(r.livro)), linha('Folha', String(r.folha ?? ''))]
            : [linha('Averbação', `Av.${String(r.averbacao ?? '')}`)]),
          linha('Data', isoParaBr(r.data) ?? r.data),
        ],
      },
      layout: 'noBorders',
      margin: [0, 0, 0, 12],
    },
    { text: endossoDoRegistro(r), margin: [0, 0, 0, 24] },
    { text: '______________________________________', margin: [0, 24, 0, 0] },
    { text: `${r.oficial.nome} — oficial` },
  ];
  return { titulo: `Certidão de registro — protocolo nº ${formatarProtocolo(r.protocolo)}`, conteudo };
}
