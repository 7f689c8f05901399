import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBusinessDays, businessDaysBetween, calendario, diaDaSemana, feriadosNacionais, isBusinessDay, nextBusinessDay, pascoa, somarDias } from './calendario.ts';

describe('national holidays', () => {
  it('Easter of known years', () => {
    expect([2024, 2025, 2026, 2027, 2038].map(pascoa)).toEqual(['2024-03-31', '2025-04-20', '2026-04-05', '2027-03-28', '2038-04-25']);
  });

  it('the holidays of 2026, fixed and moveable, in date order', () => {
    expect(feriadosNacionais(2026).map((f) => `${f.data} ${f.nome}`)).toEqual([
      '2026-01-01 Confraternização Universal',
      '2026-02-16 Carnaval (segunda-feira)',
      '2026-02-17 Carnaval (terça-feira)',
      '2026-04-03 Sexta-feira Santa',
      '2026-04-21 Tiradentes',
      '2026-05-01 Dia do Trabalho',
      '2026-06-04 Corpus Christi',
      '2026-09-07 Independência do Brasil',
      '2026-10-12 Nossa Senhora Aparecida',
      '2026-11-02 Finados',
      '2026-11-15 Proclamação da República',
      '2026-11-20 Dia Nacional de Zumbi e da Consciência Negra',
      '2026-12-25 Natal',
    ]);
  });

  it('the Consciência Negra is national from 2024 (Lei 14.759/2023)', () => {
    expect(feriadosNacionais(2023).some((f) => f.data === '2023-11-20')).toBe(false);
    expect(feriadosNacionais(2024).some((f) => f.data === '2024-11-20')).toBe(true);
  });
});

// The calendar of 2026 of an office in Goiânia: the national holidays, Goiânia's anniversary (24/10, a Saturday in
// 2026), Nossa Senhora Auxiliadora (24/05, a Sunday) and a day the office closed (the 30/10 office party).
const GOIANIA_2026 = calendario([...feriadosNacionais(2026), ...feriadosNacionais(2027), { data: '2026-10-24' }, { data: '2026-05-24' }, { data: '2026-10-30' }]);

describe('deadlines in business days (CPC art. 219 and 224)', () => {
  it('leaves out the start day, skips weekends and holidays, and ends on a day with service', () => {
    // Friday 17/04 + 5: 20, 22, 23, 24, 27 (Tiradentes on 21, the weekend).
    expect(addBusinessDays('2026-04-17', 5, GOIANIA_2026)).toBe('2026-04-27');
    // A protocol on Thursday 02/04: Good Friday 03/04, so 1 business day ends on Monday 06/04.
    expect(addBusinessDays('2026-04-02', 1, GOIANIA_2026)).toBe('2026-04-06');
    // Across Carnaval: Friday 13/02 + 1 is Wednesday 18/02.
    expect(addBusinessDays('2026-02-13', 1, GOIANIA_2026)).toBe('2026-02-18');
    // The office's own day without service moves a deadline too: from Thursday 29/10, the 30th (closed), the weekend
    // and Finados (02/11) are skipped.
    expect(addBusinessDays('2026-10-29', 1, GOIANIA_2026)).toBe('2026-11-03');
    // A start on a day without service: counted from there all the same.
    expect(addBusinessDays('2026-04-04', 1, GOIANIA_2026)).toBe('2026-04-06');
    // 10 business days from the last days of the year reach into 2027.
    expect(addBusinessDays('2026-12-23', 10, GOIANIA_2026)).toBe('2027-01-08');
    expect(addBusinessDays('2026-04-18', 0, GOIANIA_2026)).toBe('2026-04-20');
    expect(nextBusinessDay('2026-04-20', GOIANIA_2026)).toBe('2026-04-20');
  });

  it('refuses a negative or fractional count', () => {
    expect(() => addBusinessDays('2026-04-17', -1, GOIANIA_2026)).toThrow(RangeError);
    expect(() => addBusinessDays('2026-04-17', 1.5, GOIANIA_2026)).toThrow(RangeError);
  });

  const inicio = fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2026-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  const n = fc.integer({ min: 0, max: 40 });

  it('never ends on a day without service', () => {
    fc.assert(fc.property(inicio, n, (d, k) => isBusinessDay(addBusinessDays(d, k, GOIANIA_2026), GOIANIA_2026)));
  });

  it('counts exactly n business days between the start and the end', () => {
    fc.assert(fc.property(inicio, fc.integer({ min: 1, max: 40 }), (d, k) => businessDaysBetween(d, addBusinessDays(d, k, GOIANIA_2026), GOIANIA_2026) === k));
  });

  it('is monotonic in the count and in the start', () => {
    fc.assert(fc.property(inicio, n, n, (d, a, b) => (a <= b ? addBusinessDays(d, a, GOIANIA_2026) <= addBusinessDays(d, b, GOIANIA_2026) : true)));
    fc.assert(fc.property(inicio, fc.integer({ min: 0, max: 20 }), n, (d, salto, k) => addBusinessDays(d, k, GOIANIA_2026) <= addBusinessDays(somarDias(d, salto), k, GOIANIA_2026)));
  });

  it('knows the days of the week', () => {
    expect(['2026-11-26', '2026-11-28', '2026-11-29'].map(diaDaSemana)).toEqual([4, 6, 0]);
  });
});
