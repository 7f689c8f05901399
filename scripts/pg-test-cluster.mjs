#!/usr/bin/env node
// A throw-away PostgreSQL cluster for the server's test suite (Linux, run as root, as CI does).
//
//   node scripts/pg-test-cluster.mjs up      install Debian's postgresql if missing, create the cluster if
//                                            missing, start it if stopped; prints the admin URL as the last
//                                            line of stdout (progress goes to stderr)
//   node scripts/pg-test-cluster.mjs down    stop the cluster and delete its folder
//   node scripts/pg-test-cluster.mjs status  says whether it runs
//
// Everything lives in one folder (RPJ_PG_DIR, default <tmp>/rpj-pg-test) and listens on 127.0.0.1:54329
// (RPJ_PG_PORT) plus a unix socket inside that folder; the distribution's own clusters are never touched.
// PostgreSQL refuses to run as root, so every server program runs as the `postgres` user through runuser.
// The cluster is tuned for tests (fsync off): it is not for data anyone wants to keep.
// Plain JavaScript with no dependencies: it may run before the workspace is installed.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, chmodSync, chownSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = Number(process.env.RPJ_PG_PORT ?? '54329');
const BASE = process.env.RPJ_PG_DIR ?? join(tmpdir(), 'rpj-pg-test');
const DATA = join(BASE, 'data');
const SOCKETS = join(BASE, 'run');
const LOG = join(BASE, 'postgres.log');
/** The admin password, readable by root only; generated on the first `up`. */
const PASSWORD_FILE = join(BASE, 'admin-password');
const ROLE = 'rpj_test';
/** What the folder may hold; `down` deletes nothing else. */
const OWN_ENTRIES = new Set(['data', 'run', 'postgres.log', 'admin-password']);
const POSTGRES_LIB = '/usr/lib/postgresql';

class Failure extends Error {}

function log(message) {
  console.error(`[pg-test-cluster] ${message}`);
}

/**
 * Runs a program and returns its stdout; throws a Failure with its output on a non-zero exit. `cwd: '/'` so a
 * program running as postgres never complains that it cannot enter the caller's folder.
 */
function run(command, args, { input, env, quiet = false } = {}) {
  const result = spawnSync(command, args, {
    cwd: '/',
    encoding: 'utf8',
    input,
    env: { ...process.env, ...env },
    // Quiet: output captured (and shown on failure); otherwise streamed to stderr, keeping stdout for the URL.
    stdio: [input === undefined ? 'ignore' : 'pipe', quiet ? 'pipe' : 2, quiet ? 'pipe' : 2],
  });
  if (result.error) throw new Failure(`could not run ${command}: ${result.error.message}`);
  if (result.status !== 0) {
    const output = [result.stdout, result.stderr].filter((text) => typeof text === 'string' && text.trim() !== '').join('\n').trim();
    const how = result.signal === null ? `exit code ${result.status}` : `signal ${result.signal}`;
    throw new Failure(`${command} ${args.join(' ')} failed (${how})${output === '' ? '' : `:\n${output}`}`);
  }
  return result.stdout ?? '';
}

/** Runs a program as the postgres user. */
function asPostgres(program, args, options = {}) {
  return run('runuser', ['-u', 'postgres', '--', program, ...args], { quiet: true, ...options });
}

/** Runs a program as postgres and answers whether it exited with 0. */
function succeedsAsPostgres(program, args) {
  const result = spawnSync('runuser', ['-u', 'postgres', '--', program, ...args], { cwd: '/', stdio: 'ignore' });
  return result.status === 0;
}

/** The newest installed PostgreSQL's bin folder, or undefined. */
function findBin() {
  if (!existsSync(POSTGRES_LIB)) return undefined;
  const versions = readdirSync(POSTGRES_LIB)
    .filter((name) => /^\d+$/.test(name) && existsSync(join(POSTGRES_LIB, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length === 0 ? undefined : join(POSTGRES_LIB, versions[0], 'bin');
}

function checkPlatform() {
  if (process.platform !== 'linux') throw new Failure(`this script needs Linux (Debian); this is ${process.platform}.`);
  if (process.getuid?.() !== 0) throw new Failure('this script must run as root: it installs packages and runs PostgreSQL as the postgres user.');
  if (!Number.isInteger(PORT) || PORT < 1024 || PORT > 65535) throw new Failure(`RPJ_PG_PORT must be a port number between 1024 and 65535, not "${process.env.RPJ_PG_PORT}".`);
}

/** Installs Debian's postgresql (with its contrib, which has `unaccent`) unless a server is there already. */
function ensureInstalled() {
  const found = findBin();
  if (found !== undefined) return found;
  if (!existsSync('/usr/bin/apt-get')) throw new Failure('PostgreSQL is not installed and apt-get is not available to install it (this script knows Debian only).');
  log('PostgreSQL is not installed: installing Debian\'s postgresql with apt (this takes a while once)...');
  // Keep the package from creating and starting the default main cluster on port 5432.
  mkdirSync('/etc/postgresql-common/createcluster.d', { recursive: true });
  writeFileSync('/etc/postgresql-common/createcluster.d/no-main-cluster.conf', 'create_main_cluster = false\n');
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  try {
    run('apt-get', ['update', '-q'], { env });
    run('apt-get', ['install', '-y', '-q', '--no-install-recommends', 'postgresql'], { env });
  } catch (error) {
    throw new Failure(`installing PostgreSQL with apt failed. ${error.message}`);
  }
  const bin = findBin();
  if (bin === undefined) throw new Failure(`apt installed postgresql but no ${POSTGRES_LIB}/<version>/bin/initdb was found.`);
  return bin;
}

/** Creates a folder owned by postgres with the given mode. */
function postgresFolder(path, mode) {
  mkdirSync(path, { recursive: true });
  const { uid, gid } = postgresIds();
  chownSync(path, uid, gid);
  chmodSync(path, mode);
}

function postgresIds() {
  const uid = Number(run('id', ['-u', 'postgres'], { quiet: true }).trim());
  const gid = Number(run('id', ['-g', 'postgres'], { quiet: true }).trim());
  if (!Number.isInteger(uid) || !Number.isInteger(gid)) throw new Failure('the postgres user does not exist (is PostgreSQL installed?).');
  return { uid, gid };
}

function isRunning(bin) {
  return existsSync(join(DATA, 'postmaster.pid')) && succeedsAsPostgres(join(bin, 'pg_ctl'), ['-D', DATA, 'status']);
}

/** A new cluster: initdb, then the test settings. */
function createCluster(bin) {
  rmSync(DATA, { recursive: true, force: true }); // a half-made cluster from an interrupted run
  postgresFolder(DATA, 0o700);
  log(`creating a cluster in ${DATA}`);
  asPostgres(join(bin, 'initdb'), [
    '-D', DATA, '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8',
    '--auth-local=trust', '--auth-host=scram-sha-256', '--no-sync',
  ]);
  appendFileSync(join(DATA, 'postgresql.conf'), [
    '',
    '# rpj test cluster (scripts/pg-test-cluster.mjs): throw-away, tuned for speed',
    `port = ${PORT}`,
    "listen_addresses = '127.0.0.1'",
    `unix_socket_directories = '${SOCKETS}'`,
    'max_connections = 200',
    'fsync = off',
    'synchronous_commit = off',
    'full_page_writes = off',
    '',
  ].join('\n'));
}

function checkPortFree(bin) {
  if (succeedsAsPostgres(join(bin, 'pg_isready'), ['-q', '-h', '127.0.0.1', '-p', String(PORT)])) {
    throw new Failure(`port ${PORT} is already served by another PostgreSQL; stop it or choose another port with RPJ_PG_PORT.`);
  }
}

function start(bin) {
  log(`starting PostgreSQL on 127.0.0.1:${PORT}`);
  try {
    asPostgres(join(bin, 'pg_ctl'), ['-D', DATA, '-l', LOG, '-w', '-t', '60', 'start']);
  } catch (error) {
    const tail = existsSync(LOG) ? readFileSync(LOG, 'utf8').trim().split('\n').slice(-15).join('\n') : '';
    throw new Failure(`PostgreSQL did not start. ${error.message}${tail === '' ? '' : `\nLast lines of ${LOG}:\n${tail}`}`);
  }
}

/** The admin password of this cluster, made once and kept for root only. */
function password() {
  if (existsSync(PASSWORD_FILE)) return readFileSync(PASSWORD_FILE, 'utf8').trim();
  const value = randomBytes(18).toString('hex');
  writeFileSync(PASSWORD_FILE, `${value}\n`, { mode: 0o600 });
  return value;
}

/** Creates (or resets) the superuser the tests connect as; idempotent. */
function ensureRole(bin, secret) {
  // Through stdin, not the command line, so the password never shows in the process list.
  const sql = [
    `\\set role ${ROLE}`,
    `\\set secret ${secret}`,
    `SELECT format('CREATE ROLE %I LOGIN SUPERUSER', :'role') WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = :'role') \\gexec`,
    `SELECT format('ALTER ROLE %I LOGIN SUPERUSER PASSWORD %L', :'role', :'secret') \\gexec`,
    '',
  ].join('\n');
  asPostgres(join(bin, 'psql'), [
    '-h', SOCKETS, '-p', String(PORT), '-U', 'postgres', '-d', 'postgres',
    '-v', 'ON_ERROR_STOP=1', '-qAtX',
  ], { input: sql });
}

/** A mistaken RPJ_PG_DIR must not hand someone's folder to postgres, nor delete it. */
function checkOwnFolder() {
  if (!existsSync(BASE)) return;
  if (!statSync(BASE).isDirectory()) throw new Failure(`${BASE} exists and is not a folder; set RPJ_PG_DIR to another path.`);
  const foreign = readdirSync(BASE).filter((entry) => !OWN_ENTRIES.has(entry));
  if (foreign.length > 0) {
    throw new Failure(`${BASE} holds files this script did not make (${foreign.slice(0, 5).join(', ')}); leaving it alone. Set RPJ_PG_DIR to another path.`);
  }
}

function up() {
  checkPlatform();
  const bin = ensureInstalled();
  checkOwnFolder();
  postgresFolder(BASE, 0o755);
  // The postgres user must reach the folder: a TMPDIR inside /root, say, would not do.
  if (!succeedsAsPostgres('test', ['-w', BASE, '-a', '-x', BASE])) {
    throw new Failure(`the postgres user cannot use ${BASE}; set RPJ_PG_DIR to a folder it can reach (e.g. under /tmp).`);
  }
  postgresFolder(SOCKETS, 0o700);
  if (isRunning(bin)) {
    // postmaster.pid: pid, data folder, start time, port, ...
    const runningPort = Number(readFileSync(join(DATA, 'postmaster.pid'), 'utf8').split('\n')[3]);
    if (runningPort !== PORT) {
      throw new Failure(`the cluster in ${DATA} already runs on port ${runningPort}, not ${PORT}; run "down" first or set RPJ_PG_PORT=${runningPort}.`);
    }
    log(`reusing the cluster running in ${DATA}`);
  } else {
    checkPortFree(bin);
    if (!existsSync(join(DATA, 'PG_VERSION'))) createCluster(bin);
    start(bin);
  }
  const secret = password();
  ensureRole(bin, secret);
  const version = asPostgres(join(bin, 'psql'), ['-h', SOCKETS, '-p', String(PORT), '-U', 'postgres', '-d', 'postgres', '-qAtX', '-c', 'SHOW server_version']).trim();
  log(`PostgreSQL ${version} ready`);
  console.log(`postgresql://${ROLE}:${secret}@127.0.0.1:${PORT}/postgres`);
}

function down() {
  checkPlatform();
  if (!existsSync(BASE)) {
    log(`nothing to stop: ${BASE} does not exist`);
    return;
  }
  checkOwnFolder();
  const bin = findBin();
  if (bin !== undefined && isRunning(bin)) {
    log('stopping PostgreSQL');
    try {
      asPostgres(join(bin, 'pg_ctl'), ['-D', DATA, '-m', 'fast', '-w', '-t', '30', 'stop']);
    } catch (error) {
      log(`fast stop failed (${error.message.split('\n')[0]}); stopping immediately`);
      asPostgres(join(bin, 'pg_ctl'), ['-D', DATA, '-m', 'immediate', '-w', '-t', '30', 'stop']);
    }
  }
  rmSync(BASE, { recursive: true, force: true });
  log(`removed ${BASE}`);
}

function status() {
  checkPlatform();
  const bin = findBin();
  if (bin === undefined) console.log('PostgreSQL is not installed');
  else if (existsSync(BASE) && statSync(BASE).isDirectory() && isRunning(bin)) console.log(`running on 127.0.0.1:${PORT}, data in ${DATA}`);
  else console.log('not running');
}

const commands = { up, down, status };
const name = process.argv[2] ?? '';
const command = commands[name];
if (command === undefined) {
  console.error(`usage: node scripts/pg-test-cluster.mjs ${Object.keys(commands).join('|')}`);
  process.exit(2);
}
try {
  command();
} catch (error) {
  if (!(error instanceof Failure)) throw error;
  console.error(`[pg-test-cluster] ${name} failed: ${error.message}`);
  if (name === 'up') console.error('[pg-test-cluster] (npm test runs this suite as root; RPJ_SKIP_POSTGRES=1 skips it.)');
  process.exit(1);
}
