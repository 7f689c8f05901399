// The pool on PostgreSQL outlives the loss of an idle connection: the server ending it (a restart, an operator's
// pg_terminate_backend, a database dropped WITH (FORCE)) neither ends the process nor fails the next query. Reads
// made together (lerJuntos) go side by side on the pool and one at a time in a transaction, whose one connection
// never has two statements at once (the server tests run with --throw-deprecation: node-postgres's queue of a busy
// connection would fail them).
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { lerJuntos, openPostgres } from '../src/db/client.ts';
import { cloneTemplate } from './harness.ts';

describe.runIf(inject('postgresUrl') !== '')('a connection PostgreSQL ends while idle', () => {
  it('is replaced: the next query answers and no error escapes the pool', async () => {
    const { url, drop } = await cloneTemplate();
    const database = await openPostgres(url ?? '', 2);
    const soltos: unknown[] = [];
    const guardar = (e: unknown): void => {
      soltos.push(e);
    };
    process.on('uncaughtException', guardar);
    try {
      const [linha] = (await database.executeSql('SELECT pg_backend_pid() AS pid')).rows as { pid: number }[];
      const pid = linha?.pid ?? 0;
      const outra = await openPostgres(url ?? '', 1);
      await outra.executeSql('SELECT pg_terminate_backend($1)', [pid]);
      await outra.close();
      // The FATAL reaches the idle client asynchronously; give it time to arrive before the next query.
      await new Promise((r) => setTimeout(r, 200));
      const { rows } = await database.executeSql('SELECT 1 AS um');
      expect(rows).toEqual([{ um: 1 }]);
      expect(soltos.map(String)).toEqual([]);
    } finally {
      process.off('uncaughtException', guardar);
      await database.close();
      await drop();
    }
  });
});

describe('reads made together (lerJuntos)', () => {
  it('answer in their order; in a transaction one at a time, and the ones after a failed read are never started', async () => {
    const { database, drop } = await cloneTemplate();
    try {
      const { db } = database;
      const dormir = (s: number, v: number) => async () => (await db.execute<{ v: number }>(sql`SELECT ${v}::int AS v, pg_sleep(${s})`)).rows[0]?.v;
      expect(await lerJuntos(db, [dormir(0.05, 1), dormir(0, 2)])).toEqual([1, 2]);

      const vistos: string[] = [];
      const ler = (nome: string, tx: typeof db, falha = false) => async (): Promise<string> => {
        vistos.push(`${nome} começa`);
        await tx.execute(falha ? sql`SELECT 1 / 0` : sql`SELECT pg_sleep(0.02)`);
        vistos.push(`${nome} termina`);
        return nome;
      };
      expect(await db.transaction((tx) => lerJuntos(tx, [ler('a', tx), ler('b', tx), ler('c', tx)]))).toEqual(['a', 'b', 'c']);
      expect(vistos).toEqual(['a começa', 'a termina', 'b começa', 'b termina', 'c começa', 'c termina']);

      vistos.length = 0;
      await expect(db.transaction((tx) => lerJuntos(tx, [ler('a', tx), ler('b', tx, true), ler('c', tx)]))).rejects.toThrow();
      expect(vistos).toEqual(['a começa', 'a termina', 'b começa']);
    } finally {
      await drop();
    }
  });

  it.runIf(inject('postgresUrl') !== '')('on the pool, side by side: the first still running sees the second running', async () => {
    const { database, drop } = await cloneTemplate();
    try {
      const { db } = database;
      const [outras] = await lerJuntos(db, [
        async () => Number((await db.execute<{ n: string }>(sql`SELECT pg_sleep(0.2), (SELECT count(*) FROM pg_stat_activity WHERE query LIKE '%marca-lerjuntos-b%' AND pid <> pg_backend_pid()) AS n`)).rows[0]?.n),
        () => db.execute(sql`SELECT pg_sleep(0.5) /* marca-lerjuntos-b */`),
      ]);
      expect(outras).toBe(1);
    } finally {
      await drop();
    }
  });
});
