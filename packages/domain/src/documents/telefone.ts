/** A Brazilian phone number: area code and 8 digits (landline) or 9 (mobile), kept as its digits. */

/** The 10 or 11 digits of a phone typed with or without its mask; `undefined` for anything else. */
export function normalizeTelefone(texto: string): string | undefined {
  const t = texto.trim();
  if (!/^[\d\s()+-]+$/.test(t)) return undefined;
  const digitos = t.replace(/\D/g, '');
  return /^[1-9]{2}\d{8,9}$/.test(digitos) ? digitos : undefined;
}

/** '(62) 3333-4444' or '(62) 99999-8888'. */
export function formatTelefone(digitos: string): string {
  const numero = digitos.slice(2);
  return `(${digitos.slice(0, 2)}) ${numero.slice(0, numero.length - 4)}-${numero.slice(-4)}`;
}

export const MENSAGEM_TELEFONE = 'Telefone inválido: use o DDD e o número, como (62) 3333-4444.';
