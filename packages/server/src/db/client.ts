/**
 * The database: PGlite (PostgreSQL in WASM, embedded, the default) or a real PostgreSQL (`DATABASE_URL`), behind
 * one interface, with the same migrations and the same Drizzle queries.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { SQL } from 'drizzle-orm';
import { PgDialect, PgTransaction, type PgDatabase } from 'drizzle-orm/pg-core';
import type { PgliteQueryResultHKT } from 'drizzle-orm/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';

/**
 * Drizzle over either driver, for its `sql` template (parameters, composition) and transactions: the SQL migrations
 * are the schema, so no table mirror is declared in TypeScript. Typed with PGlite's result kind so `execute<Row>()`
 * is typed; node-postgres answers the same `{ rows }` shape at run time.
 */
export type Db = PgDatabase<PgliteQueryResultHKT>;

const dialect = new PgDialect();
/** The text each statement name was first used with. */
const preparedTexts = new Map<string, string>();

/**
 * Runs a query of fixed text (values only as parameters) as a named prepared statement, for the queries every
 * request runs: on PostgreSQL each pooled connection parses it once and, after a few runs, reuses one plan, which
 * takes most of their cost away (planning a small join costs more than running it: the principal's query went from
 * about 6,600 to 21,000 a second on two cores). PGlite runs it as any other query. Answers the rows as `db.execute`
 * does.
 */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the rows' type, as db.execute<Row>() takes it
export async function executePrepared<Row extends Record<string, unknown>>(db: Db, name: string, query: SQL): Promise<{ rows: Row[] }> {
  const compiled = dialect.sqlToQuery(query);
  const known = preparedTexts.get(name) ?? compiled.sql;
  if (known !== compiled.sql) throw new Error(`prepared statement ${name} used with two texts`);
  preparedTexts.set(name, known);
  return (await db._.session.prepareQuery(compiled, undefined, name, false).execute()) as { rows: Row[] };
}

/**
 * Reads that do not depend on each other: side by side on the pool (each on a connection of its own), one after
 * another in a transaction. A transaction is one connection, which runs one statement at a time: node-postgres would
 * queue the others (deprecated in pg 8, refused by pg 9), and when one of them failed the transaction would be
 * rolled back with the rest still queued behind it, to run after the rollback on a connection back in the pool.
 */
export async function lerJuntos<const T extends readonly unknown[]>(db: Db, leituras: { readonly [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(leituras.map((ler) => ler()))) as unknown as T;
  const valores: unknown[] = [];
  for (const ler of leituras) valores.push(await ler());
  return valores as unknown as T;
}

/** An open database. */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** Runs SQL text (several statements allowed) outside any transaction. */
  exec(sql: string): Promise<void>;
  /** Runs `work` on one connection holding an advisory lock, so concurrent starts migrate one at a time. */
  exclusive<T>(work: (exec: (sql: string) => Promise<unknown[]>) => Promise<T>): Promise<T>;
  /** Runs one SQL text with parameters, or several statements without (for libraries with their own SQL: pg-boss). */
  executeSql(text: string, values?: readonly unknown[]): Promise<{ rows: unknown[] }>;
  /** PGlite only: the data folder as a tarball, to clone a migrated template in tests. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

const EXTENSIONS = { unaccent, pg_trgm };

/**
 * Opens PGlite on a data folder (created on first use), in memory (no folder), or from a dump.
 */
export async function openPglite(options: { readonly dataDir?: string; readonly loadDataDir?: Blob } = {}): Promise<Database> {
  const client = await PGlite.create({
    ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
    ...(options.loadDataDir === undefined ? {} : { loadDataDir: options.loadDataDir }),
    extensions: EXTENSIONS,
  });
  return {
    kind: 'pglite',
    db: drizzlePglite(client) as unknown as Db,
    exec: async (sql) => {
      await client.exec(sql);
    },
    // PGlite runs several statements only through exec(); with parameters, one statement through query().
    executeSql: async (text, values = []) => (values.length > 0 ? client.query(text, [...values]) : ((await client.exec(text)).at(-1) ?? { rows: [] })),
    // PGlite is one connection in one process: nothing can interleave.
    exclusive: (work) => work(async (sql) => (await client.exec(sql)).at(-1)?.rows ?? []),
    dump: async () => (await client.dumpDataDir('none')),
    close: () => client.close(),
  };
}

/** The advisory lock key of migrations ("RPJ" on a phone keypad). */
const MIGRATION_LOCK = 775;

/** Opens a pool on a PostgreSQL server. */
export async function openPostgres(url: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection the server ends (a restart, pg_terminate_backend, DROP DATABASE ... WITH (FORCE)) is dropped
  // by the pool and replaced on the next query; without a listener the pool's 'error' event would end the process.
  pool.on('error', () => undefined);
  const probe = await pool.connect(); // fail now, with a clear error, if the server is not there
  probe.release();
  return {
    kind: 'postgres',
    db: drizzlePg(pool) as unknown as Db,
    exec: async (sql) => {
      await pool.query(sql);
    },
    executeSql: (text, values = []) => pool.query(text, [...values]),
    exclusive: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        return await work(async (sql) => {
          // Several statements answer an array of results; the last one's rows are what callers read.
          const result = (await client.query(sql)) as pg.QueryResult | pg.QueryResult[];
          return (Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows) as unknown[];
        });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
