/**
 * CNPJ: 12 characters (8 of root, 4 of branch) and 2 numeric check digits. From July 2026 (IN RFB 2.229/2024)
 * the 12 may be letters or digits; each character weighs its ASCII code − 48 (A = 17) in the same mod-11
 * scheme, so existing numeric CNPJs are unchanged. Check digits by `cnpjConfere` (digito-verificador.ts), with the
 * alphanumeric rule; the shape check in front of it.
 */
import { cnpjConfere } from './digito-verificador.ts';
import { MASKS } from '../input/masks.ts';

const MASCARA_CNPJ = /^[0-9A-Za-z]{2}\.?[0-9A-Za-z]{3}\.?[0-9A-Za-z]{3}\/?[0-9A-Za-z]{4}-?\d{2}$/;

/** Options of the CNPJ rules. */
export interface CnpjOptions {
  /** Accept letters in the first 12 positions (the CNPJ from July 2026). Default true. */
  readonly alfanumerico?: boolean;
}

/**
 * The 14 characters of a CNPJ typed with or without its mask, in uppercase; `undefined` for anything else.
 *
 * @example
 * ```ts
 * normalizeCnpj('12.abc.345/01de-35'); // '12ABC34501DE35'
 * ```
 */
export function normalizeCnpj(text: string, options: CnpjOptions = {}): string | undefined {
  const t = text.trim();
  if (!MASCARA_CNPJ.test(t)) return undefined;
  const raw = t.replace(/[./-]/g, '').toUpperCase();
  return options.alfanumerico === false && !/^\d{14}$/.test(raw) ? undefined : raw;
}

/** True for a CNPJ with valid check digits; all-equal sequences are refused. */
export function isValidCnpj(text: string, options: CnpjOptions = {}): boolean {
  const raw = normalizeCnpj(text, options);
  return raw !== undefined && cnpjConfere(raw);
}

/** '12.345.678/0001-90' or '12.ABC.345/01DE-35'. */
export function formatCnpj(cnpj: string): string {
  return MASKS.cnpj.format(cnpj);
}
