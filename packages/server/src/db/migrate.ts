/**
 * Versioned SQL migrations, applied at start in file-name order, each once, all pending ones in one
 * transaction, one process at a time (an advisory lock on PostgreSQL).
 */
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Applies the pending migrations; returns the names applied now. */
export async function migrate(database: Database, dir: string = MIGRATIONS_DIR): Promise<readonly string[]> {
  const files = (await readdir(dir)).filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f)).sort();
  return database.exclusive(async (exec) => {
    await exec('CREATE TABLE IF NOT EXISTS migracao (nome varchar(120) PRIMARY KEY, aplicada_em timestamptz NOT NULL DEFAULT now())');
    const done = new Set(((await exec('SELECT nome FROM migracao')) as { nome: string }[]).map((r) => r.nome));
    const pending = files.filter((f) => !done.has(f));
    if (pending.length === 0) return [];
    await exec('BEGIN');
    try {
      for (const file of pending) {
        await exec(await readFile(`${dir}${file}`, 'utf8'));
        await exec(`INSERT INTO migracao (nome) VALUES ('${file}')`);
      }
      await exec('COMMIT');
    } catch (error) {
      await exec('ROLLBACK');
      throw error;
    }
    return pending;
  });
}
