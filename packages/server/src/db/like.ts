/** LIKE patterns from what a person typed: `%`, `_` and `\` are searched for as themselves. */

/** The text with LIKE's wildcards and escape character escaped. */
export function escaparLike(texto: string): string {
  return texto.replace(/[\\%_]/g, '\\$&');
}

/** `%…%`: the text anywhere. */
export function contendo(texto: string): string {
  return `%${escaparLike(texto)}%`;
}
