import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCep, isValidCep, normalizeCep } from './cep.ts';
import { formatCnpj, isValidCnpj, normalizeCnpj } from './cnpj.ts';
import { formatCpf, isValidCpf, maskCpfForPublic, normalizeCpf } from './cpf.ts';
import { cnpjConfere, cpfConfere } from './digito-verificador.ts';
import * as biblioteca from 'cpf-cnpj-validator';

// An independent oracle of the check digits (domain-rcpj.md §4.2): mod 11, remainder < 2 → 0, else 11 − r;
// each character weighs its ASCII code − 48 (digits unchanged, A = 17).
function dv(chars: string, weights: readonly number[]): number {
  const sum = Array.from(chars).reduce((acc, c, i) => acc + (c.charCodeAt(0) - 48) * (weights[i] ?? 0), 0);
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}
function cpfWithDigits(nine: string): string {
  const d1 = dv(nine, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${nine}${d1}${dv(`${nine}${d1}`, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2])}`;
}
function cnpjWithDigits(twelve: string): string {
  const d1 = dv(twelve, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${twelve}${d1}${dv(`${twelve}${d1}`, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])}`;
}
const notAllEqual = (s: string): boolean => new Set(s).size > 1;
const flipDigit = (d: string): string => String((Number(d) + 1) % 10);

describe('CPF check digits', () => {
  it.each(['529.982.247-25', '52998224725', ' 529.982.247-25 '])('accepts the official example %j', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each([
    ['529.982.247-26', 'wrong second digit'],
    ['529.982.247-15', 'wrong first digit'],
    ['111.111.111-11', 'all-equal sequence, though its digits check'],
    ['000.000.000-00', 'all zeros'],
    ['529.982.247-25x', 'stray character'],
    ['529982247-2', 'too short'],
    ['529.982.247-255', 'too long'],
    ['529..982.247-25', 'malformed mask'],
    ['', 'empty'],
  ])('refuses %j (%s)', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it('accepts every CPF whose digits the oracle computes, and refuses it with either digit changed', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/).filter(notAllEqual), (nine) => {
        const cpf = cpfWithDigits(nine);
        return (
          isValidCpf(cpf) &&
          isValidCpf(formatCpf(cpf)) &&
          !isValidCpf(`${cpf.slice(0, 9)}${flipDigit(cpf[9] ?? '')}${cpf[10] ?? ''}`) &&
          !isValidCpf(`${cpf.slice(0, 10)}${flipDigit(cpf[10] ?? '')}`)
        );
      }),
    );
  });

  it('normalises a masked CPF to its digits', () => {
    expect(normalizeCpf('529.982.247-25')).toBe('52998224725');
    expect(normalizeCpf('529.982.247')).toBeUndefined();
  });

  it('shows a CPF masked on public pages, the Receita Federal way', () => {
    expect(maskCpfForPublic('12345678909')).toBe('***.456.789-**');
    expect(maskCpfForPublic('lixo')).toBe('***.***.***-**');
  });
});

describe('CNPJ check digits, numeric and alphanumeric (IN RFB 2.229/2024)', () => {
  it.each(['11.444.777/0001-61', '11444777000161', '12.ABC.345/01DE-35', '12ABC34501DE35', '12.abc.345/01de-35'])(
    'accepts the official example %j',
    (cnpj) => {
      expect(isValidCnpj(cnpj)).toBe(true);
    },
  );

  it.each([
    ['11.444.777/0001-62', 'wrong check digit'],
    ['12.ABC.345/01DE-36', 'wrong check digit'],
    ['12.ABC.345/01DE-3A', 'a letter in a check digit'],
    ['00.000.000/0000-00', 'all zeros'],
    ['11.111.111/1111-11', 'all-equal sequence'],
    ['12.ÁBC.345/01DE-35', 'an accented letter'],
    ['1 2ABC34501DE35', 'a space inside'],
    ['12.ABC.345/01DE-35x', 'stray character'],
    ['12ABC34501DE3', 'too short'],
  ])('refuses %j (%s)', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });

  it('refuses letters when only the numeric CNPJ is allowed', () => {
    expect(isValidCnpj('12.ABC.345/01DE-35', { alfanumerico: false })).toBe(false);
    expect(isValidCnpj('11.444.777/0001-61', { alfanumerico: false })).toBe(true);
  });

  it('accepts every alphanumeric CNPJ whose digits the oracle computes, and refuses it with a digit changed', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Z]{12}$/).filter(notAllEqual), (twelve) => {
        const cnpj = cnpjWithDigits(twelve);
        return (
          isValidCnpj(cnpj) &&
          isValidCnpj(formatCnpj(cnpj).toLowerCase()) &&
          !isValidCnpj(`${cnpj.slice(0, 13)}${flipDigit(cnpj[13] ?? '')}`)
        );
      }),
    );
  });

  it('normalises a masked CNPJ to 14 uppercase characters', () => {
    expect(normalizeCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(formatCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
  });
});

describe('CEP', () => {
  it.each([
    ['70040-010', true],
    ['70040010', true],
    ['00000-000', false],
    ['7004-0010', false],
    ['70040-01', false],
    ['7004O-010', false],
  ])('%j is valid: %s', (cep, expected) => {
    expect(isValidCep(cep)).toBe(expected);
  });

  it('normalises and formats', () => {
    expect(normalizeCep('70040-010')).toBe('70040010');
    expect(formatCep('70040010')).toBe('70040-010');
  });
});

describe('check digits (digito-verificador.ts)', () => {
  it('takes the examples of domain-rcpj §4.2 and refuses each one with a digit changed', () => {
    expect([cpfConfere('52998224725'), cpfConfere('52998224724'), cpfConfere('52998224735'), cpfConfere('11111111111'), cpfConfere('12345678909')]).toEqual([true, false, false, false, false]);
    expect([cnpjConfere('11444777000161'), cnpjConfere('12ABC34501DE35'), cnpjConfere('12ABC34501DE36'), cnpjConfere('12ABD34501DE35'), cnpjConfere('00000000000000')]).toEqual([true, true, false, false, false]);
  });

  it('agrees with cpf-cnpj-validator (the library it replaced) on valid numbers it makes and on arbitrary ones', () => {
    const cpfs = fc.oneof(fc.constant(null).map(() => biblioteca.cpf.generate()), fc.stringMatching(/^\d{11}$/));
    const cnpjs = fc.oneof(fc.constant(null).map(() => biblioteca.cnpj.generate()), fc.stringMatching(/^[0-9A-Z]{12}\d{2}$/), fc.stringMatching(/^\d{14}$/));
    fc.assert(fc.property(cpfs, (c) => cpfConfere(c) === biblioteca.cpf.isValid(c)), { numRuns: 2000 });
    fc.assert(fc.property(cnpjs, (c) => cnpjConfere(c) === biblioteca.cnpj.isValid(c)), { numRuns: 2000 });
  });
});
