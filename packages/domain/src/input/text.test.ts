import { describe, expect, it } from 'vitest';
import { caractereProibido, collapseWhitespace, isBlank, keepLettersDigitsSpaces, normalizeForSearch, stripAccents, truncate } from './text.ts';

describe('text helpers (spec §5)', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    ['   \t\n', true],
    [' a ', false],
    [0, false],
    [false, false],
    [[], false],
  ])('blank(%j) is %s: null, undefined or empty after trim', (value, expected) => {
    expect(isBlank(value)).toBe(expected);
  });

  it.each([
    ['São João', 'Sao Joao'],
    ['Ação, coração e pão', 'Acao, coracao e pao'],
    ['ÀÉÎÕÜ çÇ ñ', 'AEIOU cC n'],
    ['sem acento', 'sem acento'],
  ])('strips the accents of %j', (text, expected) => {
    expect(stripAccents(text)).toBe(expected);
  });

  it('collapses whitespace into single spaces and trims', () => {
    expect(collapseWhitespace('  Maria \t da\n\n  Silva  ')).toBe('Maria da Silva');
  });

  it('keeps letters (with accents), digits and spaces only', () => {
    expect(keepLettersDigitsSpaces('Av. São João, nº 123 - apto 4/B!')).toBe('Av São João nº 123  apto 4B');
  });

  it.each([
    ['Associação Comunitária', 10, 'Associa...'],
    ['curto', 10, 'curto'],
    ['exatamente', 10, 'exatamente'],
    ['abcdef', 3, '...'],
  ])('truncates %j to %i as the first length-3 characters plus ...', (text, length, expected) => {
    expect(truncate(text, length)).toBe(expected);
    expect(Array.from(truncate(text, length)).length).toBeLessThanOrEqual(Math.max(length, 3));
  });

  it.each([
    ['  São Paulo-SP ', 'saopaulosp'],
    ['Associação dos Moradores (Vila Nova)', 'associacaodosmoradoresvilanova'],
    ['CPF 529.982.247-25', 'cpf52998224725'],
  ])('normalises %j for search: trim, no accents, alphanumerics, lowercase', (text, expected) => {
    expect(normalizeForSearch(text)).toBe(expected);
  });
});

describe('caractereProibido', () => {
  it('finds control characters, bidirectional controls and lone surrogates', () => {
    expect(caractereProibido('a\u0000b')).toBe('controle');
    for (const c of ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069']) {
      expect(caractereProibido(`Ana${c}Lima`)).toBe('direcao');
    }
    expect(caractereProibido('x\uD83D')).toBe('substituto');
    expect(caractereProibido('\uDE00x')).toBe('substituto');
    expect(caractereProibido('\uD83Dx')).toBe('substituto');
  });

  it('accepts ordinary text: accents, tabs, line breaks, emoji, right-to-left letters', () => {
    for (const text of ['Associação São João', 'a\tb\nc\r\n', 'Ok 😀', 'שלום', '\u200E']) expect(caractereProibido(text)).toBeUndefined();
  });
});
