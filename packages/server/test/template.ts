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
import { openPglite, openPostgres } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seed } from '../src/db/seed/seed.ts';
import { Fila } from '../src/jobs/fila.ts';
import { gravarServico } from '../src/servicos/servicos.repository.ts';

/** pg-boss's schema too, so that each test's server starts its queue on it instead of creating it. */
async function instalarFila(database: Parameters<typeof migrate>[0]): Promise<void> {
  const fila = await Fila.iniciar(database, [], { trabalhar: false });
  await fila.parar(0);
}

/**
 * The office's certificate services with their fees, as an office registers them on the services screen: nothing
 * seeds them (a fee is the office's, by its state's table). The tests' own codes and values, not a state's table.
 */
async function servicosDasCertidoes(db: Parameters<typeof seed>[0]): Promise<void> {
  const servicos = [
    { codigo: '501', descricao: 'Certidão em breve relato, por quesitos ou de busca', tipoAto: 'CERTIDAO_BREVE_RELATO', emolumentoCentavos: 4_000 },
    { codigo: '502', descricao: 'Certidão de inteiro teor', tipoAto: 'CERTIDAO_INTEIRO_TEOR', emolumentoCentavos: 6_000 },
  ] as const;
  for (const { emolumentoCentavos, ...s } of servicos) {
    await gravarServico(db, undefined, { ...s, selo: true, ativo: true, vigencias: [{ de: '2026-01-01', valores: { tipo: 'FIXO', emolumentoCentavos } }] });
  }
}

const alvo = process.argv[2] ?? '';
if (alvo.startsWith('postgres')) {
  const template = await openPostgres(alvo, 1);
  await migrate(template);
  await seed(template.db, { demo: true });
  await servicosDasCertidoes(template.db);
  await instalarFila(template);
  await template.close();
} else if (alvo !== '') {
  const database = await openPglite();
  await migrate(database);
  await seed(database.db, { demo: true });
  await servicosDasCertidoes(database.db);
  await instalarFila(database);
  const dump = await database.dump?.();
  await database.close();
  if (dump === undefined) throw new Error('PGlite did not dump');
  await writeFile(alvo, Buffer.from(await dump.arrayBuffer()));
} else {
  throw new Error('usage: template.ts <file.tar | postgres-url>');
}
