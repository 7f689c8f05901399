/**
 * pt-BR formatting with Intl (docs/ux.md "Words"): money R$ 1.234,56, dates dd/mm/aaaa and dd/mm/aaaa hh:mm,
 * counts 1.234. Money is handled as an integer number of centavos, never as a float of reais.
 */
import { FUSO_HORARIO_PADRAO, LOCALE } from './constants.ts';

// Made when money is first formatted, not when the module loads: the first Intl formatter of a page loads the locale's
// data (tens of milliseconds on a slow office PC, on the first screen's path), and most screens format no money.
let moeda: Intl.NumberFormat | undefined;

/**
 * 'R$ 1.234,56' (Intl writes a no-break space after 'R$').
 *
 * @param centavos an integer number of centavos.
 */
export function formatMoney(centavos: number): string {
  return (moeda ??= new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'BRL' })).format(centavos / 100);
}

/** Money as a form's field shows it, without the currency: '1.234,56' (what `parseMoney` reads back). */
export function formatMoneyField(centavos: number): string {
  return formatMoney(centavos).replace(/^R\$\s*/, '');
}

const DINHEIRO = /^(?:R\$\s*)?(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;

/**
 * Reads money as staff type it — '1.234,56', '1234,5', '1234', 'R$ 1.234,56' — into centavos; `undefined` for
 * anything else (negative values, a dot as the decimal separator, more than two decimals).
 */
export function parseMoney(text: string): number | undefined {
  const m = DINHEIRO.exec(text.replace(/\u00a0/g, ' ').trim());
  if (!m) return undefined;
  const reais = Number((m[1] ?? '').replace(/\./g, ''));
  const centavos = Number((m[2] ?? '').padEnd(2, '0'));
  const total = reais * 100 + centavos;
  return Number.isSafeInteger(total) ? total : undefined;
}

/**
 * '1.234': rounded half away from zero, a dot every three digits — what Intl's pt-BR integer format writes (a test
 * compares them; a negative number that rounds to zero is written 0, not -0), written by hand to keep Intl off the
 * first screen's path (see `moeda`): a list's "1–10 de 1.234" is on every one.
 */
export function formatInteger(n: number): string {
  const arredondado = Math.round(Math.abs(n));
  const digitos = String(arredondado).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return n < 0 && arredondado !== 0 ? `-${digitos}` : digitos;
}

function partes(instante: Date, fusoHorario: string): Readonly<Record<string, string>> {
  const formato = new Intl.DateTimeFormat(LOCALE, {
    timeZone: fusoHorario,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return Object.fromEntries(formato.formatToParts(instante).map((p) => [p.type, p.value]));
}

/** The day of an instant in the office's time zone, 'dd/mm/aaaa'. */
export function formatDate(instante: Date, fusoHorario: string = FUSO_HORARIO_PADRAO): string {
  const p = partes(instante, fusoHorario);
  return `${p['day'] ?? ''}/${p['month'] ?? ''}/${p['year'] ?? ''}`;
}

/** An instant in the office's time zone, 'dd/mm/aaaa hh:mm'. */
export function formatDateTime(instante: Date, fusoHorario: string = FUSO_HORARIO_PADRAO): string {
  const p = partes(instante, fusoHorario);
  return `${formatDate(instante, fusoHorario)} ${p['hour'] ?? ''}:${p['minute'] ?? ''}`;
}

/**
 * The range a list page shows, as under every table: '1–10 de 1.234'; '0 de 0' for an empty list.
 *
 * @param pageNumber page index from 0.
 */
export function formatPageRange(pageNumber: number, pageSize: number, totalElements: number): string {
  if (totalElements === 0) return '0 de 0';
  const primeiro = pageNumber * pageSize + 1;
  const ultimo = Math.min(totalElements, (pageNumber + 1) * pageSize);
  return `${formatInteger(primeiro)}–${formatInteger(ultimo)} de ${formatInteger(totalElements)}`;
}
