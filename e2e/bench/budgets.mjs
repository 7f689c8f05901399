#!/usr/bin/env node
/* global window, location -- the page functions run in the browser */
// `pnpm bench` (the web's budgets): the built app served by the real server, measured in Chromium as a person gets
// it. Every load is a fresh page in a fresh browser context (empty HTTP cache, cache disabled through CDP with the
// network domain enabled), signed in as a new tab after sign-in is: the session's tokens put in the tab's
// sessionStorage before any script runs. Loads of /usuario, RODADAS at 4× CPU and RODADAS at 1×; each figure is the
// median [min–max]: JS + CSS requested before the screen said it was ready (compressed, as served, headers included), FCP, rows visible (Element
// Timing on the list's rows), total blocking time until the rows, keystroke → next paint in the name filter (Event
// Timing), and the JS heap after a garbage collection; beside them two floors timed the same way between the app's
// loads: a page of one line of text (the machine's) and the least page of the web's libraries showing the same rows
// (the stack's, packages/web/test/pilha). The first screen's size is a budget: past it the bench
// prints ✗ and exits non-zero (in its own command, never in `npm test`).
// RPJ_BENCH_RODADAS=n changes the number of loads at each speed (default 5).
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
const PORTAS = { cadastro: 19140, selo: 19141, consulta: 19142, identidade: 19143, app: 19080, smtp: 19025 };
const APP = `http://localhost:${PORTAS.app}`;
const RODADAS = Number(process.env.RPJ_BENCH_RODADAS ?? 5);
const CPU = 4;
const log = (line) => console.error(`[bench:web] ${line}`);

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** A vite build in the web package (its own config, or the one given); a failed build ends the bench. */
function construir(...opcoes) {
  const build = spawnSync(process.execPath, [join(web, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'error', ...opcoes], { cwd: web, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

log('building the web app…');
construir();
// The stack's floor page (packages/web/test/pilha): the web's libraries showing the same rows, none of the app's code.
construir('--config', join(web, 'test', 'pilha', 'vite.config.ts'));

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
    RPJ_SMTP_PORT: String(PORTAS.smtp),
    RPJ_APP_URL: APP,
    RPJ_LOG_LEVEL: 'warn',
  },
});
const parar = () => {
  servidor.kill('SIGTERM');
  rmSync(dados, { recursive: true, force: true });
  // The stack's page is the bench's alone: a later `npm start` does not serve it.
  rmSync(join(web, 'dist', '__pilha'), { recursive: true, force: true });
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
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--enable-precise-memory-info'],
  });

  // Sign in once, as a person does; what the tab keeps (sessionStorage) is what each fresh tab is given.
  const entrada = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'pt-BR' });
  const login = await entrada.newPage();
  await login.goto(`${APP}/`);
  await login.getByLabel('Login').fill('admin');
  await login.getByLabel('Senha').fill('rpj12345');
  await login.getByRole('button', { name: 'Entrar' }).click();
  await login.waitForURL(`${APP}/`);
  await login.getByRole('heading', { level: 1 }).waitFor();
  const sessao = await login.evaluate(() => Object.fromEntries(Object.keys(sessionStorage).map((k) => [k, sessionStorage.getItem(k)])));
  await entrada.close();

  /**
   * Every page's init script, before any of its scripts: the app's pages get the session's tokens; every page gets the
   * observers of its rows (Element Timing `linhas-da-lista`, resolving `window.__rpj.visiveis`), long tasks and keys.
   */
  function observar([origem, itens]) {
    if (location.origin === origem) for (const [k, v] of Object.entries(itens)) if (sessionStorage.getItem(k) === null) sessionStorage.setItem(k, v);
    let avisar;
    window.__rpj = { linhas: 0, longas: [], teclas: [], visiveis: new Promise((resolve) => (avisar = resolve)) };
    new PerformanceObserver((lista) => {
      for (const e of lista.getEntries()) {
        if (e.identifier !== 'linhas-da-lista' || window.__rpj.linhas !== 0) continue;
        window.__rpj.linhas = e.renderTime || e.loadTime;
        avisar();
      }
    }).observe({ type: 'element', buffered: true });
    new PerformanceObserver((lista) => {
      for (const e of lista.getEntries()) window.__rpj.longas.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((lista) => {
      for (const e of lista.getEntries()) if (e.interactionId && e.name.startsWith('key')) window.__rpj.teclas.push(e.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  }

  /** Waits for the page's observer to report the rows (window.__rpj.visiveis), 30 s at most. */
  async function aguardarLinhas(cdp) {
    let relogio;
    const prazo = new Promise((_, rejeitar) => {
      relogio = setTimeout(() => rejeitar(new Error('the rows were not reported within 30 s')), 30_000);
    });
    try {
      await Promise.race([cdp.send('Runtime.evaluate', { expression: 'window.__rpj.visiveis', awaitPromise: true }), prazo]);
    } finally {
      clearTimeout(relogio);
    }
  }

  /** A fresh context and page at `cpu`× CPU with the cache disabled, as every load below gets. */
  async function paginaNova(cpu, preparar) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'pt-BR' });
    await preparar(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    return { context, page, cdp };
  }

  /**
   * This machine's floor: a page of one line of text, in the same fresh context at the same speed, timed the same
   * way. What the app's figure adds to it is the app's; the rest is the browser's and the machine's on that day.
   */
  async function carregarLinhaDeTexto(cpu) {
    const { context, page, cdp } = await paginaNova(cpu, (c) => c.addInitScript(observar, [APP, sessao]));
    await page.goto('data:text/html;charset=utf-8,<!doctype html><title>RPJ</title><p elementtiming="linhas-da-lista">Helena Duarte Vasconcelos</p>');
    await aguardarLinhas(cdp);
    const linhas = await page.evaluate(() => window.__rpj.linhas);
    await context.close();
    return linhas;
  }

  /**
   * The slowest keystroke → next paint typing a name in the page's name filter (Event Timing), the page's rows
   * already shown.
   */
  async function teclar(page) {
    await page.getByRole('search', { name: 'Filtros' }).getByLabel('Nome').pressSequentially('helena', { delay: 150 });
    await page.waitForTimeout(1200);
    const teclas = await page.evaluate(() => window.__rpj.teclas);
    return teclas.length === 0 ? 0 : Math.max(...teclas);
  }

  /**
   * The stack's floor: the least page of the web's libraries (React, react-router, MobX from inversify, Fluent UI's
   * provider, Input and Table) showing the same rows from one fetch, served by the same server, timed the same way.
   * No screen built on these libraries shows its rows or answers a key sooner on the machine of the day.
   */
  async function carregarPilha(cpu) {
    const { context, page, cdp } = await paginaNova(cpu, (c) => c.addInitScript(observar, [APP, sessao]));
    await page.goto(`${APP}/__pilha/index.html`);
    await aguardarLinhas(cdp);
    const linhas = await page.evaluate(() => window.__rpj.linhas);
    await page.waitForTimeout(300);
    const tecla = await teclar(page);
    await context.close();
    return { linhas, tecla };
  }

  /** One load of /usuario in a fresh page at `cpu`× CPU: the figures of {@link medidas}. */
  async function carregar(cpu) {
    const { context, page, cdp } = await paginaNova(cpu, (c) => c.addInitScript(observar, [APP, sessao]));
    const tipos = new Map();
    let transferidos = 0;
    cdp.on('Network.responseReceived', (e) => tipos.set(e.requestId, e.type));
    cdp.on('Network.loadingFinished', (e) => {
      const tipo = tipos.get(e.requestId);
      if (tipo === 'Script' || tipo === 'Stylesheet') transferidos += e.encodedDataLength;
    });
    await page.goto(`${APP}/usuario`);
    // Nothing of the harness runs in the page until the rows are reported: a locator would first evaluate
    // Playwright's injected script (≈ 170 ms of compiling at 4×) and then poll the DOM, on the main thread the
    // page is loading on. A person's browser runs neither. One small CDP evaluation awaits the observer instead.
    await aguardarLinhas(cdp);
    await page.getByRole('table', { name: 'Usuários' }).getByText('Helena Duarte Vasconcelos').waitFor();
    // The first screen is the code requested until the screen said it was ready (the app's User Timing mark, left
    // when its rows were committed; Resource Timing): what is fetched afterwards, at idle, is not part of it. Counting
    // by request rather than by arrival keeps the figure from depending on whether idle code arrives before the
    // rows' paint is reported.
    await page.waitForFunction((marca) => performance.getEntriesByName(marca).length > 0, 'rpj:primeira-tela-pronta');
    const primeiraTela = await page.evaluate((marca) => {
      const pronta = performance.getEntriesByName(marca)[0].startTime;
      return performance
        .getEntriesByType('resource')
        .filter((e) => /\.(?:js|css)$/.test(new URL(e.name).pathname) && e.startTime < pronta)
        .reduce((soma, e) => soma + e.transferSize, 0);
    }, 'rpj:primeira-tela-pronta');
    await page.waitForTimeout(300);
    const { fcp, linhas, longas } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      linhas: window.__rpj.linhas,
      longas: window.__rpj.longas,
    }));
    // Blocking time from the first paint until the rows: each long task's part beyond 50 ms.
    const tbt = longas.filter(([inicio]) => inicio >= fcp && inicio < linhas).reduce((soma, [, duracao]) => soma + Math.max(0, duracao - 50), 0);
    // Keystroke → next paint: the slowest key press typing a name in the filter.
    const tecla = await teclar(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    await context.close();
    return { primeiraTela, transferidos, fcp, linhas, tbt, tecla, heap: usedSize };
  }

  const resultados = new Map();
  for (const cpu of [CPU, 1]) {
    const cargas = [];
    // The floors' loads alternate with the app's, so all see the machine of the same minutes.
    for (let rodada = 0; rodada < RODADAS; rodada++) {
      const app = await carregar(cpu);
      const piso = await carregarLinhaDeTexto(cpu);
      const { linhas: pilhaLinhas, tecla: pilhaTecla } = await carregarPilha(cpu);
      cargas.push({ ...app, piso, pilhaLinhas, pilhaTecla });
    }
    resultados.set(cpu, cargas);
    const lista = (campo) => cargas.map((c) => `${c[campo].toFixed(0)} ms`).join(', ');
    log(`${cpu}× CPU: ${lista('linhas')} until the rows; the stack's page: ${lista('pilhaLinhas')}; a line of text: ${lista('piso')}`);
  }
  await browser.close();

  const assets = join(web, 'dist', 'assets');
  const indice = readFileSync(join(web, 'dist', 'index.html'), 'utf8');
  const rotas = readdirSync(assets)
    .filter((f) => f.endsWith('.js') && !indice.includes(f))
    .map((f) => ({ f, tamanho: gzipSync(readFileSync(join(assets, f))).length }))
    .sort((a, b) => b.tamanho - a.tamanho);
  const maior = rotas[0];
  // A chunk named by its hash alone (vite.config.ts) is called by the package most of its sources come from.
  const nomeDoPedaco = (f) => {
    if (!/^c[\w-]{7}\.js$/.test(f)) return f;
    const fontes = JSON.parse(readFileSync(join(assets, `${f}.map`), 'utf8')).sources ?? [];
    const contagem = new Map();
    for (const fonte of fontes) {
      const pacote = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules)/.exec(fonte)?.[1] ?? 'src';
      contagem.set(pacote, (contagem.get(pacote) ?? 0) + 1);
    }
    const [pacote] = [...contagem].sort((a, b) => b[1] - a[1])[0] ?? ['?'];
    return `${f} (${pacote})`;
  };

  const faixa = (valores, formato) => `${formato(median(valores))} [${formato(Math.min(...valores))}–${formato(Math.max(...valores))}]`;
  const ms = (v) => `${v.toFixed(0)} ms`;
  const kb = (v) => `${(v / 1024).toFixed(1)} KB`;
  const mib = (v) => `${(v / 1024 / 1024).toFixed(1)} MiB`;
  const de = (cpu, campo) => resultados.get(cpu).map((c) => c[campo]);
  const primeiraTela = median(de(CPU, 'primeiraTela'));
  const ORCAMENTO_KB = 230;
  const linhas = [
    ['First screen (/usuario): JS + CSS requested until the rows are ready, compressed as served', faixa(de(CPU, 'primeiraTela'), kb), `≤ ${ORCAMENTO_KB} KB (budget)`, primeiraTela <= ORCAMENTO_KB * 1024],
    ['JS + CSS of the whole load, with what comes at idle after the rows', faixa(de(CPU, 'transferidos'), kb), '—', undefined],
    [`Rows visible on /usuario, ${CPU}× CPU`, faixa(de(CPU, 'linhas'), ms), '≤ 700 ms', median(de(CPU, 'linhas')) <= 700],
    ['Rows visible on /usuario, 1× CPU', faixa(de(1, 'linhas'), ms), '—', undefined],
    [`The stack's floor: its libraries' least page of these rows (packages/web/test/pilha), rows visible, ${CPU}× CPU`, faixa(de(CPU, 'pilhaLinhas'), ms), '—', undefined],
    ["The stack's floor, rows visible, 1× CPU", faixa(de(1, 'pilhaLinhas'), ms), '—', undefined],
    [`This machine's floor: a page of one line of text visible, ${CPU}× CPU`, faixa(de(CPU, 'piso'), ms), '—', undefined],
    ['The floor, 1× CPU', faixa(de(1, 'piso'), ms), '—', undefined],
    [`FCP, ${CPU}× CPU`, faixa(de(CPU, 'fcp'), ms), '—', undefined],
    ['FCP, 1× CPU', faixa(de(1, 'fcp'), ms), '—', undefined],
    [`TBT until the rows, ${CPU}× CPU`, faixa(de(CPU, 'tbt'), ms), '≤ 200 ms', median(de(CPU, 'tbt')) <= 200],
    ['TBT until the rows, 1× CPU', faixa(de(1, 'tbt'), ms), '—', undefined],
    [`Keystroke → next paint in the name filter, ${CPU}× CPU`, faixa(de(CPU, 'tecla'), ms), '≤ 32 ms', median(de(CPU, 'tecla')) <= 32],
    ['Keystroke → next paint, 1× CPU', faixa(de(1, 'tecla'), ms), '—', undefined],
    [`The stack's floor: keystroke → next paint in its name filter, ${CPU}× CPU`, faixa(de(CPU, 'pilhaTecla'), ms), '—', undefined],
    [`JS heap after GC, ${CPU}× CPU loads`, faixa(de(CPU, 'heap'), mib), '—', undefined],
    [`Largest route chunk (gzip): ${maior ? nomeDoPedaco(basename(maior.f)) : '-'}`, kb(maior?.tamanho ?? 0), '—', undefined],
  ];
  console.log(`\n@rpj/web budgets (Chromium; fresh page per load, cache disabled; median [min–max] of ${RODADAS})\n`);
  console.log('| Measure | Result | Target | Met |');
  console.log('|---|---|---|---|');
  for (const [medida, valor, alvo, ok] of linhas) console.log(`| ${medida} | ${valor} | ${alvo} | ${ok === undefined ? '—' : ok ? 'yes' : 'no'} |`);
  if (primeiraTela > ORCAMENTO_KB * 1024) {
    console.log(`\n✗ The first screen is ${kb(primeiraTela)}, past its budget of ${ORCAMENTO_KB} KB.`);
    process.exitCode = 1;
  }
} finally {
  parar();
}
