/**
 * A report as a PDF: the filters in words, the same columns and rows the screen shows (cells written by the domain's
 * textoDaCelula), the totals row, and a flagged row in red — across the page, with the letterhead and page numbers of
 * every printed document.
 */
import { colunaNumerica, descricaoDoFiltro, textoDaCelula, textoDoTotal, totaisDoRelatorio, type DefinicaoRelatorio, type FiltroRelatorio, type LinhaRelatorio } from '@rpj/domain';
import type { Content, TableCell } from 'pdfmake/interfaces.js';
import type { DefinicaoDocumento } from '../printing/pdf.ts';

export function nomeArquivoRelatorio(def: DefinicaoRelatorio, f: FiltroRelatorio): string {
  return `${def.titulo} ${f.de} a ${f.ate}.pdf`;
}


export function documentoRelatorio(def: DefinicaoRelatorio, f: FiltroRelatorio, linhas: readonly LinhaRelatorio[], nomes: { readonly grupo?: string; readonly servico?: string }): DefinicaoDocumento {
  const totais = totaisDoRelatorio(def.colunas, linhas);
  const iAlerta = def.alerta === undefined ? -1 : def.colunas.findIndex((c) => c.chave === def.alerta);
  const alinhamento = (i: number): 'right' | 'left' => (colunaNumerica(def.colunas[i]?.tipo ?? 'texto') ? 'right' : 'left');
  const cabecalho: TableCell[] = def.colunas.map((c, i) => ({ text: c.titulo, style: 'cabecalho', alignment: alinhamento(i) }));
  const corpo: TableCell[][] = linhas.map((l) => {
    const alerta = iAlerta >= 0 && typeof l[iAlerta] === 'string' && l[iAlerta] !== '';
    return def.colunas.map((c, i): TableCell => ({ text: textoDaCelula(c.tipo, l[i] ?? null), alignment: alinhamento(i), ...(alerta ? { color: '#a4262c' } : {}) }));
  });
  const rodape: TableCell[] = def.colunas.map((c, i): TableCell => ({
    text: i === 0 ? 'Total' : textoDoTotal(c, totais),
    bold: true,
    alignment: alinhamento(i),
  }));
  const conteudo: Content = [
    { text: descricaoDoFiltro(f, nomes), margin: [0, 0, 0, 4] },
    { text: `${linhas.length.toLocaleString('pt-BR')} ${linhas.length === 1 ? 'linha' : 'linhas'}.`, style: 'rotulo', margin: [0, 0, 0, 8] },
    {
      table: { headerRows: 1, widths: def.colunas.map(() => 'auto'), body: [cabecalho, ...corpo, rodape] },
      layout: 'lightHorizontalLines',
      fontSize: 7.5,
    },
  ];
  return { titulo: def.titulo, conteudo, paisagem: true };
}
