/**
 * CEP: eight digits, shown as 12345-678.
 */
import { MASKS } from '../input/masks.ts';

/** The eight digits of a CEP typed with or without its hyphen; `undefined` for anything else. */
export function normalizeCep(text: string): string | undefined {
  const t = text.trim();
  return /^\d{5}-?\d{3}$/.test(t) ? t.replace('-', '') : undefined;
}

/** True for a well-formed CEP; 00000-000 does not exist. */
export function isValidCep(text: string): boolean {
  const digits = normalizeCep(text);
  return digits !== undefined && digits !== '00000000';
}

/** '12345-678'. */
export function formatCep(cep: string): string {
  return MASKS.cep.format(cep);
}
