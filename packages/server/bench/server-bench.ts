/**
 * The server's benchmark: with many users in the database, the users list filtered by a login fragment on a random
 * page, called at a fixed rate by autocannon over loopback, on PGlite and on PostgreSQL; and the embedded
 * database's cold start and reopen. Figures, not asserts: these machines are shared and noisy, so tests only run it
 * tiny to keep it working.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { hashPassword } from '../src/auth/password.ts';
import { loadConfig, type ServerConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seed } from '../src/db/seed/seed.ts';
import { openDatabase, startServices } from '../src/services.ts';
import { esperarSaude, portaLivre, processoServidor } from '../test/processo-servidor.ts';
import { startTestIssuer, type TestIssuer } from '../test/test-issuer.ts';
import { COTACOES_POR_SEGUNDO_ALVO, ENTRADAS_POR_SEGUNDO_ALVO, medirCotacoes, medirEntradas, medirPagamentos, PAGAMENTOS_POR_SEGUNDO_ALVO, type FigurasCotacoes, type FigurasEntradas } from './cotacoes-bench.ts';

/** One line of the report. */
export interface BenchRow {
  readonly measure: string;
  readonly value: number;
  readonly unit: 'ms' | 'req/s' | 'count';
  /** Absent for rows that only inform. */
  readonly target?: number;
  /** How the value compares with the target; `<` when absent. */
  readonly comparison?: '<' | '<=' | '>=';
  readonly met?: boolean;
  /** A target shown for comparison only (PGlite is the development database, not the production one). */
  readonly informational?: boolean;
}

/** How much to measure. */
export interface ServerBenchOptions {
  /** Users put in the database. */
  readonly users: number;
  /** Requests per second asked of autocannon (its `overallRate`). */
  readonly rate: number;
  /** Length of the measured run. */
  readonly seconds: number;
  /** Connections autocannon keeps open. */
  readonly connections: number;
  /** A run at the same rate before the measured one, not reported (JIT, caches, pool); 0 for none. */
  readonly warmupSeconds: number;
  /** An admin URL of a PostgreSQL server: a fresh database is created there for the run and dropped after. */
  readonly postgresAdminUrl?: string | undefined;
  /** Progress lines (a run takes a while); silent when absent. */
  readonly log?: (line: string) => void;
}

/** The p99 target of the users list, ms. */
export const P99_TARGET_MS = 50;

/** The login fragments the list is filtered by: each hits a realistic share of the users (3–7 %). */
export const FRAGMENTOS_LOGIN = ['silva', 'souza', 'lima', 'costa', 'rocha', 'dias', 'ana', 'jose', 'pedro', 'maria', 'nunes', 'alves'] as const;

const PRIMEIROS = [
  'Ana', 'Maria', 'José', 'João', 'Antônio', 'Francisco', 'Carlos', 'Paulo', 'Pedro', 'Lucas', 'Luiz', 'Marcos',
  'Luís', 'Gabriel', 'Rafael', 'Daniel', 'Marcelo', 'Bruno', 'Eduardo', 'Felipe', 'Juliana', 'Márcia', 'Patrícia',
  'Aline', 'Fernanda', 'Camila', 'Amanda', 'Bruna', 'Letícia', 'Beatriz',
];
const SOBRENOMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes', 'Costa',
  'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa', 'Rocha', 'Dias',
  'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas',
];

/** Milliseconds since `start`. */
function since(start: number): number {
  return performance.now() - start;
}

/**
 * Puts `count` users in a migrated and seeded database with one `INSERT … SELECT generate_series(…)`, and their
 * groups with a second one: names from the lists above, unique logins (`joao.silva4711`), unique CPFs with valid
 * check digits (a permutation of the 9-digit bases, so none repeats), 10 in 11 active, one precomputed scrypt hash for
 * all. Then ANALYZE, as autovacuum would do on PostgreSQL (PGlite has no autovacuum).
 */
export async function seedUsers(database: Database, count: number): Promise<number> {
  if (!Number.isInteger(count) || count < 1 || count > 899_999_999) throw new Error(`cannot seed ${count} users`);
  const hash = await hashPassword('rpj12345');
  const before = await database.db.execute<{ max: number | null }>(sql`SELECT max(id) AS max FROM usuario`);
  const firstId = before.rows[0]?.max ?? 0;
  await database.db.execute(sql`
    WITH listas AS (SELECT ${sql.param(PRIMEIROS)}::text[] AS p, ${sql.param(SOBRENOMES)}::text[] AS s),
    pessoa AS (
      SELECT i,
             p[1 + i % cardinality(p)] AS primeiro,
             -- never the same as the last name: 1 to 29 places further in the list
             s[1 + (i / cardinality(p) + 1 + (i / (cardinality(p) * cardinality(s))) % (cardinality(s) - 1)) % cardinality(s)] AS meio,
             s[1 + (i / cardinality(p)) % cardinality(s)] AS ultimo,
             -- i * 7919 mod 9e8 is a permutation (7919 is prime and does not divide 9e8): unique, scattered bases
             (100000000 + (i::bigint * 7919) % 900000000)::text AS base
        FROM listas, generate_series(1, ${count}::int) AS i
    ),
    dv1 AS (
      SELECT pessoa.*, (SELECT sum(substr(base, k, 1)::int * (11 - k)) FROM generate_series(1, 9) AS k) % 11 AS r FROM pessoa
    ),
    com_dv1 AS (SELECT dv1.*, base || CASE WHEN r < 2 THEN 0 ELSE 11 - r END AS base10 FROM dv1),
    dv2 AS (
      SELECT com_dv1.*, (SELECT sum(substr(base10, k, 1)::int * (12 - k)) FROM generate_series(1, 10) AS k) % 11 AS r2 FROM com_dv1
    ),
    usuario_novo AS (
      SELECT i, primeiro || ' ' || meio || ' ' || ultimo AS nome,
             lower(f_unaccent(primeiro)) || '.' || lower(f_unaccent(ultimo)) || i AS login,
             base10 || CASE WHEN r2 < 2 THEN 0 ELSE 11 - r2 END AS cpf
        FROM dv2
    )
    INSERT INTO usuario (cpf, nome, login, email, ativo, primeiro_acesso, senha_hash)
    -- 7, 11 and 53 do not divide the lists' lengths: no first name is, say, inactive for everyone who has it
    SELECT cpf, nome, login, CASE WHEN i % 7 = 0 THEN NULL ELSE login || '@cartorio.example' END,
           i % 11 <> 0, i % 53 = 0, ${hash}
      FROM usuario_novo
    ORDER BY i
    ON CONFLICT DO NOTHING`);
  // Everyone is in USER; a quarter are clerks, a quarter examiners, an eighth officers, an eighth cashiers.
  await database.db.execute(sql`
    INSERT INTO usuario_grupo (usuario_id, grupo_id)
    SELECT u.id, g.id
      FROM usuario u JOIN grupo_usuario g
        ON g.nome = 'USER'
        OR (g.nome = 'ATENDENTE' AND u.id % 4 = 0)
        OR (g.nome = 'EXAMINADOR' AND u.id % 4 = 1)
        OR (g.nome = 'OFICIAL' AND u.id % 8 = 2)
        OR (g.nome = 'CAIXA' AND u.id % 8 = 6)
     WHERE u.id > ${firstId}
    ON CONFLICT DO NOTHING`);
  await database.exec('ANALYZE usuario; ANALYZE usuario_grupo');
  const inserted = await database.db.execute<{ n: number | string }>(sql`SELECT count(*) AS n FROM usuario WHERE id > ${firstId}`);
  return Number(inserted.rows[0]?.n ?? 0);
}


/** The environment of a run: loopback, free ports, the bench issuer, no request logs. */
function benchEnv(issuer: string, database: { readonly dataDir: string } | { readonly url: string }): Record<string, string> {
  return {
    RPJ_HOST: '127.0.0.1',
    RPJ_LISTEN_ADDRESS: '127.0.0.1',
    RPJ_CADASTRO_PORT: '0',
    RPJ_SELO_PORT: '0',
    RPJ_CONSULTA_PORT: '0',
    RPJ_APP_PORT: '0',
    RPJ_SMTP_PORT: '0',
    RPJ_IDP: 'externo',
    RPJ_ISSUER: issuer,
    RPJ_LOG_LEVEL: 'silent',
    ...('url' in database ? { DATABASE_URL: database.url } : { RPJ_DATA_DIR: database.dataDir }),
  };
}

/**
 * The services as `npm start` runs them, in a process of their own (main.ts) on free loopback ports, on this database:
 * their addresses, and how to stop them. A client measured against it parses on its own thread, as a screen or a
 * tool does, not on the service's.
 */
export async function servicosEmProcesso(issuer: string, url: string): Promise<{ readonly urls: { readonly cadastro: string; readonly selo: string; readonly consulta: string }; readonly close: () => Promise<void> }> {
  const [cadastro, selo, consulta] = [await portaLivre(), await portaLivre(), await portaLivre()];
  const filho = processoServidor({ ...benchEnv(issuer, { url }), RPJ_CADASTRO_PORT: String(cadastro), RPJ_SELO_PORT: String(selo), RPJ_CONSULTA_PORT: String(consulta), RPJ_DEMO: 'false' });
  const saiu = new Promise<void>((resolve) => filho.once('exit', () => { resolve(); }));
  const close = async (): Promise<void> => {
    filho.kill('SIGTERM');
    await saiu;
  };
  try {
    await esperarSaude(cadastro);
  } catch (error) {
    await close();
    throw error;
  }
  const base = (porta: number): string => `http://127.0.0.1:${String(porta)}`;
  return { urls: { cadastro: base(cadastro), selo: base(selo), consulta: base(consulta) }, close };
}

/** The services' configuration for a run in this process. */
export function benchConfig(issuer: string, database: { readonly dataDir: string } | { readonly url: string }): ServerConfig {
  return loadConfig(benchEnv(issuer, database));
}

/** A small seeded generator (mulberry32), so every run asks for the same pages. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The addresses the load asks for, shuffled: a fragment, then a page of its active users' list (10 a page, by
 * name). The page counts come from the API itself, which also proves the token is accepted before the load.
 */
async function listPaths(base: string, token: string, count: number): Promise<string[]> {
  const pages: { fragmento: string; paginas: number }[] = [];
  for (const fragmento of FRAGMENTOS_LOGIN) {
    const response = await fetch(`${base}/usuario/listar?ativo=true&login=${fragmento}&page=0&size=10&sort=nome,asc`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`GET /usuario/listar answered ${response.status}: ${text}`);
    const paginas = (JSON.parse(text) as { dados: { totalPages: number } }).dados.totalPages;
    if (paginas > 0) pages.push({ fragmento, paginas });
  }
  if (pages.length === 0) throw new Error('no login fragment finds any user');
  const random = seededRandom(20_240_601);
  return Array.from({ length: count }, () => {
    const { fragmento, paginas } = pages[Math.floor(random() * pages.length)] ?? { fragmento: 'silva', paginas: 1 };
    return `/usuario/listar?ativo=true&login=${fragmento}&page=${Math.floor(random() * paginas)}&size=10&sort=nome,asc`;
  });
}

const NEXT_PATH = fileURLToPath(new URL('./next-path.cjs', import.meta.url));

/** One autocannon run at the fixed rate, in its worker thread (the server keeps its event loop to itself). */
function cannon(base: string, token: string, paths: readonly string[], rate: number, seconds: number, connections: number): Promise<autocannon.Result> {
  // `paths` rides along in the request options for next-path.cjs; autocannon passes unknown fields through.
  const request = { method: 'GET', path: paths[0] ?? '/', setupRequest: NEXT_PATH, paths } as autocannon.Request;
  return autocannon({
    url: base,
    connections,
    overallRate: rate,
    duration: seconds,
    workers: 1,
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    requests: [request],
    // autocannon's correction divides 1 by a per-second rate and records extra samples 1 ms apart: plain
    // response times are reported instead.
    ignoreCoordinatedOmission: true,
  });
}

/** What one database gave under load. */
interface LoadFigures {
  readonly p50: number;
  readonly p99: number;
  readonly rate: number;
  readonly failures: number;
  readonly detail: string;
  /** Quotes priced per second through the API, on the same services (issue 22). */
  readonly cotacoes: FigurasCotacoes;
  /** Payments with gapless receipts per second, 50 concurrent clients (issue 23). */
  readonly pagamentos: FigurasCotacoes;
  /** Intakes with gapless protocol numbers per second, 50 concurrent clients (issue 25). */
  readonly entradas: FigurasEntradas;
}

async function loadTest(base: string, token: string, options: ServerBenchOptions): Promise<LoadFigures> {
  const total = Math.ceil(options.rate * (options.seconds + options.warmupSeconds)) + options.connections;
  const paths = await listPaths(base, token, Math.min(Math.max(total, 100), 50_000));
  if (options.warmupSeconds > 0) await cannon(base, token, paths, options.rate, options.warmupSeconds, options.connections);
  const result = await cannon(base, token, paths, options.rate, options.seconds, options.connections);
  const cotacoes = await medirCotacoes(base, token, Math.min(options.seconds, 10), 8, Math.min(options.warmupSeconds, 2));
  const pagamentos = await medirPagamentos(base, token, Math.min(options.seconds, 10), Math.min(options.warmupSeconds, 2));
  const entradas = await medirEntradas(base, token, Math.min(options.seconds, 10), Math.min(options.warmupSeconds, 2));
  const answered = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  const seconds = result.duration > 0 ? result.duration : options.seconds;
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rate: answered / seconds,
    failures: result.errors + result.non2xx,
    detail: `${answered} answered in ${seconds} s; ${result.errors} errors (${result.timeouts} timeouts), ${result.non2xx} non-2xx; p90 ${result.latency.p90} ms, max ${result.latency.max} ms; quotes ${cotacoes.porSegundo.toFixed(0)}/s, p99 ${String(cotacoes.p99)} ms`,
    cotacoes,
    pagamentos,
    entradas,
  };
}

function loadRows(name: string, figures: LoadFigures, options: ServerBenchOptions, informational: boolean): BenchRow[] {
  const info = informational ? { informational: true } : {};
  return [
    { measure: `${name}: users list p50`, value: figures.p50, unit: 'ms' },
    { measure: `${name}: users list p99`, value: figures.p99, unit: 'ms', target: P99_TARGET_MS, met: figures.p99 < P99_TARGET_MS, ...info },
    { measure: `${name}: answered per second (asked ${options.rate})`, value: figures.rate, unit: 'req/s' },
    { measure: `${name}: errors + non-2xx`, value: figures.failures, unit: 'count', target: 0, comparison: '<=', met: figures.failures === 0, ...info },
    { measure: `${name}: quotes of 3 items priced, numbered and kept (POST /cotacao), as fast as answered`, value: figures.cotacoes.porSegundo, unit: 'req/s', target: COTACOES_POR_SEGUNDO_ALVO, comparison: '>=', met: figures.cotacoes.porSegundo >= COTACOES_POR_SEGUNDO_ALVO, ...info },
    { measure: `${name}: quote p50`, value: figures.cotacoes.p50, unit: 'ms' },
    { measure: `${name}: quote p99`, value: figures.cotacoes.p99, unit: 'ms' },
    { measure: `${name}: quotes refused or failed`, value: figures.cotacoes.falhas, unit: 'count', target: 0, comparison: '<=', met: figures.cotacoes.falhas === 0 },
    { measure: `${name}: payments with gapless receipts (POST /caixa/{id}/pagamento), 50 clients at once`, value: figures.pagamentos.porSegundo, unit: 'req/s', target: PAGAMENTOS_POR_SEGUNDO_ALVO, comparison: '>=', met: figures.pagamentos.porSegundo >= PAGAMENTOS_POR_SEGUNDO_ALVO, ...info },
    { measure: `${name}: payment p99`, value: figures.pagamentos.p99, unit: 'ms' },
    { measure: `${name}: payments refused or failed`, value: figures.pagamentos.falhas, unit: 'count', target: 0, comparison: '<=', met: figures.pagamentos.falhas === 0 },
    { measure: `${name}: intakes with gapless protocols and their deposit (POST /processo), 50 clients at once`, value: figures.entradas.porSegundo, unit: 'req/s', target: ENTRADAS_POR_SEGUNDO_ALVO, comparison: '>=', met: figures.entradas.porSegundo >= ENTRADAS_POR_SEGUNDO_ALVO, ...info },
    { measure: `${name}: intake p99`, value: figures.entradas.p99, unit: 'ms' },
    { measure: `${name}: intakes refused or failed`, value: figures.entradas.falhas, unit: 'count', target: 0, comparison: '<=', met: figures.entradas.falhas === 0 },
    { measure: `${name}: protocol numbers missing or repeated today`, value: figures.entradas.buracos, unit: 'count', target: 0, comparison: '<=', met: figures.entradas.buracos === 0 },
  ];
}

/** Starts the services on an open database, loads them, stops them. */
async function serveAndLoad(config: ServerConfig, database: Database, issuer: TestIssuer, options: ServerBenchOptions): Promise<LoadFigures> {
  const services = await startServices(config, { database });
  try {
    return await loadTest(services.urls.cadastro, await issuer.token('admin'), options);
  } finally {
    await services.close();
  }
}

/**
 * Throughput of the users list with one server process and with two on the same PostgreSQL (issue 19): every
 * connection asks as fast as it is answered, for `seconds`, split evenly over the processes' ports (a balancer's
 * round robin, without a balancer's own cost on this machine's cores).
 */
async function throughput(url: string, issuer: TestIssuer, options: ServerBenchOptions, log: (line: string) => void): Promise<BenchRow[]> {
  const token = await issuer.token('admin');
  const processos: Awaited<ReturnType<typeof servicosEmProcesso>>[] = [];
  try {
    for (let i = 0; i < 2; i++) processos.push(await servicosEmProcesso(issuer.url, url));
    const bases = processos.map((p) => p.urls.cadastro);
    const paths = await listPaths(bases[0] ?? '', token, 20_000);
    const seconds = Math.max(5, Math.min(options.seconds, 15));
    const medir = async (alvos: readonly string[]): Promise<number> => {
      const resultados = await Promise.all(
        alvos.map((base) =>
          autocannon({
            url: base,
            connections: Math.max(1, Math.floor(options.connections / alvos.length)),
            duration: seconds,
            workers: 1,
            headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
            requests: [{ method: 'GET', path: paths[0] ?? '/', setupRequest: NEXT_PATH, paths } as autocannon.Request],
          }),
        ),
      );
      return resultados.reduce((soma, r) => soma + r['2xx'] / (r.duration > 0 ? r.duration : seconds), 0);
    };
    // Each process warms its cache first.
    for (const base of bases) await medir([base]);
    const um = await medir(bases.slice(0, 1));
    const dois = await medir(bases);
    log(`PostgreSQL: users list as fast as answered: ${Math.round(um)} req/s with one process, ${Math.round(dois)} with two`);
    return [
      { measure: 'PostgreSQL: users list, as fast as answered, one process', value: um, unit: 'req/s' },
      { measure: 'PostgreSQL: users list, as fast as answered, two processes on the same database', value: dois, unit: 'req/s' },
    ];
  } finally {
    await Promise.all(processos.map((p) => p.close()));
  }
}

async function benchPglite(issuer: TestIssuer, options: ServerBenchOptions, log: (line: string) => void): Promise<BenchRow[]> {
  const dir = await mkdtemp(join(tmpdir(), 'rpj-bench-pglite-'));
  try {
    const config = benchConfig(issuer.url, { dataDir: dir });
    log('PGlite: cold start on a new folder');
    let start = performance.now();
    const fresh = await openDatabase(config);
    let seedMs: number;
    let coldMs: number;
    try {
      await migrate(fresh.database);
      await seed(fresh.database.db, { demo: true });
      coldMs = since(start);
      log(`PGlite: putting ${options.users} users in the database`);
      start = performance.now();
      const inserted = await seedUsers(fresh.database, options.users);
      seedMs = since(start);
      log(`PGlite: ${inserted} users inserted in ${Math.round(seedMs)} ms`);
    } finally {
      await fresh.database.close();
      fresh.release();
    }
    log('PGlite: reopening the folder');
    start = performance.now();
    const reopened = await openDatabase(config);
    try {
      await migrate(reopened.database);
      await seed(reopened.database.db, { demo: true });
      const reopenMs = since(start);
      log(`PGlite: ${options.rate} req/s for ${options.seconds} s`);
      const figures = await serveAndLoad(config, reopened.database, issuer, options);
      log(`PGlite: ${figures.detail}`);
      return [
        { measure: 'PGlite: cold start, new folder (open + migrate + seed)', value: coldMs, unit: 'ms' },
        { measure: 'PGlite: insert the users (one INSERT … SELECT)', value: seedMs, unit: 'ms' },
        { measure: 'PGlite: reopen the folder (open + migrate + seed)', value: reopenMs, unit: 'ms' },
        ...loadRows('PGlite', figures, options, true),
      ];
    } finally {
      await reopened.database.close();
      reopened.release();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

async function benchPostgres(adminUrl: string, issuer: TestIssuer, options: ServerBenchOptions, log: (line: string) => void): Promise<BenchRow[]> {
  const name = `rpj_bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const config = benchConfig(issuer.url, { url: url.toString() });
    const { database, release } = await openDatabase(config);
    try {
      await migrate(database);
      await seed(database.db, { demo: true });
      log(`PostgreSQL: putting ${options.users} users in database ${name}`);
      const start = performance.now();
      const inserted = await seedUsers(database, options.users);
      const seedMs = since(start);
      log(`PostgreSQL: ${inserted} users inserted in ${Math.round(seedMs)} ms`);
      log(`PostgreSQL: ${options.rate} req/s for ${options.seconds} s`);
      const figures = await serveAndLoad(config, database, issuer, options);
      log(`PostgreSQL: ${figures.detail}`);
      return [
        { measure: 'PostgreSQL: insert the users (one INSERT … SELECT)', value: seedMs, unit: 'ms' },
        ...loadRows('PostgreSQL', figures, options, false),
        ...(await throughput(url.toString(), issuer, options, log)),
      ];
    } finally {
      await database.close();
      release();
    }
  } finally {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

/** Runs every measure: PGlite always, PostgreSQL when an admin URL is given. */
export async function runServerBench(options: ServerBenchOptions): Promise<readonly BenchRow[]> {
  const log = options.log ?? (() => undefined);
  const issuer = await startTestIssuer();
  try {
    const rows = await benchPglite(issuer, options, log);
    if (options.postgresAdminUrl !== undefined) rows.push(...(await benchPostgres(options.postgresAdminUrl, issuer, options, log)));
    return rows;
  } finally {
    await issuer.close();
  }
}

/** Reads the options from the environment (RPJ_BENCH_*), with the issue's figures as defaults. */
export function benchOptionsFromEnv(env: Readonly<Record<string, string | undefined>>): Omit<ServerBenchOptions, 'postgresAdminUrl' | 'log'> {
  const int = (name: string, fallback: number, min: number): number => {
    const raw = env[name]?.trim();
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min) throw new Error(`${name}="${raw}": use a whole number from ${min}`);
    return n;
  };
  return {
    users: int('RPJ_BENCH_USERS', 100_000, 1),
    rate: int('RPJ_BENCH_RATE', 500, 1),
    seconds: int('RPJ_BENCH_SECONDS', 20, 1),
    connections: int('RPJ_BENCH_CONNECTIONS', 20, 1),
    warmupSeconds: int('RPJ_BENCH_WARMUP_SECONDS', 3, 0),
  };
}

/** Where the PostgreSQL run gets its server. */
export type PostgresSource =
  | { readonly kind: 'url'; readonly adminUrl: string }
  | { readonly kind: 'cluster' }
  | { readonly kind: 'skip'; readonly reason: string };

/**
 * RPJ_BENCH_DATABASE_URL (an admin URL) when set; else, as root, a throw-away cluster; else none. RPJ_BENCH_POSTGRES=0
 * skips it (the tests' tiny run).
 */
export function postgresSource(env: Readonly<Record<string, string | undefined>>, isRoot: boolean): PostgresSource {
  const url = env['RPJ_BENCH_DATABASE_URL']?.trim() ?? '';
  if (env['RPJ_BENCH_POSTGRES']?.trim() === '0') return { kind: 'skip', reason: 'RPJ_BENCH_POSTGRES=0' };
  if (url !== '') return { kind: 'url', adminUrl: url };
  if (isRoot) return { kind: 'cluster' };
  return { kind: 'skip', reason: 'not root and no RPJ_BENCH_DATABASE_URL (an admin URL of a PostgreSQL server)' };
}

const CLUSTER_SCRIPT = fileURLToPath(new URL('../../../scripts/pg-test-cluster.mjs', import.meta.url));

/**
 * The benchmark's throw-away cluster (scripts/pg-test-cluster.mjs) has its own folder and port, so a test run's
 * cluster (54329) is never reused nor taken down by the benchmark.
 */
const BENCH_CLUSTER_ENV = { RPJ_PG_DIR: join(tmpdir(), 'rpj-pg-bench'), RPJ_PG_PORT: '54339' } as const;

/** Runs the cluster script; its progress goes to stderr; answers the last line of its stdout. */
function cluster(command: 'up' | 'down'): string {
  const result = spawnSync(process.execPath, [CLUSTER_SCRIPT, command], {
    encoding: 'utf8',
    env: { ...process.env, ...BENCH_CLUSTER_ENV },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`node scripts/pg-test-cluster.mjs ${command} failed (exit ${String(result.status)})`);
  return result.stdout.trim().split('\n').at(-1) ?? '';
}

/** Brings the benchmark's cluster up and answers its admin URL. */
export function clusterUp(): string {
  return cluster('up');
}

/** Stops the benchmark's cluster and deletes its folder. */
export function clusterDown(): void {
  cluster('down');
}

/** The report as a table. */
export function formatBench(rows: readonly BenchRow[]): string {
  const lines = [
    ['measure', 'value', 'target', 'met'],
    ...rows.map((r) => [
      r.measure,
      `${r.value.toFixed(r.unit === 'count' ? 0 : 1)} ${r.unit}`,
      r.target === undefined ? '' : `${r.comparison ?? '<'} ${r.target} ${r.unit}`,
      r.met === undefined ? '' : `${r.met ? 'yes' : 'NO'}${r.informational === true ? ' (informational)' : ''}`,
    ]),
  ];
  const widths = [0, 1, 2, 3].map((c) => Math.max(...lines.map((l) => (l[c] ?? '').length)));
  return lines.map((l) => l.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join('  ').trimEnd()).join('\n');
}
