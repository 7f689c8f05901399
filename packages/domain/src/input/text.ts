/**
 * Text helpers (spec §5).
 */

/** True for `null`, `undefined` and strings that are empty after trimming. Other values are never blank. */
export function isBlank(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** Removes diacritics: 'São João' → 'Sao Joao', 'ação' → 'acao'. */
export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

/** Trims and turns every run of whitespace into one space. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

/** Keeps only letters (accented too), digits and spaces. */
export function keepLettersDigitsSpaces(text: string): string {
  return text.replace(/[^\p{L}\p{N} ]/gu, '');
}

/**
 * Cuts a text longer than `length` to its first `length - 3` characters plus '...', so the result is `length`
 * characters long; shorter texts are returned as they are.
 *
 * @example
 * ```ts
 * truncate('Associação Comunitária', 10); // 'Associa...'
 * ```
 */
export function truncate(text: string, length: number): string {
  const chars = Array.from(text);
  return chars.length <= length ? text : `${chars.slice(0, Math.max(0, length - 3)).join('')}...`;
}

/**
 * The key a combo box searches by: trimmed, without accents, without anything but letters and digits,
 * lowercase. 'São  Paulo-SP' → 'saopaulosp'.
 */
export function normalizeForSearch(text: string): string {
  return stripAccents(text.trim())
    .replace(/[^0-9A-Za-z]/g, '')
    .toLowerCase();
}

/** What makes a text unacceptable in a field a person types, when something does. */
export type CaractereProibido = 'controle' | 'direcao' | 'substituto';

/**
 * The first kind of character that has no place in a typed field, or `undefined`: control characters (NUL among
 * them; tab, line feed and carriage return are allowed), the bidirectional embedding, override and isolate
 * controls U+202A–U+202E and U+2066–U+2069 (they make a text read differently from what it holds: "Trojan
 * Source"), and lone UTF-16 surrogates (a broken character that no database or file can hold).
 *
 * @example
 * ```ts
 * caractereProibido('Ana\u202Eanil'); // 'direcao'
 * caractereProibido('Ana Lima');      // undefined
 * ```
 */
export function caractereProibido(text: string): CaractereProibido | undefined {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0x7f) return 'controle';
    if ((c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069)) return 'direcao';
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
      else return 'substituto';
    } else if (c >= 0xdc00 && c <= 0xdfff) return 'substituto';
  }
  return undefined;
}

/** What to tell a person about each kind of {@link CaractereProibido}. */
export const MENSAGENS_CARACTERE: Readonly<Record<CaractereProibido, string>> = {
  controle: 'Remova os caracteres especiais invisíveis deste campo.',
  direcao: 'Remova os caracteres invisíveis que invertem a direção do texto (eles fazem o texto parecer diferente do que é).',
  substituto: 'O texto tem um caractere corrompido (metade de um emoji ou símbolo): apague-o e digite-o de novo.',
};
