/**
 * Versioned SQL migrations, applied at start in file-name order, each once, all pending ones in one
 * transaction, one process at a time (an advisory lock on PostgreSQL). The shared ones live in ./migrations; an
 * area's in its own folder (`migracoes` of its module, docs/areas.md); all are applied in one order, by name.
 */
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { AREAS } from '../areas.ts';
import type { Database } from './client.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** The shared folder and every area's. */
export function pastasDeMigracao(): readonly string[] {
  return [MIGRATIONS_DIR, ...AREAS.flatMap((a) => (a.migracoes === undefined ? [] : [fileURLToPath(a.migracoes)]))];
}

/** The migration files of these folders, in the order they apply; a name in two folders is refused. */
export async function migracoes(dirs: readonly string[]): Promise<readonly { readonly nome: string; readonly caminho: string }[]> {
  const todas = new Map<string, string>();
  for (const dir of dirs) {
    for (const nome of (await readdir(dir)).filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))) {
      const outra = todas.get(nome);
      if (outra !== undefined) throw new Error(`Migration ${nome} is in two folders: ${outra} and ${dir}`);
      todas.set(nome, dir);
    }
  }
  return [...todas].sort(([a], [b]) => a.localeCompare(b)).map(([nome, dir]) => ({ nome, caminho: `${dir}${nome}` }));
}

/** Applies the pending migrations; returns the names applied now. */
export async function migrate(database: Database, dirs: readonly string[] = pastasDeMigracao()): Promise<readonly string[]> {
  const files = await migracoes(dirs);
  return database.exclusive(async (exec) => {
    await exec('CREATE TABLE IF NOT EXISTS migracao (nome varchar(120) PRIMARY KEY, aplicada_em timestamptz NOT NULL DEFAULT now())');
    const done = new Set(((await exec('SELECT nome FROM migracao')) as { nome: string }[]).map((r) => r.nome));
    const pending = files.filter((f) => !done.has(f.nome));
    if (pending.length === 0) return [];
    await exec('BEGIN');
    try {
      for (const file of pending) {
        await exec(await readFile(file.caminho, 'utf8'));
        await exec(`INSERT INTO migracao (nome) VALUES ('${file.nome}')`);
      }
      await exec('COMMIT');
    } catch (error) {
      await exec('ROLLBACK');
      throw error;
    }
    return pending.map((f) => f.nome);
  });
}
