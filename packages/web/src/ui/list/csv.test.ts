import { describe, expect, it } from 'vitest';
import { toCsv, type ColunaCsv } from './csv.ts';

interface Linha {
  readonly nome: string;
  readonly obs: string;
}

const COLUNAS: readonly ColunaCsv<Linha>[] = [
  { titulo: 'Nome', valor: (l) => l.nome },
  { titulo: 'Observação', valor: (l) => l.obs },
];

/** The cell written for one value, alone on its row. */
function celula(valor: string): string {
  const csv = toCsv([{ titulo: 'X', valor: (v: string) => v }], [valor]);
  return csv.slice('\uFEFFX\r\n'.length, -'\r\n'.length);
}

describe('toCsv', () => {
  it('starts with a BOM, joins fields with ; and lines with CRLF, ending in CRLF', () => {
    const csv = toCsv(COLUNAS, [
      { nome: 'Maria Souza', obs: 'Conferência' },
      { nome: 'João', obs: '' },
    ]);
    expect(csv).toBe('\uFEFFNome;Observação\r\nMaria Souza;Conferência\r\nJoão;\r\n');
    expect(csv.codePointAt(0)).toBe(0xfeff);
  });

  it('writes the header alone for an empty list', () => {
    expect(toCsv(COLUNAS, [])).toBe('\uFEFFNome;Observação\r\n');
  });

  it.each([
    ['a;b', '"a;b"'],
    ['diz "olá"', '"diz ""olá"""'],
    ['linha 1\nlinha 2', '"linha 1\nlinha 2"'],
    ['linha 1\r\nlinha 2', '"linha 1\r\nlinha 2"'],
    ['"', '""""'],
    ['1.234,56', '1.234,56'],
    ['sem nada especial', 'sem nada especial'],
  ])('quotes %j only when it holds ; " or a line break, doubling the quotes', (valor, esperado) => {
    expect(celula(valor)).toBe(esperado);
  });

  it.each([
    ['=HYPERLINK("http://evil","x")', `"'=HYPERLINK(""http://evil"",""x"")"`],
    ['=1+1', "'=1+1"],
    ['+5511999999999', "'+5511999999999"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['=A1;B1', `"'=A1;B1"`],
  ])('neutralises the formula %j with a leading apostrophe (CSV injection)', (valor, esperado) => {
    expect(celula(valor)).toBe(esperado);
  });

  it('leaves = + - @ alone when they are not the first character', () => {
    expect(celula('a=b+c-d@e')).toBe('a=b+c-d@e');
  });

  it('protects the header too', () => {
    const csv = toCsv([{ titulo: '=Nome;1', valor: () => 'x' }], [{}]);
    expect(csv).toBe(`\uFEFF"'=Nome;1"\r\nx\r\n`);
  });
});
