import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatInteger, formatMoney, formatMoneyField, formatPageRange, parseMoney } from './format.ts';

const NBSP = '\u00a0';

describe('pt-BR formatting', () => {
  it.each([
    [123456, `R$${NBSP}1.234,56`],
    [5, `R$${NBSP}0,05`],
    [0, `R$${NBSP}0,00`],
    [100000000, `R$${NBSP}1.000.000,00`],
  ])('money: %i centavos is %j', (centavos, text) => {
    expect(formatMoney(centavos)).toBe(text);
  });

  it.each([
    ['1.234,56', 123456],
    ['1234,56', 123456],
    ['1234,5', 123450],
    ['1234', 123400],
    ['R$ 1.234,56', 123456],
    [`R$${NBSP}1.234,56`, 123456],
    ['0,01', 1],
  ])('reads money %j as %i centavos', (text, centavos) => {
    expect(parseMoney(text)).toBe(centavos);
  });

  it.each(['', '-1', '1,234', '1.23', '12.34,5', '1,2,3', 'abc', '99999999999999999999'])(
    'refuses money %j',
    (text) => {
      expect(parseMoney(text)).toBeUndefined();
    },
  );

  it('round-trips money through its display', () => {
    for (const c of [0, 1, 99, 100, 123456, 987654321]) expect(parseMoney(formatMoney(c))).toBe(c);
    for (const c of [0, 1, 99, 100, 123456, 987654321]) expect(parseMoney(formatMoneyField(c))).toBe(c);
    expect(formatMoneyField(123456)).toBe('1.234,56');
  });

  it('shows dates and times in the office time zone', () => {
    const instant = new Date('2026-11-23T02:30:00Z'); // 23:30 of the 22nd in São Paulo
    expect(formatDate(instant)).toBe('22/11/2026');
    expect(formatDateTime(instant)).toBe('22/11/2026 23:30');
    expect(formatDateTime(instant, 'UTC')).toBe('23/11/2026 02:30');
    expect(formatDateTime(new Date('2026-01-05T12:00:00Z'), 'UTC')).toBe('05/01/2026 12:00');
  });

  it('groups thousands with dots', () => {
    expect(formatInteger(1234567)).toBe('1.234.567');
  });

  it('writes integers as Intl’s pt-BR format does, rounding half away from zero', () => {
    const intl = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
    const valores = [0, 1, 9, 10, 999, 1000, 1001, 9999, 10_000, 123_456, 999_999, 1_000_000, 1_234_567_890, Number.MAX_SAFE_INTEGER, 2.5, 1234.5, 1234.49, 999.5, 999_999.5, -1, -999, -1000, -1234.5, -2.5, -1_234_567];
    // A fixed sequence of numbers of 1 to 15 digits (a linear congruential generator), every third negative.
    let semente = 12_345;
    for (let i = 0; i < 2000; i++) {
      semente = (semente * 1_103_515_245 + 12_345) % 2 ** 31;
      valores.push(Math.floor((semente / 2 ** 31) * 10 ** (1 + (i % 15))) * (i % 3 === 0 ? -1 : 1) + 0);
    }
    for (const v of valores) expect(formatInteger(v), String(v)).toBe(intl.format(v));
    expect(formatInteger(-0.4)).toBe('0');
  });

  it.each([
    [0, 10, 1234, '1–10 de 1.234'],
    [123, 10, 1234, '1.231–1.234 de 1.234'],
    [0, 25, 7, '1–7 de 7'],
    [0, 10, 0, '0 de 0'],
  ])('page %i of size %i out of %i reads %j', (page, size, total, text) => {
    expect(formatPageRange(page, size, total)).toBe(text);
  });
});
