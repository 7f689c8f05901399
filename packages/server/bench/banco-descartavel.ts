/** A throw-away database of the benches: created on the server of an admin URL, migrated and seeded, dropped after. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres, type Database } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seed } from '../src/db/seed/seed.ts';
import type { OpcoesSemente } from '../src/http/area.ts';

async function naAdministracao(adminUrl: string, comando: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(comando);
  } finally {
    await admin.end();
  }
}

/** Runs `usar` on a fresh database named `rpj_bench_<prefixo>_<random>` (migrated, seeded as `semente` says); dropped after, whatever happens. */
export async function comBancoDescartavel<T>(
  adminUrl: string,
  prefixo: string,
  usar: (banco: { readonly nome: string; readonly url: string; readonly database: Database }) => Promise<T>,
  semente: OpcoesSemente = { demo: false },
): Promise<T> {
  const nome = `rpj_bench_${prefixo}_${randomBytes(6).toString('hex')}`;
  await naAdministracao(adminUrl, `CREATE DATABASE ${nome}`);
  const url = new URL(adminUrl);
  url.pathname = `/${nome}`;
  const database = await openPostgres(url.toString());
  try {
    await migrate(database);
    await seed(database.db, semente);
    return await usar({ nome, url: url.toString(), database });
  } finally {
    await database.close();
    await naAdministracao(adminUrl, `DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`);
  }
}
