// `pnpm bench` for @rpj/server: the users list under a fixed request rate on PGlite and PostgreSQL, and the
// embedded database's cold start, figures beside their targets. Parameters: RPJ_BENCH_USERS (100000),
// RPJ_BENCH_RATE (500 req/s), RPJ_BENCH_SECONDS (20), RPJ_BENCH_CONNECTIONS (20), RPJ_BENCH_WARMUP_SECONDS (3).
// PostgreSQL: RPJ_BENCH_DATABASE_URL (an admin URL), else as root a throw-away cluster, else skipped;
// RPJ_BENCH_POSTGRES=0 skips it. The registered entities (issue 20): RPJ_BENCH_EMPRESAS (1000000) on PostgreSQL, and
// their members (issue 21): RPJ_BENCH_SOCIOS (3 per entity) links; the processes (issue 25): RPJ_BENCH_PROCESSOS
// (1000000) on PostgreSQL, and the scanned archive's pages (issue 31): RPJ_BENCH_PAGINAS (100000); the financial reports
// (issue 33): RPJ_BENCH_RECIBOS (500000) receipts of a year.
import { availableParallelism } from 'node:os';
import { benchEmpresas } from './empresas-bench.ts';
import { benchImpressao, formatImpressao } from './impressao-bench.ts';
import { benchProcessos } from './processos-bench.ts';
import { benchRelatorios } from './relatorios-bench.ts';
import { benchRelatoriosProcessos } from './relatorios-processos-bench.ts';
import { benchOptionsFromEnv, clusterDown, clusterUp, formatBench, postgresSource, runServerBench } from './server-bench.ts';

const options = benchOptionsFromEnv(process.env);
const source = postgresSource(process.env, process.getuid?.() === 0);
const log = (line: string): void => {
  console.error(`[server bench] ${line}`);
};
const notes: string[] = [];
const started = performance.now();

console.log(
  `@rpj/server benchmark (Node ${process.version}, ${availableParallelism()} cores): ${options.users.toLocaleString('en')} users;\n` +
    `GET /usuario/listar?ativo=true&login=<fragment>&page=<random>&size=10&sort=nome,asc with a bearer token,\n` +
    `${options.rate} req/s asked for ${options.seconds} s over ${options.connections} connections on 127.0.0.1, after ${options.warmupSeconds} s of warm-up\n`,
);

let adminUrl: string | undefined;
let clusterStarted = false;
try {
  if (source.kind === 'url') {
    adminUrl = source.adminUrl;
  } else if (source.kind === 'cluster') {
    log('bringing up a throw-away PostgreSQL (scripts/pg-test-cluster.mjs)');
    clusterStarted = true;
    try {
      adminUrl = clusterUp();
    } catch (error) {
      notes.push(`PostgreSQL rows skipped: the throw-away cluster did not start (${String(error)}).`);
      process.exitCode = 1;
    }
  } else {
    notes.push(`PostgreSQL rows skipped: ${source.reason}.`);
  }
  // Printing first: alone on the machine, before the database benches.
  const impressao = formatImpressao(await benchImpressao());
  const rows = [...(await runServerBench({ ...options, postgresAdminUrl: adminUrl, log }))];
  if (adminUrl !== undefined) rows.push(...(await benchEmpresas(adminUrl, Number(process.env['RPJ_BENCH_EMPRESAS'] ?? 1_000_000), log)));
  if (adminUrl !== undefined) rows.push(...(await benchProcessos(adminUrl, Number(process.env['RPJ_BENCH_PROCESSOS'] ?? 1_000_000), log)));
  if (adminUrl !== undefined) rows.push(...(await benchRelatorios(adminUrl, Number(process.env['RPJ_BENCH_RECIBOS'] ?? 500_000), log)));
  if (adminUrl !== undefined) rows.push(...(await benchRelatoriosProcessos(adminUrl, Number(process.env['RPJ_BENCH_PROCESSOS_ANO'] ?? 200_000), log)));
  console.log(formatBench(rows));
  console.log(impressao);
} finally {
  if (clusterStarted) {
    log('taking the throw-away PostgreSQL down');
    clusterDown();
  }
}
notes.push(
  'Latencies are autocannon 9\'s: its own worker thread, 1 ms resolution, plain response times. Its rate is a budget',
  'per connection and second, sent as fast as answers come: the load arrives in bursts of up to one request per',
  'connection in flight, so latencies include queueing behind that burst; when the server is slower than asked, each',
  'connection waits for its answer and "answered per second" is the rate the server really sustained.',
  `Run time: ${Math.round((performance.now() - started) / 1000)} s.`,
);
console.log(`\n${notes.join('\n')}`);
