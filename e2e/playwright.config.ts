/**
 * Browser tests of the whole office in Chromium: Playwright starts the same entry point as `npm start` (the app
 * is built by the test command first), on its own ports with a fresh data folder and short token lifetimes
 * (never an already running instance), and drives it from outside.
 */
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/** Ports of the office under test: apart from a developer's `npm start`. */
export const PORTAS = { cadastro: 18140, selo: 18141, consulta: 18142, identidade: 18143, app: 18080 } as const;
/** Token lifetimes of the office under test: short, so renewals happen during the suite. */
export const TOKENS = { accessTtlS: 30, refreshLeadS: 10 } as const;
const DATA = join(tmpdir(), 'rpj-e2e-data');
const CHROMIUM = '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORTAS.app}`,
    locale: 'pt-BR',
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      // Debian's Chromium (the test command installs it as root); Playwright's own when it has one.
      ...(existsSync(CHROMIUM) ? { executablePath: CHROMIUM } : {}),
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: `rm -rf ${DATA} && node --conditions=@rpj/source --import tsx ../packages/server/src/main.ts`,
    // The app's server starts last: when it answers, everything does.
    url: `http://localhost:${PORTAS.app}/config.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      RPJ_DATA_DIR: DATA,
      RPJ_CADASTRO_PORT: String(PORTAS.cadastro),
      RPJ_SELO_PORT: String(PORTAS.selo),
      RPJ_CONSULTA_PORT: String(PORTAS.consulta),
      RPJ_IDP_PORT: String(PORTAS.identidade),
      RPJ_SMTP_PORT: '0',
      RPJ_APP_URL: `http://localhost:${PORTAS.app}`,
      RPJ_ACCESS_TOKEN_TTL: String(TOKENS.accessTtlS),
      RPJ_REFRESH_LEAD: String(TOKENS.refreshLeadS),
      RPJ_LOG_LEVEL: 'warn',
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
