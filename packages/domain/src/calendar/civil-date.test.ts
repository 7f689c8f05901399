import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysInMonth, diaCivil, formatDateBr, parseDateBr, parseIsoDate, toIsoDate } from './civil-date.ts';

describe('civil dates', () => {
  it.each([
    ['23/11/2026', { ano: 2026, mes: 11, dia: 23 }],
    ['29/02/2024', { ano: 2024, mes: 2, dia: 29 }],
    ['29/02/2000', { ano: 2000, mes: 2, dia: 29 }],
  ])('reads %s', (text, data) => {
    expect(parseDateBr(text)).toEqual(data);
  });

  it.each(['29/02/2026', '29/02/1900', '31/04/2026', '00/01/2026', '01/13/2026', '1/1/2026', '2026-11-23', ''])(
    'refuses %j, a date that does not exist or is not dd/mm/aaaa',
    (text) => {
      expect(parseDateBr(text)).toBeUndefined();
    },
  );

  it('knows the length of every month', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2026, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
  });

  it('round-trips through dd/mm/aaaa and ISO for every day that exists', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }), (d) => {
        const data = { ano: d.getUTCFullYear(), mes: d.getUTCMonth() + 1, dia: d.getUTCDate() };
        return (
          JSON.stringify(parseDateBr(formatDateBr(data))) === JSON.stringify(data) &&
          JSON.stringify(parseIsoDate(toIsoDate(data))) === JSON.stringify(data)
        );
      }),
    );
  });
});

describe('diaCivil', () => {
  it('is the day in the office\'s time zone, not in UTC', () => {
    expect(diaCivil(Date.UTC(2026, 10, 27, 2, 0), 'America/Sao_Paulo')).toBe('2026-11-26');
    expect(diaCivil(Date.UTC(2026, 10, 27, 3, 0), 'America/Sao_Paulo')).toBe('2026-11-27');
  });
});
