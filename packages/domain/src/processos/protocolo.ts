/**
 * What a protocol carries besides its number (issue 25; domain-rcpj §1.2–§1.3, §8): the verification code the
 * presenter gets with the protocol receipt — the key of the public lookup, so random, unguessable and easy to read
 * aloud (no 0/O, 1/I/L) — and the law's deadline as the lists show it: days with service left, or past.
 */
import { businessDaysBetween, type Calendario } from '../feriados/calendario.ts';

/** The code's letters and digits: 31 signs nobody confuses when reading or typing. */
export const ALFABETO_CODIGO = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** Twelve signs: 31^12 ≈ 2^59 codes. */
export const TAMANHO_CODIGO = 12;

/**
 * A verification code from random bytes (the caller's CSPRNG: `crypto.getRandomValues`), without modulo bias: a
 * byte is used only when below the largest multiple of 31 that fits in a byte, so more bytes may be asked for.
 */
export function gerarCodigoVerificacao(aleatorio: (n: number) => Uint8Array): string {
  const limite = 256 - (256 % ALFABETO_CODIGO.length);
  let codigo = '';
  while (codigo.length < TAMANHO_CODIGO) {
    for (const b of aleatorio(TAMANHO_CODIGO * 2)) {
      if (b >= limite) continue;
      codigo += ALFABETO_CODIGO[b % ALFABETO_CODIGO.length] ?? '';
      if (codigo.length === TAMANHO_CODIGO) break;
    }
  }
  return codigo;
}

/** As printed on the receipt: ABCD-EFGH-JKMN. */
export function formatarCodigo(codigo: string): string {
  return codigo.match(/.{1,4}/g)?.join('-') ?? codigo;
}

/** The code as typed (any case, with or without the hyphens and spaces), or undefined when it cannot be one. */
export function normalizarCodigo(texto: string): string | undefined {
  const c = texto.replace(/[\s-]/g, '').toUpperCase();
  return new RegExp(`^[${ALFABETO_CODIGO}]{${String(TAMANHO_CODIGO)}}$`).test(c) ? c : undefined;
}

export type UrgenciaPrazo = 'VENCIDO' | 'VENCE_HOJE' | 'PROXIMO' | 'NO_PRAZO';

/** Within this many days with service, a deadline is near. */
export const DIAS_PRAZO_PROXIMO = 2;

/**
 * Where a deadline stands today: past (by how many days with service), ending today, near, or in time (how many
 * days with service are left). The lists colour it, and say it in words (colour is never the only sign).
 */
export function situacaoDoPrazo(hoje: string, prazo: string, cal: Calendario): { readonly urgencia: UrgenciaPrazo; readonly diasUteis: number; readonly texto: string } {
  if (hoje === prazo) return { urgencia: 'VENCE_HOJE', diasUteis: 0, texto: 'Vence hoje' };
  if (hoje > prazo) {
    const n = Math.max(1, businessDaysBetween(prazo, hoje, cal));
    return { urgencia: 'VENCIDO', diasUteis: n, texto: `Vencido há ${String(n)} ${n === 1 ? 'dia útil' : 'dias úteis'}` };
  }
  const n = businessDaysBetween(hoje, prazo, cal);
  return { urgencia: n <= DIAS_PRAZO_PROXIMO ? 'PROXIMO' : 'NO_PRAZO', diasUteis: n, texto: n === 1 ? 'Falta 1 dia útil' : `Faltam ${String(n)} dias úteis` };
}
