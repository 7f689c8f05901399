import { describe, expect, it } from 'vitest';
import { validate } from '../input/validate.ts';
import { NOME_FUNDAMENTO_LEGAL_MAXIMO, REGRAS_NOME_FUNDAMENTO_LEGAL } from './fundamentos-legais.ts';

describe('REGRAS_NOME_FUNDAMENTO_LEGAL', () => {
  it('takes a name up to the limit and refuses a longer one in pt-BR', async () => {
    expect(await validate('x'.repeat(NOME_FUNDAMENTO_LEGAL_MAXIMO), REGRAS_NOME_FUNDAMENTO_LEGAL)).toEqual({ status: 'valid' });
    expect(await validate('x'.repeat(NOME_FUNDAMENTO_LEGAL_MAXIMO + 1), REGRAS_NOME_FUNDAMENTO_LEGAL)).toEqual({ status: 'invalid', message: `Use no máximo ${NOME_FUNDAMENTO_LEGAL_MAXIMO} caracteres.` });
  });
});
