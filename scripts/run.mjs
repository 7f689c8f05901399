#!/usr/bin/env node
// Bootstrap behind the README's commands (`npm test`, `npm start`): it needs only Node and npm.
// It runs everything on the pinned Node LTS of `.node-version` (fetched from the npm registry, where Node's
// binaries are published as packages, when the machine's Node is older than 22), finds the pinned pnpm (or fetches
// it through npx), installs the workspace from the lockfile, then hands over to the workspace script that does the
// real work. Plain JavaScript on purpose: nothing is installed yet when it runs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pnpmVersion = manifest.packageManager.replace(/^pnpm@/, '');

/** What each README command runs once the workspace is installed. */
const commands = {
  test: [['run', 'verify']],
  // The app is built on every start (a few seconds), so what runs is always what the checkout holds.
  start: [
    ['--filter', '@rpj/web', 'build'],
    ['--filter', '@rpj/server', 'start'],
  ],
};

// The office's data lives in .data/ at the root of the checkout, whatever folder the service runs in.
process.env.RPJ_DATA_DIR ??= join(root, '.data');

function fail(message) {
  console.error(`\n[rpj] ${message}`);
  process.exit(1);
}

function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    fail(`Node ${process.versions.node} is too old: this project needs Node 20.19 or newer.`);
  }
}

/** The pinned Node LTS the server, the tests and the tools run on (`.node-version`). */
const pinnedNode = readFileSync(join(root, '.node-version'), 'utf8').trim();
/** The oldest Node the published SDK supports: its package test also runs on it. */
const oldestSdkNode = JSON.parse(readFileSync(join(root, 'packages', 'sdk', 'package.json'), 'utf8')).engines.node.replace(/^>=/, '');

/**
 * A Node binary of `version` from the npm registry (the `node-<platform>-<arch>` packages hold the official
 * builds), kept in .cache/node so it is fetched once per checkout.
 */
function nodeFromRegistry(version) {
  const platform = process.platform === 'win32' ? 'win' : process.platform;
  const pkg = `node-${platform}-${process.arch}`;
  const dir = join(root, '.cache', 'node', `${pkg}-${version}`);
  const bin = join(dir, 'node_modules', pkg, 'bin', process.platform === 'win32' ? 'node.exe' : 'node');
  if (existsSync(bin)) return bin;
  console.log(`[rpj] fetching Node ${version} from the npm registry (${pkg}) into .cache/node ...`);
  mkdirSync(dir, { recursive: true });
  const result = spawnSync(
    'npm',
    ['install', '--prefix', dir, '--no-save', '--no-package-lock', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error', `${pkg}@${version}`],
    { stdio: 'inherit', shell: process.platform === 'win32' },
  );
  if (result.status !== 0 || !existsSync(bin)) fail(`could not fetch Node ${version} (${pkg}) from the npm registry.`);
  return bin;
}

/**
 * On a Node older than 22 (past its end of life), runs this same command again on the pinned LTS, with that Node
 * first on the PATH so every tool started below uses it too; resolves to false when already on a current one.
 */
function onCurrentNode() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= 22 || process.env.RPJ_NODE_FIXADO === '1') return false;
  const node = nodeFromRegistry(pinnedNode);
  console.log(`[rpj] Node ${process.versions.node} on this machine is past its end of life: running on Node ${pinnedNode} instead.`);
  const result = spawnSync(node, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, RPJ_NODE_FIXADO: '1', PATH: `${dirname(node)}${delimiter}${process.env.PATH ?? ''}` },
  });
  process.exit(result.status ?? 1);
}

/** For `npm test`: a Node of the oldest version the SDK supports, so its package test runs there too. */
function sdkOldestNode() {
  const machine = process.env.RPJ_NODE_MAQUINA;
  if (machine !== undefined && process.env.RPJ_NODE_MAQUINA_VERSAO?.startsWith('20.')) return machine;
  return nodeFromRegistry(oldestSdkNode);
}

/** The pinned pnpm when it is on the PATH, otherwise the same version through npx. */
function findPnpm() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' });
  if (probe.status === 0 && probe.stdout.trim() === pnpmVersion) return ['pnpm'];
  console.log(`[rpj] pnpm ${pnpmVersion} not found on the PATH; using it through npx.`);
  return ['npx', '--yes', `pnpm@${pnpmVersion}`];
}

function run(pnpm, args) {
  const [command, ...prefix] = pnpm;
  console.log(`[rpj] pnpm ${args.join(' ')}`);
  const result = spawnSync(command, [...prefix, ...args], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
  if (result.error) fail(`could not start pnpm: ${result.error.message}`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const name = process.argv[2];
const steps = commands[name];
if (!steps) fail(`unknown command "${name}"; expected one of: ${Object.keys(commands).join(', ')}`);

checkNode();
process.env.RPJ_NODE_MAQUINA ??= process.execPath;
process.env.RPJ_NODE_MAQUINA_VERSAO ??= process.versions.node;
onCurrentNode();
if (name === 'test') process.env.RPJ_NODE_SDK_MINIMO ??= sdkOldestNode();
const pnpm = findPnpm();
run(pnpm, ['install', '--frozen-lockfile']);
for (const step of steps) run(pnpm, step);
