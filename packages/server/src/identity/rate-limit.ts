/**
 * Sign-in attempts slowed down without locking anyone out (security.md #15), kept in the database
 * (`limite_acesso`, migration 0005) so that every server process enforces one limit.
 *
 * Each attempt is counted under keys — a login and address pair, the address, a trusted device, a client and
 * address pair — each with its rule: a number of attempts that are free, then progressive delays (the first,
 * doubled at every further attempt, up to a ceiling) before the next attempt under that key is taken at all. A
 * success clears its pair (or device, or client) and gives the address its attempt back. Counts end a window
 * after the last attempt.
 *
 * An attempt is counted when it starts, not when its password turns out wrong: a burst of parallel attempts
 * cannot slip through before the first failure is written.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** How one kind of key is limited. */
export interface RegraLimite {
  /** Attempts that are free within the window. */
  readonly livres: number;
  /** The wait after the last free attempt; it doubles at every further attempt. */
  readonly esperaInicialMs: number;
  /** The longest wait. */
  readonly esperaMaximaMs: number;
  /** How long after the last attempt a count is forgotten. */
  readonly janelaMs: number;
}

/** The rules of sign-in. */
export interface LimitesAcesso {
  /** A login from one address (or one trusted device): what stops guessing one person's password. */
  readonly par: RegraLimite;
  /** Everything from one address that is not a trusted device: what stops trying one password on many logins. */
  readonly endereco: RegraLimite;
  /** A client's secret at the token endpoint, from one address. */
  readonly cliente: RegraLimite;
}

/** The defaults (docs/architecture.md, "Sign-in limits"). */
export const LIMITES_PADRAO: LimitesAcesso = {
  par: { livres: 5, esperaInicialMs: 1000, esperaMaximaMs: 15 * 60_000, janelaMs: 60 * 60_000 },
  endereco: { livres: 50, esperaInicialMs: 1000, esperaMaximaMs: 5 * 60_000, janelaMs: 60 * 60_000 },
  cliente: { livres: 10, esperaInicialMs: 1000, esperaMaximaMs: 15 * 60_000, janelaMs: 60 * 60_000 },
};

/** A key and its rule. */
export interface Chave {
  readonly chave: string;
  readonly regra: RegraLimite;
}

/** What an attempt may do. */
export type Tentativa = { readonly permitida: true } | { readonly permitida: false; readonly esperaMs: number; readonly chave: string };

/** Keys are kept short and free of what a person typed beyond the login (cut to its column's size). */
function cut(chave: string): string {
  return chave.length <= 400 ? chave : `${chave.slice(0, 336)}#${createHash('sha256').update(chave).digest('hex')}`;
}

/** Sign-in limits over the database. */
export class AccessLimiter {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /**
   * Takes an attempt under every key, or refuses it — without counting it — while any key is waiting, saying how
   * long to wait.
   */
  async tentar(chaves: readonly Chave[]): Promise<Tentativa> {
    const waiting = await this.#db.execute<{ chave: string; espera_ms: number | string }>(sql`
      SELECT chave, ceil(extract(epoch FROM liberado_em - now()) * 1000) AS espera_ms FROM limite_acesso
       WHERE chave IN (${sql.join(chaves.map((c) => sql`${cut(c.chave)}`), sql`, `)}) AND liberado_em > now()
       ORDER BY liberado_em DESC LIMIT 1`);
    const row = waiting.rows[0];
    if (row !== undefined) return { permitida: false, esperaMs: Number(row.espera_ms), chave: row.chave };
    for (const { chave, regra } of chaves) {
      const janela = sql`make_interval(secs => ${regra.janelaMs / 1000}::float8)`;
      const count = sql`(CASE WHEN l.ultima_em < now() - ${janela} THEN 1 ELSE l.tentativas + 1 END)`;
      const espera = (n: SQL) =>
        sql`CASE WHEN ${n} >= ${regra.livres}::int
                 THEN now() + make_interval(secs => least(${regra.esperaInicialMs / 1000}::float8 * power(2, ${n} - ${regra.livres}::int), ${regra.esperaMaximaMs / 1000}::float8))
                 ELSE NULL END`;
      const taken = await this.#db.execute<{ tentativas: number }>(sql`
        INSERT INTO limite_acesso AS l (chave, tentativas, ultima_em, liberado_em)
        VALUES (${cut(chave)}, 1, now(), ${espera(sql`1`)})
        ON CONFLICT (chave) DO UPDATE SET tentativas = ${count}, ultima_em = now(), liberado_em = ${espera(count)}
         WHERE l.liberado_em IS NULL OR l.liberado_em <= now()
        RETURNING tentativas`);
      // Another attempt under this key was taken between the check and now, and made it wait.
      if (taken.rows.length === 0) return { permitida: false, esperaMs: regra.esperaInicialMs, chave };
    }
    return { permitida: true };
  }

  /** A success: `limpar` keys are forgotten; `devolver` keys get this attempt back (their waits stay). */
  async sucesso(limpar: readonly Chave[], devolver: readonly Chave[] = []): Promise<void> {
    if (limpar.length > 0) {
      await this.#db.execute(sql`DELETE FROM limite_acesso WHERE chave IN (${sql.join(limpar.map((c) => sql`${cut(c.chave)}`), sql`, `)})`);
    }
    for (const { chave } of devolver) {
      await this.#db.execute(sql`UPDATE limite_acesso SET tentativas = greatest(tentativas - 1, 0) WHERE chave = ${cut(chave)}`);
    }
  }

  /** Forgets counts whose window has passed (housekeeping; counts past their window restart anyway). */
  async limpar(janelaMaximaMs: number): Promise<void> {
    await this.#db.execute(sql`DELETE FROM limite_acesso WHERE ultima_em < now() - make_interval(secs => ${janelaMaximaMs / 1000}::float8) AND (liberado_em IS NULL OR liberado_em < now())`);
  }
}

/** How a wait is said to a person: "1 minuto", "40 segundos". */
export function esperaPorExtenso(ms: number): string {
  const s = Math.max(1, Math.ceil(ms / 1000));
  if (s < 60) return s === 1 ? '1 segundo' : `${s} segundos`;
  const m = Math.ceil(s / 60);
  return m === 1 ? '1 minuto' : `${m} minutos`;
}

/**
 * Trusted devices (OWASP, "Slow down online guessing attacks with device cookies"): a browser where a login
 * signed in gets a signed cookie for that login; its attempts for that login are counted under the device, not
 * under the address, so a guesser behind the office's shared address does not slow down its staff.
 */
export class Dispositivos {
  readonly #key: string;

  constructor(key: string) {
    this.#key = key;
  }

  /** The cookie's name for a login (one cookie per login signed in on the browser). */
  nome(login: string): string {
    return `rpj_disp_${createHash('sha256').update(login).digest('hex').slice(0, 16)}`;
  }

  /** A new cookie value for a login: when it was issued, signed. */
  emitir(login: string, agoraMs: number): string {
    const emitido = agoraMs.toString(36);
    return `${emitido}.${this.#mac(login, emitido)}`;
  }

  /** The device's id when the value is a valid cookie for this login, else `undefined`. */
  verificar(login: string, valor: string | undefined): string | undefined {
    const [emitido = '', mac = ''] = (valor ?? '').split('.');
    if (emitido === '' || mac === '') return undefined;
    const expected = Buffer.from(this.#mac(login, emitido));
    const given = Buffer.from(mac);
    return expected.length === given.length && timingSafeEqual(expected, given) ? mac.slice(0, 22) : undefined;
  }

  #mac(login: string, emitido: string): string {
    return createHmac('sha256', this.#key).update(`dispositivo|${login}|${emitido}`).digest('base64url');
  }
}
