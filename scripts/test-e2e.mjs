#!/usr/bin/env node
// `pnpm run test:e2e`: the browser tests of e2e/ in Chromium. As root (CI) it installs Debian's chromium when
// missing (Playwright cannot download its own browser here); elsewhere it uses /usr/bin/chromium or
// Playwright's own browser, and says so when there is neither. RPJ_SKIP_E2E=1 skips.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const say = (message) => console.log(`[test:e2e] ${message}`);

if (process.env.RPJ_SKIP_E2E === '1') {
  say('RPJ_SKIP_E2E=1: skipped.');
  process.exit(0);
}

if (!existsSync('/usr/bin/chromium') && process.getuid?.() === 0) {
  say("installing Debian's chromium…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-q'], ['install', '-y', '-q', '--no-install-recommends', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`[test:e2e] apt-get ${args.join(' ')} failed: install chromium, or set RPJ_SKIP_E2E=1 to skip the browser tests.`);
      process.exit(1);
    }
  }
}
if (!existsSync('/usr/bin/chromium')) say('no /usr/bin/chromium: using Playwright’s own Chromium, if it has one.');

// The tests drive the built app, as `npm start` serves it.
say('building the web app…');
const vite = join(root, 'packages', 'web', 'node_modules', 'vite', 'bin', 'vite.js');
// Then the browser harness some tests drive (the app's own composition, under dist/__e2e/; npm start's build
// empties dist/ again).
for (const extra of [[], ['--config', 'test/harness/vite.config.ts']]) {
  const build = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn', ...extra], { cwd: join(root, 'packages', 'web'), stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const playwright = join(root, 'e2e', 'node_modules', '@playwright', 'test', 'cli.js');
const result = spawnSync(process.execPath, [playwright, 'test'], { cwd: join(root, 'e2e'), stdio: 'inherit' });
process.exit(result.status ?? 1);
