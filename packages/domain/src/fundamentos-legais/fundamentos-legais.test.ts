import { describe, expect, it } from 'vitest';
import { validate } from '../input/validate.ts';
import { stripAccents } from '../input/text.ts';
import {
  FUNDAMENTOS_LEGAIS_INICIAIS,
  NOME_FUNDAMENTO_LEGAL_MAXIMO,
  REGRAS_NOME_FUNDAMENTO_LEGAL,
  REGRAS_TEXTO_FUNDAMENTO_LEGAL,
  TEXTO_FUNDAMENTO_LEGAL_MAXIMO,
  inicioDoTexto,
} from './fundamentos-legais.ts';

describe('the rules of a legal ground', () => {
  it.each([
    ['name', NOME_FUNDAMENTO_LEGAL_MAXIMO, REGRAS_NOME_FUNDAMENTO_LEGAL],
    ['model text', TEXTO_FUNDAMENTO_LEGAL_MAXIMO, REGRAS_TEXTO_FUNDAMENTO_LEGAL],
  ] as const)('take a %s up to its limit and refuse a longer one in pt-BR', async (_campo, maximo, regras) => {
    expect(await validate('x'.repeat(maximo), regras)).toEqual({ status: 'valid' });
    expect(await validate('x'.repeat(maximo + 1), regras)).toEqual({ status: 'invalid', message: `Use no máximo ${maximo} caracteres.` });
  });

  it('take a model text of several lines', async () => {
    expect(await validate('Primeira linha.\nSegunda linha.', REGRAS_TEXTO_FUNDAMENTO_LEGAL)).toEqual({ status: 'valid' });
  });
});

describe('the starting list (Lei 6.015/1973, Código Civil, Lei 8.906/1994)', () => {
  it('holds each ground once, whatever its accents and case, within the limits, each text citing its ground', () => {
    const chaves = FUNDAMENTOS_LEGAIS_INICIAIS.map((f) => stripAccents(f.nome).toLowerCase());
    expect(new Set(chaves).size).toBe(FUNDAMENTOS_LEGAIS_INICIAIS.length);
    for (const { nome, texto } of FUNDAMENTOS_LEGAIS_INICIAIS) {
      expect(Array.from(nome).length, nome).toBeLessThanOrEqual(NOME_FUNDAMENTO_LEGAL_MAXIMO);
      expect(Array.from(texto).length, nome).toBeLessThanOrEqual(TEXTO_FUNDAMENTO_LEGAL_MAXIMO);
      expect(texto, nome).toContain(nome);
      expect(texto, nome).toBe(texto.trim());
    }
  });

  it('covers what an RCPJ examiner cites most', () => {
    expect(FUNDAMENTOS_LEGAIS_INICIAIS.map((f) => f.nome)).toEqual([
      'Lei 6.015/1973, art. 114',
      'Lei 6.015/1973, art. 115',
      'Lei 6.015/1973, art. 120',
      'Lei 6.015/1973, art. 121',
      'Código Civil, art. 46',
      'Código Civil, art. 54',
      'Código Civil, art. 59',
      'Código Civil, art. 62',
      'Código Civil, art. 66',
      'Código Civil, art. 997',
      'Lei 8.906/1994, art. 1º, § 2º',
    ]);
  });
});

describe('inicioDoTexto', () => {
  it('shows a short text whole, on one line', () => {
    expect(inicioDoTexto('  Apresente o requerimento\nassinado.  ')).toBe('Apresente o requerimento assinado.');
  });

  it('cuts a longer one at a word, without a dangling comma, and marks the cut', () => {
    expect(inicioDoTexto('Apresente o requerimento\nassinado.', 20)).toBe('Apresente o…');
    expect(inicioDoTexto('Denominação, fins e sede da associação', 14)).toBe('Denominação…');
    expect(inicioDoTexto('Inconstitucionalissimamente', 10)).toBe('Inconstit…');
    expect(Array.from(inicioDoTexto('á '.repeat(500))).length).toBeLessThanOrEqual(140);
  });
});
