#!/usr/bin/env node
/* global window -- the page functions run in the browser */
// `pnpm bench` (the web's budgets, reported, not asserted): the built app served by the real server, measured in
// Chromium. JS and CSS the first screen after sign-in needs (gzipped), the largest lazily loaded route chunk
// (gzipped), LCP of the home screen and INP of typing in the users filter, both at 4× CPU throttling, median of 5.
// Plain JavaScript: it runs with nothing but Node and the workspace installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const web = join(root, 'packages', 'web');
const PORTAS = { cadastro: 19140, selo: 19141, consulta: 19142, identidade: 19143, app: 19080 };
const APP = `http://localhost:${PORTAS.app}`;
const RODADAS = 5;
const CPU = 4;
const log = (line) => console.error(`[bench:web] ${line}`);

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

log('building the web app…');
const build = spawnSync(process.execPath, [join(web, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'error'], { cwd: web, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const dados = mkdtempSync(join(tmpdir(), 'rpj-bench-web-'));
log('starting the office…');
const servidor = spawn(process.execPath, ['--conditions=@rpj/source', '--import', 'tsx', join(root, 'packages', 'server', 'src', 'main.ts')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    RPJ_DATA_DIR: dados,
    RPJ_CADASTRO_PORT: String(PORTAS.cadastro),
    RPJ_SELO_PORT: String(PORTAS.selo),
    RPJ_CONSULTA_PORT: String(PORTAS.consulta),
    RPJ_IDP_PORT: String(PORTAS.identidade),
    RPJ_APP_URL: APP,
    RPJ_LOG_LEVEL: 'warn',
  },
});
const parar = () => {
  servidor.kill('SIGTERM');
  rmSync(dados, { recursive: true, force: true });
};

try {
  for (let i = 0; ; i++) {
    const ok = await fetch(`${APP}/config.json`).then((r) => r.ok, () => false);
    if (ok) break;
    if (i > 240) throw new Error('the office did not start');
    await new Promise((r) => setTimeout(r, 500));
  }

  const browser = await chromium.launch({
    ...(existsSync('/usr/bin/chromium') ? { executablePath: '/usr/bin/chromium' } : {}),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
  });
  const gz = new Map();
  const tamanhoGz = async (url) => {
    if (!gz.has(url)) gz.set(url, gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length);
    return gz.get(url);
  };
  const lcps = [];
  const inps = [];
  let primeiraTela = 0;
  for (let rodada = 0; rodada < RODADAS; rodada++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto(`${APP}/`);
    await page.getByLabel('Login').fill('admin');
    await page.getByLabel('Senha').fill('rpj12345');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(`${APP}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();

    // The home screen again, as a returning person opens it: signed in, cold caches, 4× slower CPU.
    await context.clearCookies({ domain: 'localhost' }).catch(() => undefined);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    const recursos = [];
    page.on('response', (response) => {
      const tipo = response.request().resourceType();
      if (response.url().startsWith(`${APP}/assets/`) && (tipo === 'script' || tipo === 'stylesheet')) recursos.push(response.url());
    });
    await page.addInitScript(() => {
      window.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(500);
    lcps.push(await page.evaluate(() => window.__lcp));
    let bytes = 0;
    for (const url of new Set(recursos)) bytes += await tamanhoGz(url);
    primeiraTela = Math.max(primeiraTela, bytes);

    // INP of typing in the users filter: the slowest key interaction.
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Usuários', exact: true }).click();
    await page.getByRole('table', { name: 'Usuários' }).getByText('Helena Duarte Vasconcelos').waitFor();
    await page.evaluate(() => {
      window.__inp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.interactionId) window.__inp = Math.max(window.__inp, entry.duration);
        }
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    });
    await page.getByRole('search', { name: 'Filtros' }).getByLabel('Nome').pressSequentially('helena', { delay: 120 });
    await page.waitForTimeout(1200);
    inps.push(await page.evaluate(() => window.__inp));
    await context.close();
  }
  await browser.close();

  const assets = join(web, 'dist', 'assets');
  const entrada = readFileSync(join(web, 'dist', 'index.html'), 'utf8');
  const rotas = readdirSync(assets)
    .filter((f) => f.endsWith('.js') && !entrada.includes(f))
    .map((f) => ({ f, tamanho: gzipSync(readFileSync(join(assets, f))).length }))
    .sort((a, b) => b.tamanho - a.tamanho);
  const maior = rotas[0];

  const linhas = [
    ['First screen after sign-in: JS + CSS (gzip)', `${(primeiraTela / 1024).toFixed(1)} KB`, '≤ 150 KB', primeiraTela <= 150 * 1024],
    [`Largest route chunk (gzip): ${maior ? basename(maior.f) : '-'}`, `${((maior?.tamanho ?? 0) / 1024).toFixed(1)} KB`, '—', undefined],
    [`LCP of home, ${CPU}× CPU, median of ${RODADAS}`, `${median(lcps).toFixed(0)} ms`, '≤ 1000 ms', median(lcps) <= 1000],
    [`INP typing in the users filter, ${CPU}× CPU, median of ${RODADAS}`, `${median(inps).toFixed(0)} ms`, '≤ 50 ms', median(inps) <= 50],
  ];
  console.log('\n@rpj/web budgets (Chromium, the built app served by the real server)\n');
  console.log('| Measure | Result | Target | Met |');
  console.log('|---|---|---|---|');
  for (const [medida, valor, alvo, ok] of linhas) console.log(`| ${medida} | ${valor} | ${alvo} | ${ok === undefined ? '—' : ok ? 'yes' : 'no'} |`);
  console.log(`\nLCP runs: ${lcps.map((v) => v.toFixed(0)).join(', ')} ms; INP runs: ${inps.map((v) => v.toFixed(0)).join(', ')} ms`);
} finally {
  parar();
}
