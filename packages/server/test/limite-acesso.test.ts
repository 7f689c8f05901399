// The sign-in limiter on the database (security.md #15): counted when an attempt starts, so parallel attempts —
// from one process or several, on PostgreSQL as on PGlite — get no more than the free ones; progressive waits;
// a success clears its key; old counts are forgotten.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { AccessLimiter, type RegraLimite } from '../src/identity/rate-limit.ts';
import { cloneTemplate } from './harness.ts';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await cloneTemplate());
});
afterAll(async () => {
  await drop();
});

const REGRA: RegraLimite = { livres: 3, esperaInicialMs: 2000, esperaMaximaMs: 60_000, janelaMs: 60_000 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('AccessLimiter', () => {
  it('lets the free attempts through, then makes the next one wait, saying how long', async () => {
    const limiter = new AccessLimiter(database.db);
    const chave = [{ chave: 'par:ana|10.0.0.1', regra: REGRA }];
    for (let i = 0; i < 3; i++) expect(await limiter.tentar(chave)).toEqual({ permitida: true });
    const recusa = await limiter.tentar(chave);
    expect(recusa.permitida).toBe(false);
    if (!recusa.permitida) expect(recusa.esperaMs).toBeGreaterThan(1500);
    // A refused attempt is not counted: the wait does not grow while one waits.
    const count = await database.db.execute<{ tentativas: number }>(sql`SELECT tentativas FROM limite_acesso WHERE chave = 'par:ana|10.0.0.1'`);
    expect(count.rows[0]?.tentativas).toBe(3);
  });

  it('doubles the wait at every further attempt, up to the ceiling', async () => {
    const limiter = new AccessLimiter(database.db);
    const regra = { livres: 1, esperaInicialMs: 100, esperaMaximaMs: 300, janelaMs: 60_000 };
    const chave = [{ chave: 'par:bia|10.0.0.1', regra }];
    const esperas: number[] = [];
    for (let i = 0; i < 4; i++) {
      expect(await limiter.tentar(chave)).toEqual({ permitida: true });
      const recusa = await limiter.tentar(chave);
      esperas.push(recusa.permitida ? 0 : recusa.esperaMs);
      await sleep(recusa.permitida ? 0 : recusa.esperaMs + 20);
    }
    expect(esperas.map((ms) => Math.round(ms / 100) * 100)).toEqual([100, 200, 300, 300]);
  });

  it('gives 50 parallel attempts no more than the free ones', async () => {
    const limiter = new AccessLimiter(database.db);
    const chave = [{ chave: 'par:caio|10.0.0.1', regra: REGRA }];
    const respostas = await Promise.all(Array.from({ length: 50 }, () => limiter.tentar(chave)));
    expect(respostas.filter((r) => r.permitida)).toHaveLength(3);
  });

  it('refuses when any key waits, without counting the others', async () => {
    const limiter = new AccessLimiter(database.db);
    const endereco = { chave: 'endereco:10.0.0.2', regra: { ...REGRA, livres: 1 } };
    expect(await limiter.tentar([endereco])).toEqual({ permitida: true });
    const par = { chave: 'par:davi|10.0.0.2', regra: REGRA };
    expect(await limiter.tentar([par, endereco])).toMatchObject({ permitida: false, chave: 'endereco:10.0.0.2' });
  });

  it('a success clears its key and gives the address its attempt back', async () => {
    const limiter = new AccessLimiter(database.db);
    const par = { chave: 'par:eva|10.0.0.3', regra: REGRA };
    const endereco = { chave: 'endereco:10.0.0.3', regra: REGRA };
    await limiter.tentar([par, endereco]);
    await limiter.tentar([par, endereco]);
    await limiter.sucesso([par], [endereco]);
    const linhas = await database.db.execute<{ chave: string; tentativas: number }>(
      sql`SELECT chave, tentativas FROM limite_acesso WHERE chave IN ('par:eva|10.0.0.3', 'endereco:10.0.0.3')`,
    );
    expect(linhas.rows).toEqual([{ chave: 'endereco:10.0.0.3', tentativas: 1 }]);
  });

  it('forgets counts whose window has passed, and restarts a count after it', async () => {
    const limiter = new AccessLimiter(database.db);
    const chave = [{ chave: 'par:fabio|10.0.0.4', regra: REGRA }];
    for (let i = 0; i < 3; i++) await limiter.tentar(chave);
    await database.db.execute(sql`UPDATE limite_acesso SET ultima_em = now() - interval '2 minutes', liberado_em = now() - interval '1 minute' WHERE chave = 'par:fabio|10.0.0.4'`);
    expect(await limiter.tentar(chave)).toEqual({ permitida: true });
    const depois = await database.db.execute<{ tentativas: number }>(sql`SELECT tentativas FROM limite_acesso WHERE chave = 'par:fabio|10.0.0.4'`);
    expect(depois.rows[0]?.tentativas).toBe(1);
    await database.db.execute(sql`UPDATE limite_acesso SET ultima_em = now() - interval '2 hours', liberado_em = NULL WHERE chave = 'par:fabio|10.0.0.4'`);
    await limiter.limpar(60 * 60_000);
    const restantes = await database.db.execute(sql`SELECT 1 FROM limite_acesso WHERE chave = 'par:fabio|10.0.0.4'`);
    expect(restantes.rows).toEqual([]);
  });
});
