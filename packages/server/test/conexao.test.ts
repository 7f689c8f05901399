// The pool on PostgreSQL outlives the loss of an idle connection: the server ending it (a restart, an operator's
// pg_terminate_backend, a database dropped WITH (FORCE)) neither ends the process nor fails the next query.
import { describe, expect, inject, it } from 'vitest';
import { openPostgres } from '../src/db/client.ts';
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
