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
