/**
 * A calendar date without time or time zone (birth dates, deadlines, holidays), and its pt-BR and ISO forms.
 */

/** A day of the calendar. */
export interface DataCivil {
  readonly ano: number;
  /** 1–12. */
  readonly mes: number;
  /** 1–31, as the month allows. */
  readonly dia: number;
}

function isLeapYear(ano: number): boolean {
  return (ano % 4 === 0 && ano % 100 !== 0) || ano % 400 === 0;
}

/** Days in a month of a year. */
export function daysInMonth(ano: number, mes: number): number {
  return mes === 2 ? (isLeapYear(ano) ? 29 : 28) : [4, 6, 9, 11].includes(mes) ? 30 : 31;
}

/** True when the date exists (31/04 and 29/02 of a common year do not). Years 1–9999. */
export function isValidCivilDate(data: DataCivil): boolean {
  const { ano, mes, dia } = data;
  return (
    Number.isInteger(ano) &&
    Number.isInteger(mes) &&
    Number.isInteger(dia) &&
    ano >= 1 &&
    ano <= 9999 &&
    mes >= 1 &&
    mes <= 12 &&
    dia >= 1 &&
    dia <= daysInMonth(ano, mes)
  );
}

function build(ano: string, mes: string, dia: string): DataCivil | undefined {
  const data = { ano: Number(ano), mes: Number(mes), dia: Number(dia) };
  return isValidCivilDate(data) ? data : undefined;
}

/** Reads 'dd/mm/aaaa'; `undefined` when the text is not a date that exists. */
export function parseDateBr(text: string): DataCivil | undefined {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  return m ? build(m[3] ?? '', m[2] ?? '', m[1] ?? '') : undefined;
}

/** Reads 'aaaa-mm-dd' (the wire form); `undefined` when the text is not a date that exists. */
export function parseIsoDate(text: string): DataCivil | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  return m ? build(m[1] ?? '', m[2] ?? '', m[3] ?? '') : undefined;
}

const dois = (n: number): string => String(n).padStart(2, '0');

/** 'dd/mm/aaaa'. */
export function formatDateBr(data: DataCivil): string {
  return `${dois(data.dia)}/${dois(data.mes)}/${String(data.ano).padStart(4, '0')}`;
}

/** 'aaaa-mm-dd'. */
export function toIsoDate(data: DataCivil): string {
  return `${String(data.ano).padStart(4, '0')}-${dois(data.mes)}-${dois(data.dia)}`;
}

/** 'aaaa-mm-dd' (the wire form) as 'dd/mm/aaaa'; `undefined` for anything else. */
export function isoParaBr(iso: string | undefined): string | undefined {
  const data = iso === undefined ? undefined : parseIsoDate(iso);
  return data === undefined ? undefined : formatDateBr(data);
}

/** 'dd/mm/aaaa' as typed into 'aaaa-mm-dd' (the wire form); `undefined` when it is not a date that exists. */
export function brParaIso(texto: string): string | undefined {
  const data = parseDateBr(texto);
  return data === undefined ? undefined : toIsoDate(data);
}

/**
 * The civil day (yyyy-mm-dd) an instant falls on in a time zone: the office's "today" from a clock's reading.
 *
 * @example
 * ```ts
 * diaCivil(Date.UTC(2026, 10, 27, 2, 0), 'America/Sao_Paulo'); // '2026-11-26' (23:00 in Brasília)
 * ```
 */
export function diaCivil(instante: number, fuso: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: fuso, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instante);
}
