/**
 * CPF: eleven digits, the last two check digits (mod 11). Check digits by `cpfConfere` (digito-verificador.ts); the
 * shape check in front of it is strict.
 */
import { cpfConfere } from './digito-verificador.ts';
import { MASKS } from '../input/masks.ts';

const MASCARA_CPF = /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/;

/**
 * The eleven digits of a CPF typed with or without its mask ('529.982.247-25' or '52998224725'); `undefined`
 * for anything else. Surrounding spaces are ignored.
 */
export function normalizeCpf(text: string): string | undefined {
  const t = text.trim();
  return MASCARA_CPF.test(t) ? t.replace(/\D/g, '') : undefined;
}

/** True for a CPF with valid check digits, masked or not; all-equal sequences (111.111.111-11) are refused. */
export function isValidCpf(text: string): boolean {
  const digits = normalizeCpf(text);
  return digits !== undefined && cpfConfere(digits);
}

/** '123.456.789-09'. */
export function formatCpf(cpf: string): string {
  return MASKS.cpf.format(cpf);
}

/**
 * A CPF as public pages may show it, the Receita Federal way: only the middle six digits, '***.456.789-**'.
 * Anything that is not a CPF comes out fully hidden.
 */
export function maskCpfForPublic(cpf: string): string {
  const digits = normalizeCpf(cpf);
  return digits === undefined ? '***.***.***-**' : `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
}
