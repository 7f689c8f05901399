/**
 * Builds the tests' database template — every migration and the demo seed — in a process of its own, run by
 * global-setup.ts through `tsx --conditions=@rpj/source` as `npm start` runs the server: the migrations and seeds of
 * the areas import the areas' modules (and through them the SDK's contract), which vitest's global setup cannot
 * resolve to the workspace's sources.
 *
 *   tsx --conditions=@rpj/source test/template.ts <file.tar>          PGlite: writes the dumped database there
 *   tsx --conditions=@rpj/source test/template.ts postgres://…/db     PostgreSQL: migrates and seeds that database
 */
import { writeFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seed } from '../src/db/seed/seed.ts';
import { Fila } from '../src/jobs/fila.ts';

/** pg-boss's schema too, so that each test's server starts its queue on it instead of creating it. */
async function instalarFila(database: Parameters<typeof migrate>[0]): Promise<void> {
  const fila = await Fila.iniciar(database, [], { trabalhar: false });
  await fila.parar(0);
}

/**
 * The office's certificate fees, as an office enters them on the services screen: the demo seeds its certificate
 * services without a fee (certidoes.seed.ts). The tests' own values, not a state's table.
 */
async function valoresDasCertidoes(db: Parameters<typeof seed>[0]): Promise<void> {
  const vigencias = (emolumentoCentavos: number): string => JSON.stringify([{ de: '2026-01-01', valores: { tipo: 'FIXO', emolumentoCentavos } }]);
  await db.execute(sql`UPDATE servico SET vigencias = ${vigencias(4_000)}::jsonb WHERE tipo_ato = 'CERTIDAO_BREVE_RELATO' AND vigencias = '[]'::jsonb`);
  await db.execute(sql`UPDATE servico SET vigencias = ${vigencias(6_000)}::jsonb WHERE tipo_ato = 'CERTIDAO_INTEIRO_TEOR' AND vigencias = '[]'::jsonb`);
}

const alvo = process.argv[2] ?? '';
if (alvo.startsWith('postgres')) {
  const template = await openPostgres(alvo, 1);
  await migrate(template);
  await seed(template.db, { demo: true });
  await valoresDasCertidoes(template.db);
  await instalarFila(template);
  await template.close();
} else if (alvo !== '') {
  const database = await openPglite();
  await migrate(database);
  await seed(database.db, { demo: true });
  await valoresDasCertidoes(database.db);
  await instalarFila(database);
  const dump = await database.dump?.();
  await database.close();
  if (dump === undefined) throw new Error('PGlite did not dump');
  await writeFile(alvo, Buffer.from(await dump.arrayBuffer()));
} else {
  throw new Error('usage: template.ts <file.tar | postgres-url>');
}
