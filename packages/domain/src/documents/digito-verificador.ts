/**
 * Mod-11 check digits of CPF and CNPJ (../shared/docs/domain-rcpj.md §4.2), written here rather than taken from a
 * package: a dozen lines the law fixes, on every first screen's path (the users list checks CPFs), where a
 * validation library cost 1 KB of the first screen's budget.
 */

/** The digit of `valores` weighted by `pesos`: a remainder under 2 gives 0, else 11 − remainder. */
function digito(valores: readonly number[], pesos: readonly number[]): number {
  const resto = valores.reduce((soma, v, i) => soma + v * (pesos[i] ?? 0), 0) % 11;
  return resto < 2 ? 0 : 11 - resto;
}

/** Whether the last two digits are the check digits of the rest, weights `pesos` for the second (the first drops its head). */
function confere(valores: readonly number[], pesos: readonly number[]): boolean {
  const base = valores.slice(0, -2);
  const d1 = digito(base, pesos.slice(1));
  return d1 === valores.at(-2) && digito([...base, d1], pesos) === valores.at(-1);
}

const iguais = (texto: string): boolean => /^(.)\1*$/.test(texto);

/** A CPF's 11 digits with right check digits (weights 10…2, then 11…2); all-equal digits and 123.456.789-09 refused. */
export function cpfConfere(digitos: string): boolean {
  if (!/^\d{11}$/.test(digitos) || iguais(digitos) || digitos === '12345678909') return false;
  return confere(digitos.split('').map(Number), [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
}

/** CNPJ weights: 6, then 5…2 and 9…2 (the first digit drops the 6). */
const PESOS_CNPJ = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/**
 * A CNPJ's 14 characters — 12 of `[0-9A-Z]` (IN RFB 2.229/2024: each weighs its ASCII code − 48, A = 17) and two
 * numeric check digits — with right check digits; all-equal characters refused.
 */
export function cnpjConfere(caracteres: string): boolean {
  if (!/^[0-9A-Z]{12}\d{2}$/.test(caracteres) || iguais(caracteres)) return false;
  return confere(caracteres.split('').map((c) => c.charCodeAt(0) - 48), PESOS_CNPJ);
}
