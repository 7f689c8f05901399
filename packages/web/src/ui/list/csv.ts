/**
 * CSV for spreadsheets used in Brazilian offices: `;` between fields (the comma is the decimal separator in
 * pt-BR), CRLF between lines, a BOM so Excel reads the accents, quotes where a field needs them.
 */

/** One column of an export. */
export interface ColunaCsv<T> {
  readonly titulo: string;
  readonly valor: (item: T) => string;
}

function campo(texto: string): string {
  // A leading =, +, - or @ would run as a formula in a spreadsheet (CSV injection): keep it as text.
  const seguro = /^[=+\-@\t\r]/.test(texto) ? `'${texto}` : texto;
  return /[";\r\n]/.test(seguro) ? `"${seguro.replaceAll('"', '""')}"` : seguro;
}

/** The CSV text of the rows. */
export function toCsv<T>(colunas: readonly ColunaCsv<T>[], linhas: readonly T[]): string {
  const cabecalho = colunas.map((c) => campo(c.titulo)).join(';');
  const corpo = linhas.map((linha) => colunas.map((c) => campo(c.valor(linha))).join(';'));
  return `\uFEFF${[cabecalho, ...corpo].join('\r\n')}\r\n`;
}
