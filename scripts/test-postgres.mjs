#!/usr/bin/env node
// `pnpm run test:postgres`: the server's test project once more, on a real PostgreSQL instead of PGlite.
//
// - RPJ_TEST_DATABASE_URL set: runs against that server (an admin URL) and manages nothing.
// - otherwise, as root on Linux (CI): brings up the throw-away cluster of scripts/pg-test-cluster.mjs (installing
//   Debian's postgresql if missing), runs the tests, and always takes the cluster down again
//   (RPJ_PG_KEEP=1 leaves it running, to iterate).
// - otherwise (a developer's machine, not root): says so and succeeds without running.
// - RPJ_SKIP_POSTGRES=1: skips in every case.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cluster = join(root, 'scripts', 'pg-test-cluster.mjs');
const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
/** Beside the cluster's folder (same default as pg-test-cluster.mjs): one run at a time owns the cluster. */
const lockFile = `${process.env.RPJ_PG_DIR ?? join(tmpdir(), 'rpj-pg-test')}.lock`;
const LOCK_WAIT_MS = 15 * 60_000;

function say(message) {
  console.log(`[test:postgres] ${message}`);
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Waits until no other run uses the cluster (two runs at once would share it, and the first to finish would
 * take it down under the other), then takes the lock; a lock whose process is gone is taken over.
 */
async function lockCluster() {
  const deadline = Date.now() + LOCK_WAIT_MS;
  let told = false;
  for (;;) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockFile, 'utf8').trim());
      if (!Number.isInteger(holder) || holder <= 0 || !alive(holder)) {
        rmSync(lockFile, { force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`process ${holder} has held ${lockFile} for too long.`, { cause: error });
      if (!told) say(`another run (process ${holder}) is using the test cluster; waiting for it to finish...`);
      told = true;
      await sleep(500);
    }
  }
}

function clusterCommand(command) {
  return spawnSync(process.execPath, [cluster, command], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
}

/** Runs the server project with the URL; resolves to the exit code to report. */
function runServerTests(url) {
  if (!existsSync(vitest)) {
    console.error(`[test:postgres] ${vitest} is missing: install the workspace first (pnpm install).`);
    return Promise.resolve(1);
  }
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [vitest, 'run', '--project', 'server'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, RPJ_TEST_DATABASE_URL: url },
    });
    // A terminal's Ctrl-C reaches vitest too; a signal sent to us alone is passed on. Either way we wait for
    // vitest to end so the cluster is taken down afterwards.
    const forward = (signal) => {
      child.kill(signal);
    };
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (error) => {
      console.error(`[test:postgres] could not start vitest: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? 128 + (signal === null ? 0 : (constants.signals[signal] ?? 0)));
    });
  });
}

async function main() {
  if (process.env.RPJ_SKIP_POSTGRES === '1') {
    say('skipped (RPJ_SKIP_POSTGRES=1).');
    return 0;
  }
  const given = process.env.RPJ_TEST_DATABASE_URL ?? '';
  if (given !== '') {
    say('running the server tests on the PostgreSQL of RPJ_TEST_DATABASE_URL.');
    return runServerTests(given);
  }
  if (process.platform !== 'linux' || process.getuid?.() !== 0) {
    say('skipped: the PostgreSQL suite runs only as root on Linux (as CI does), where it installs and starts its own');
    say('cluster. Elsewhere set RPJ_TEST_DATABASE_URL to a superuser URL of a PostgreSQL 15+ with unaccent to run it.');
    return 0;
  }
  const started = Date.now();
  const unlock = await lockCluster();
  let code;
  try {
    code = await upAndTest(started);
  } finally {
    // Always, even when the tests or the start failed: a half-started cluster is taken down too.
    if (!takeDown() && code === 0) code = 1;
    unlock();
    say(`done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
  return code;
}

async function upAndTest(started) {
  const up = clusterCommand('up');
  if (up.error || up.status !== 0) {
    console.error(`[test:postgres] could not bring up the test cluster${up.error ? `: ${up.error.message}` : ' (see above)'}.`);
    return 1;
  }
  const url = up.stdout.trim().split('\n').at(-1) ?? '';
  if (!url.startsWith('postgresql://')) {
    console.error(`[test:postgres] the cluster script did not print a URL as its last line (got "${url}").`);
    return 1;
  }
  say(`cluster ready in ${((Date.now() - started) / 1000).toFixed(1)} s; running the server tests on it.`);
  return runServerTests(url);
}

/** Takes the cluster down unless asked to keep it; answers whether all went well. */
function takeDown() {
  if (process.env.RPJ_PG_KEEP === '1') {
    say('RPJ_PG_KEEP=1: the cluster stays up (node scripts/pg-test-cluster.mjs down removes it).');
    return true;
  }
  const down = clusterCommand('down');
  if (down.error || down.status !== 0) {
    console.error('[test:postgres] could not take the test cluster down (see above).');
    return false;
  }
  return true;
}

process.exitCode = await main();
