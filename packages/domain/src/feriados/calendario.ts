/**
 * The office's calendar and its deadlines (../shared/docs/domain-rcpj.md §1.3): every legal deadline counts business
 * days of the office — not Saturdays or Sundays, not national, state or municipal holidays, not the office's own days
 * without service. The national holidays of any year are generated here (the fixed ones and those that follow
 * Easter); the others are the office's records. The calendar is passed in: nothing here reads a clock or a database.
 */

/** Where a holiday holds. */
export const ABRANGENCIAS_FERIADO = ['NACIONAL', 'ESTADUAL', 'MUNICIPAL', 'CARTORIO'] as const;
export type AbrangenciaFeriado = (typeof ABRANGENCIAS_FERIADO)[number];

export const ROTULOS_ABRANGENCIA_FERIADO: Readonly<Record<AbrangenciaFeriado, string>> = {
  NACIONAL: 'Nacional',
  ESTADUAL: 'Estadual',
  MUNICIPAL: 'Municipal',
  CARTORIO: 'Do cartório',
};

/** What the day is: a holiday by law, an optional day the office keeps closed, or a day without service. */
export const TIPOS_FERIADO = ['FERIADO', 'PONTO_FACULTATIVO', 'SEM_EXPEDIENTE'] as const;
export type TipoFeriado = (typeof TIPOS_FERIADO)[number];

export const ROTULOS_TIPO_FERIADO: Readonly<Record<TipoFeriado, string>> = {
  FERIADO: 'Feriado',
  PONTO_FACULTATIVO: 'Ponto facultativo',
  SEM_EXPEDIENTE: 'Sem expediente',
};

/** A day of the calendar without service. Dates yyyy-mm-dd. */
export interface DiaSemExpediente {
  readonly data: string;
  readonly nome: string;
  readonly abrangencia: AbrangenciaFeriado;
  readonly tipo: TipoFeriado;
}

// --- Civil dates as numbers of days ---------------------------------------------------------------------------

const DIA_MS = 86_400_000;

/** Days since 1970-01-01 of a yyyy-mm-dd. */
function dias(data: string): number {
  return Math.round(Date.UTC(Number(data.slice(0, 4)), Number(data.slice(5, 7)) - 1, Number(data.slice(8, 10))) / DIA_MS);
}

/** The yyyy-mm-dd of a number of days since 1970-01-01. */
function dataDe(n: number): string {
  return new Date(n * DIA_MS).toISOString().slice(0, 10);
}

/** The date `n` calendar days after `data` (before, when negative). */
export function somarDias(data: string, n: number): string {
  return dataDe(dias(data) + n);
}

/** 0 (Sunday) … 6 (Saturday). */
export function diaDaSemana(data: string): number {
  return new Date(dias(data) * DIA_MS).getUTCDay();
}

// --- National holidays ------------------------------------------------------------------------------------------

/** Easter Sunday of a year (the Gregorian computus, Meeus/Jones/Butcher). */
export function pascoa(ano: number): string {
  const a = ano % 19;
  const b = Math.floor(ano / 100);
  const c = ano % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const mes = Math.floor((h + l - 7 * m + 114) / 31);
  const dia = ((h + l - 7 * m + 114) % 31) + 1;
  return `${String(ano)}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;
}

const FIXOS: readonly (readonly [mmdd: string, nome: string, desde?: number])[] = [
  ['01-01', 'Confraternização Universal'],
  ['04-21', 'Tiradentes'],
  ['05-01', 'Dia do Trabalho'],
  ['09-07', 'Independência do Brasil'],
  ['10-12', 'Nossa Senhora Aparecida'],
  ['11-02', 'Finados'],
  ['11-15', 'Proclamação da República'],
  // Lei 14.759/2023.
  ['11-20', 'Dia Nacional de Zumbi e da Consciência Negra', 2024],
  ['12-25', 'Natal'],
];

/**
 * The national holidays of a year, in date order: the fixed ones of federal law (Lei 662/1949, 6.802/1980,
 * 14.759/2023) and the days that follow Easter — Carnaval (Monday and Tuesday) and Corpus Christi, optional days of
 * the federal calendar that the courts keep without service, and Good Friday.
 */
export function feriadosNacionais(ano: number): readonly DiaSemExpediente[] {
  const p = pascoa(ano);
  const moveis: DiaSemExpediente[] = [
    { data: somarDias(p, -48), nome: 'Carnaval (segunda-feira)', abrangencia: 'NACIONAL', tipo: 'PONTO_FACULTATIVO' },
    { data: somarDias(p, -47), nome: 'Carnaval (terça-feira)', abrangencia: 'NACIONAL', tipo: 'PONTO_FACULTATIVO' },
    { data: somarDias(p, -2), nome: 'Sexta-feira Santa', abrangencia: 'NACIONAL', tipo: 'FERIADO' },
    { data: somarDias(p, 60), nome: 'Corpus Christi', abrangencia: 'NACIONAL', tipo: 'PONTO_FACULTATIVO' },
  ];
  const fixos = FIXOS.filter(([, , desde]) => desde === undefined || ano >= desde).map(([mmdd, nome]): DiaSemExpediente => ({ data: `${String(ano)}-${mmdd}`, nome, abrangencia: 'NACIONAL', tipo: 'FERIADO' }));
  return [...fixos, ...moveis].sort((a, b) => a.data.localeCompare(b.data));
}

// --- Business days --------------------------------------------------------------------------------------------

/** The days without service of an office: each a date of its calendar (holidays of every kind). */
export interface Calendario {
  readonly semExpediente: ReadonlySet<string>;
}

/**
 * The calendar of the days given (the office's holidays and days without service, and the national ones of the
 * years it spans, which the caller includes with {@link feriadosNacionais}). Every kind counts as a day without
 * service: a ponto facultativo is recorded only when the office keeps it closed.
 */
export function calendario(dias: readonly Pick<DiaSemExpediente, 'data'>[]): Calendario {
  return { semExpediente: new Set(dias.map((d) => d.data)) };
}

/** A day with service: not a Saturday or Sunday, and not in the calendar. */
export function isBusinessDay(data: string, cal: Calendario): boolean {
  const dia = diaDaSemana(data);
  return dia !== 0 && dia !== 6 && !cal.semExpediente.has(data);
}

/** The day itself when it has service, otherwise the next that has. */
export function nextBusinessDay(data: string, cal: Calendario): string {
  let d = data;
  while (!isBusinessDay(d, cal)) d = somarDias(d, 1);
  return d;
}

/**
 * The end of a deadline of `n` business days from `inicio`, as the CPC counts it (art. 219 and 224): the start
 * day is left out, the last day is in, and only days with service count — so the end is always a day with service.
 * With `n` 0, the start day itself, or the next day with service.
 *
 * @example
 * ```ts
 * const cal = calendario(feriadosNacionais(2026));
 * addBusinessDays('2026-04-17', 5, cal); // '2026-04-27': Tiradentes (21/04) and the weekends are skipped
 * ```
 */
export function addBusinessDays(inicio: string, n: number, cal: Calendario): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`a deadline counts zero or more business days, not ${String(n)}`);
  if (n === 0) return nextBusinessDay(inicio, cal);
  let d = inicio;
  let contados = 0;
  while (contados < n) {
    d = somarDias(d, 1);
    if (isBusinessDay(d, cal)) contados++;
  }
  return d;
}

/** How many days with service there are after `de` up to and including `ate` (0 when `ate` is not after `de`). */
export function businessDaysBetween(de: string, ate: string, cal: Calendario): number {
  let n = 0;
  for (let d = somarDias(de, 1); d <= ate; d = somarDias(d, 1)) if (isBusinessDay(d, cal)) n++;
  return n;
}

/** The years a deadline from `inicio` may reach: its own and the next (a deadline of the law is weeks long). */
export function anosDoPrazo(inicio: string): readonly number[] {
  const ano = Number(inicio.slice(0, 4));
  return [ano, ano + 1];
}
