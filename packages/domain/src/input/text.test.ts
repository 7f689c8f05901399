import { describe, expect, it } from 'vitest';
import { collapseWhitespace, isBlank, keepLettersDigitsSpaces, normalizeForSearch, stripAccents, truncate } from './text.ts';

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
