import { describe, expect, it } from 'vitest';
import { validate } from '../input/validate.ts';
import { anoValido, FERIADO_MAXIMO, idGerado, REGRAS_NOME_FERIADO } from './feriados.ts';

describe('holidays the office records', () => {
  it('takes a name up to the limit and refuses a longer one in pt-BR', async () => {
    expect(await validate('x'.repeat(FERIADO_MAXIMO.nome), REGRAS_NOME_FERIADO)).toEqual({ status: 'valid' });
    expect(await validate('x'.repeat(FERIADO_MAXIMO.nome + 1), REGRAS_NOME_FERIADO)).toEqual({ status: 'invalid', message: `Use no máximo ${String(FERIADO_MAXIMO.nome)} caracteres.` });
  });

  it('a generated national holiday has the negative of its date as its id; years are kept to the calendar\'s', () => {
    expect(idGerado('2026-04-21')).toBe(-20260421);
    expect([anoValido('1989-12-31'), anoValido('1990-01-01'), anoValido('2100-12-31'), anoValido('2101-01-01')]).toEqual([false, true, true, false]);
  });
});
