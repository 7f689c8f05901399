import { describe, expect, it } from 'vitest';
import { validate } from '../input/validate.ts';
import { mensagemForaDaVigencia, NOME_RESPONSAVEL_MAXIMO, problemaDaVigencia, REGRAS_NOME_RESPONSAVEL, textoDaVigencia, vigenteEm } from './responsaveis.ts';

describe('REGRAS_NOME_RESPONSAVEL', () => {
  it('takes a name up to the limit and refuses a longer one in pt-BR', async () => {
    expect(await validate('x'.repeat(NOME_RESPONSAVEL_MAXIMO), REGRAS_NOME_RESPONSAVEL)).toEqual({ status: 'valid' });
    expect(await validate('x'.repeat(NOME_RESPONSAVEL_MAXIMO + 1), REGRAS_NOME_RESPONSAVEL)).toEqual({ status: 'invalid', message: `Use no máximo ${NOME_RESPONSAVEL_MAXIMO} caracteres.` });
  });
});

describe('a signatory\'s period', () => {
  const substituta = { nome: 'Marta Lima', inicio: '2026-02-01', fim: '2026-06-30' };
  it('holds its first and last days and nothing outside them; without an end it holds every later day', () => {
    expect(['2026-01-31', '2026-02-01', '2026-06-30', '2026-07-01'].map((d) => vigenteEm(substituta, d))).toEqual([false, true, true, false]);
    expect([vigenteEm({ inicio: '2026-02-01' }, '2099-12-31'), vigenteEm({ inicio: '2026-02-01' }, '2026-01-31')]).toEqual([true, false]);
  });
  it('refuses an end before the start on the end\'s field, and takes a one-day period', () => {
    expect(problemaDaVigencia({ inicio: '2026-02-01', fim: '2026-01-31' })).toEqual({ campo: 'fim', mensagem: 'O fim da vigência não pode ser anterior ao início.' });
    expect([problemaDaVigencia({ inicio: '2026-02-01', fim: '2026-02-01' }), problemaDaVigencia({ inicio: '2026-02-01' })]).toEqual([undefined, undefined]);
  });
  it('says in pt-BR who may not sign on the day and when they may', () => {
    expect(textoDaVigencia({ inicio: '2026-02-01' })).toBe('desde 01/02/2026');
    expect(mensagemForaDaVigencia(substituta, '2026-07-01')).toBe('Marta Lima não pode assinar em 01/07/2026: pode assinar de 01/02/2026 a 30/06/2026. Escolha outro responsável assinante.');
  });
});
