#!/usr/bin/env node
// Bootstrap behind the README's commands (`npm test`, `npm start`): it needs only Node and npm.
// It finds the pinned pnpm (or fetches it through npx), installs the workspace from the lockfile, then
// hands over to the workspace script that does the real work. Plain JavaScript on purpose: nothing is
// installed yet when it runs.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
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
const pnpm = findPnpm();
run(pnpm, ['install', '--frozen-lockfile']);
for (const step of steps) run(pnpm, step);
