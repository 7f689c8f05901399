// Two server instances on one database behind a round-robin proxy (issue 19): no step of a sign-in depends on which
// instance answers it. The instances share only the database — each has its own identity provider, middleware and
// memory, and on PostgreSQL its own connection pool (so its own users-list cache, kept per connection) — so what one
// remembers in memory the other cannot see. (PGlite is one in-process database: there both share its handle.)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createRpjSdk, type RpjSdk } from '@rpj/sdk';
import { loadConfig } from '../src/config.ts';
import { startServices, type RunningServices } from '../src/services.ts';
import type { LimitesAcesso } from '../src/identity/rate-limit.ts';
import { novoCpf } from './cpf.ts';
import { openPostgres, type Database } from '../src/db/client.ts';
import { ate, cloneTemplate, startTestIssuer, testEnv } from './harness.ts';
import { abrirAcesso, Browser, concluirAcesso, location, type Provedor, type Tokens } from './navegador.ts';
import { esperarSaude, portaLivre, processoServidor } from './processo-servidor.ts';

/** A balancer that sends each request to the next of `portas` in turn; `atendidas` counts them by port. */
function balanceador(portas: readonly number[]): { server: Server; atendidas: Map<number, number> } {
  let proxima = 0;
  const atendidas = new Map<number, number>();
  const server = createServer((entrada, saida) => {
    const porta = portas[proxima++ % portas.length] ?? 0;
    atendidas.set(porta, (atendidas.get(porta) ?? 0) + 1);
    // As nginx's `proxy_add_x_forwarded_for`: the client's own address appended to whatever it sent.
    const anterior = entrada.headers['x-forwarded-for'];
    const cliente = entrada.socket.remoteAddress ?? '';
    const headers = { ...entrada.headers, 'x-forwarded-for': anterior === undefined ? cliente : `${String(anterior)}, ${cliente}` };
    const ida = request({ host: '127.0.0.1', port: porta, method: entrada.method, path: entrada.url, headers }, (volta) => {
      saida.writeHead(volta.statusCode ?? 502, volta.headers);
      volta.pipe(saida);
    });
    ida.on('error', () => {
      saida.writeHead(502).end();
    });
    entrada.pipe(ida);
  });
  return { server, atendidas };
}

/** One limit for both instances: 3 free attempts per login and address, then a wait of a minute. */
const regra = (livres: number) => ({ livres, esperaInicialMs: 60_000, esperaMaximaMs: 60_000, janelaMs: 60_000 });
const LIMITES: LimitesAcesso = { par: regra(3), endereco: regra(1000), cliente: regra(3) };

let instancias: RunningServices[] = [];
let proxy: { server: Server; atendidas: Map<number, number> };
let provedor: Provedor;
let portasIdp: number[];
let drop: () => Promise<void>;
let proprias: Database[] = [];
/** A built web app both instances serve, and a balancer over their app ports. */
let dist = '';
let proxyApp: { server: Server; atendidas: Map<number, number> };
let app = '';
/** The services' public addresses (the balancer's), which /config.json must name whichever instance answers. */
const PUBLICAS = { RPJ_CADASTRO_URL: 'https://cadastro.cartorio.example', RPJ_SELO_URL: 'https://selo.cartorio.example', RPJ_CONSULTA_URL: 'https://consulta.cartorio.example' };

beforeAll(async () => {
  const clone = await cloneTemplate();
  drop = clone.drop;
  portasIdp = [await portaLivre(), await portaLivre()];
  proxy = balanceador(portasIdp);
  await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${String((proxy.server.address() as AddressInfo).port)}`;
  instancias = [];
  proprias = [];
  dist = mkdtempSync(join(tmpdir(), 'rpj-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="pt-BR"><head><meta name="csp-nonce" content=""><script type="module" src="/assets/app-abc.js"></script></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, 'assets', 'app-abc.js'), 'console.log("rpj")');
  for (const [i, porta] of portasIdp.entries()) {
    let database = clone.database;
    if (i > 0 && clone.url !== undefined) {
      database = await openPostgres(clone.url);
      proprias.push(database);
    }
    // The same issuer (the balancer's address) for both: each instance's provider listens on its own port.
    const config = loadConfig(testEnv({ RPJ_IDP: 'embutido', RPJ_ISSUER: issuer, RPJ_IDP_PORT: String(porta), RPJ_PROXY_SALTOS: '1', RPJ_WEB_DIST: dist, ...PUBLICAS }));
    instancias.push(await startServices(config, { database, identityLimits: LIMITES }));
  }
  provedor = { issuer, appOrigin: loadConfig(testEnv()).appOrigin };
  proxyApp = balanceador(instancias.map((instancia) => Number(new URL(instancia.appUrl ?? 'http://x:0').port)));
  await new Promise<void>((resolve) => proxyApp.server.listen(0, '127.0.0.1', resolve));
  app = `http://127.0.0.1:${String((proxyApp.server.address() as AddressInfo).port)}`;
}, 60_000);

afterAll(async () => {
  for (const instancia of instancias) await instancia.close();
  for (const database of proprias) await database.close();
  await new Promise<void>((resolve) => proxy.server.close(() => { resolve(); }));
  await new Promise<void>((resolve) => proxyApp.server.close(() => { resolve(); }));
  rmSync(dist, { recursive: true, force: true });
  await drop();
});

/** The SDK of instance `i`'s services, with a token the balancer's provider gave. */
function sdkDa(i: number, accessToken: string): RpjSdk {
  const instancia = instancias[i];
  if (instancia === undefined) throw new Error(`no instance ${String(i)}`);
  return createRpjSdk({
    services: instancia.urls,
    tokenProvider: { isReady: () => true, getAccessToken: () => Promise.resolve(accessToken), userKey: () => 'x' },
    retry: { baseDelayMs: 1 },
  });
}

/** Signs `login` in through the balancer. */
async function entrar(login: string, senha: string): Promise<string> {
  const started = await abrirAcesso(provedor);
  return (await concluirAcesso(provedor, started, await started.browser.post(started.action, { login, senha }))).access_token;
}

/**
 * The demo user `novo` through `provedor`, every step on the next instance in turn: the first access with its new
 * password, three refreshes each rotating the token the other issued (a reused one refused), and a change of
 * password whose page comes from one instance and whose form is posted to the other. Returns the first tokens.
 */
async function jornadaDeAcesso(provedor: Provedor): Promise<Tokens> {
  const started = await abrirAcesso(provedor);
  const page = await started.browser.post(started.action, { login: 'novo', senha: 'rpj12345' });
  expect(await page.text()).toContain('Crie sua senha');
  const tokens = await concluirAcesso(provedor, started, await started.browser.post(started.action.replace(/\/login$/, '/nova-senha'), { nova: 'Nova2026x', confirmacao: 'Nova2026x' }));
  const renovar = (refreshToken: string): Promise<Response> =>
    fetch(`${provedor.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'rpj-web' }),
    });
  let atual = tokens.refresh_token;
  for (let i = 0; i < 3; i++) {
    const resposta = await renovar(atual);
    expect(resposta.status).toBe(200);
    atual = ((await resposta.json()) as { refresh_token: string }).refresh_token;
  }
  expect((await renovar(tokens.refresh_token)).status).toBe(400);
  const navegador = new Browser();
  const pagina = `${provedor.issuer}/conta/alterar-senha`;
  expect((await navegador.go(pagina)).status).toBe(200);
  const alterada = await navegador.post(pagina, { login: 'novo', atual: 'Nova2026x', nova: 'Outra2026y', confirmacao: 'Outra2026y' });
  expect(await alterada.text()).toContain('Senha alterada.');
  const denovo = await abrirAcesso(provedor);
  const entrou = await denovo.browser.post(denovo.action, { login: 'novo', senha: 'Outra2026y' });
  expect(entrou.status).toBe(303);
  return tokens;
}

describe('two instances behind a balancer', () => {
  it('sign-in, first access, refresh and change of password with their steps on alternating instances', async () => {
    const antes = new Map(proxy.atendidas);
    const tokens = await jornadaDeAcesso(provedor);
    // Both instances took part in it.
    for (const porta of portasIdp) expect((proxy.atendidas.get(porta) ?? 0) - (antes.get(porta) ?? 0)).toBeGreaterThan(1);
    for (const i of [0, 1]) {
      const { dados } = await sdkDa(i, tokens.access_token).usuarios.recuperaDadosPorLogin();
      expect([dados.login, dados.primeiroAcesso]).toEqual(['novo', false]);
    }
  });

  it('sign-out: the page from one instance, the confirmation posted to the other; the session is over on both', async () => {
    const started = await abrirAcesso(provedor);
    const tokens = await concluirAcesso(provedor, started, await started.browser.post(started.action, { login: 'examinador', senha: 'rpj12345' }));
    const params = new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: `${provedor.appOrigin}/login`, client_id: 'rpj-web' });
    const html = await (await started.browser.go(`${provedor.issuer}/session/end?${params}`)).text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const confirmado = await started.browser.post(new URL(action, provedor.issuer).toString(), { xsrf, logout: 'yes' });
    expect(location(confirmado, provedor.issuer)).toBe(`${provedor.appOrigin}/login`);
    // Two new authorizations in a row (one on each instance): both ask for the password again.
    for (let i = 0; i < 2; i++) expect(await (await abrirAcesso(provedor, started.browser)).loginPage.text()).toContain('Entrar');
  });

  it('a job enqueued through one instance runs once, whichever instance takes it', async () => {
    const [um] = instancias;
    if (um === undefined) throw new Error('no instance');
    const assuntos = Array.from({ length: 12 }, (_, i) => `Balanceado ${String(i)}`);
    for (const assunto of assuntos) await um.fila.enviar('enviar-email', { para: ['oficial@cartorio.example'], assunto, texto: 'Olá.' });
    const recebidos = (): string[] => instancias.flatMap((inst) => inst.emails?.recebidas.map((m) => m.subject ?? '') ?? []).filter((a) => a.startsWith('Balanceado '));
    await ate(() => recebidos().length >= assuntos.length);
    // A moment more: a second run of any of them would arrive now.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(recebidos().sort()).toEqual([...assuntos].sort());
  });

  it('a guesser spread over both instances is limited as if there were one', async () => {
    const browser = new Browser();
    const respostas: number[] = [];
    for (let i = 0; i < 4; i++) {
      const started = await abrirAcesso(provedor, browser);
      respostas.push((await browser.post(started.action, { login: 'oficial', senha: `errada${String(i)}` })).status);
    }
    // Each attempt is three requests (authorization, sign-in page, post): the posts alternate between the instances.
    // Three refused as wrong, the fourth made to wait, though each instance saw only two.
    expect(respostas).toEqual([401, 401, 401, 429]);
    // The limit counts the person behind the balancer, not the balancer: someone else signs in as that login.
    const outraPessoa = await abrirAcesso(provedor, new Browser('127.0.0.3'));
    const entrou = await outraPessoa.browser.post(outraPessoa.action, { login: 'oficial', senha: 'rpj12345' });
    expect(entrou.status).toBe(303);
  });

  it('an address a guesser writes in X-Forwarded-For itself changes nothing: the balancer\'s entry counts', async () => {
    const browser = new Browser('127.0.0.4');
    const respostas: number[] = [];
    for (let i = 0; i < 4; i++) {
      const started = await abrirAcesso(provedor, browser);
      const corpo = new URLSearchParams({ login: 'caixa', senha: `errada${String(i)}` }).toString();
      const headers = { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `10.9.9.${String(i)}` };
      respostas.push((await browser.go(started.action, { method: 'POST', headers, body: corpo })).status);
    }
    expect(respostas).toEqual([401, 401, 401, 429]);
  });

  it('the app\'s files and its configuration are the same whichever instance serves them, naming the public addresses', async () => {
    const antes = new Map(proxyApp.atendidas);
    const configs = [];
    const paginas = [];
    for (let i = 0; i < 2; i++) {
      const config = await fetch(`${app}/config.json`);
      expect(config.status).toBe(200);
      configs.push((await config.json()) as { servicos: Record<string, string>; issuer: string });
      const pagina = await fetch(`${app}/usuario`);
      expect([pagina.status, pagina.headers.get('cache-control')]).toEqual([200, 'no-store']);
      paginas.push(await pagina.text());
      const asset = await fetch(`${app}/assets/app-abc.js`);
      expect([asset.status, asset.headers.get('cache-control'), await asset.text()]).toEqual([200, 'public, max-age=31536000, immutable', 'console.log("rpj")']);
    }
    for (const porta of proxyApp.atendidas.keys()) expect((proxyApp.atendidas.get(porta) ?? 0) - (antes.get(porta) ?? 0)).toBe(3);
    expect(proxyApp.atendidas.size).toBe(2);
    // The browser is sent to the balancer's addresses, never to the process that happened to answer.
    for (const config of configs) {
      expect(config.servicos).toEqual({ cadastro: PUBLICAS.RPJ_CADASTRO_URL, selo: PUBLICAS.RPJ_SELO_URL, consulta: PUBLICAS.RPJ_CONSULTA_URL });
      expect(config.issuer).toBe(provedor.issuer);
    }
    // The same page from each, but for its per-response nonce.
    const semNonce = (html: string): string => html.replace(/nonce="[^"]*"|content="[A-Za-z0-9+/=_-]{16,}"/g, '');
    expect(semNonce(paginas[0] ?? '')).toBe(semNonce(paginas[1] ?? 'x'));
    expect(paginas[0]).toContain('/assets/app-abc.js');
  });

  it('a user saved through one instance is in the list read through the other at once', async () => {
    const token = await entrar('admin', 'rpj12345');
    const [um, outro] = [sdkDa(0, token), sdkDa(1, token)];
    // The other instance's list is read first, so that it has something to keep.
    const antes = await outro.usuarios.listar({ login: 'balanceado' });
    expect(antes.dados.totalElements).toBe(0);
    const todos = (await outro.usuarios.listar({}, { sortBy: 'nome' })).dados.totalElements;
    const { dados: salvo } = await um.usuarios.salvar({ cpf: novoCpf(), nome: 'Bruna Balanceada', login: 'balanceado', ativo: true, grupoIds: [] });
    const depois = await outro.usuarios.listar({ login: 'balanceado' });
    expect(depois.dados.content.map((u) => u.nome)).toEqual(['Bruna Balanceada']);
    expect((await outro.usuarios.listar({}, { sortBy: 'nome' })).dados.totalElements).toBe(todos + 1);
    await um.usuarios.salvar({ id: salvo.id, versao: salvo.versao, cpf: salvo.cpf, nome: 'Bruna Renomeada', login: salvo.login, ativo: true, grupoIds: [] });
    expect((await outro.usuarios.listar({ login: 'balanceado' })).dados.content.map((u) => u.nome)).toEqual(['Bruna Renomeada']);
    expect((await outro.usuarios.obter(salvo.id)).dados.nome).toBe('Bruna Renomeada');
  });
});

describe.runIf(inject('postgresUrl') !== '')('two server processes on PostgreSQL', () => {
  it('sign-in, first access, refresh and change of password across two real processes; a guesser limited as by one', async () => {
    const clone = await cloneTemplate();
    const dados = mkdtempSync(join(tmpdir(), 'rpj-processos-'));
    const portas = [await portaLivre(), await portaLivre()];
    const portasApi = [await portaLivre(), await portaLivre()];
    const balanco = balanceador(portas);
    await new Promise<void>((resolve) => balanco.server.listen(0, '127.0.0.1', resolve));
    const issuer = `http://127.0.0.1:${String((balanco.server.address() as AddressInfo).port)}`;
    // Each process with its own provider on its own port, the balancer's address as the issuer, the default limits.
    const filhos = portas.map((porta, i) =>
      processoServidor({
        ...testEnv({ RPJ_IDP: 'embutido', RPJ_ISSUER: issuer, RPJ_IDP_PORT: String(porta), RPJ_CADASTRO_PORT: String(portasApi[i]), RPJ_PROXY_SALTOS: '1', RPJ_DATA_DIR: dados, RPJ_WEB_DIST: join(dados, 'sem-web') }),
        DATABASE_URL: clone.url ?? '',
        NODE_ENV: 'test',
      }),
    );
    try {
      for (const porta of portasApi) await esperarSaude(porta);
      const real: Provedor = { issuer, appOrigin: loadConfig(testEnv()).appOrigin };
      const antes = new Map(balanco.atendidas);
      await jornadaDeAcesso(real);
      for (const porta of portas) expect((balanco.atendidas.get(porta) ?? 0) - (antes.get(porta) ?? 0)).toBeGreaterThan(1);
      // Five wrong passwords are free per login and address, the sixth waits — though each process saw three.
      const browser = new Browser();
      const respostas: number[] = [];
      for (let i = 0; i < 6; i++) {
        const started = await abrirAcesso(real, browser);
        respostas.push((await browser.post(started.action, { login: 'oficial', senha: `errada${String(i)}` })).status);
      }
      expect(respostas).toEqual([401, 401, 401, 401, 401, 429]);
    } finally {
      for (const filho of filhos) filho.kill('SIGKILL');
      await new Promise<void>((resolve) => balanco.server.close(() => { resolve(); }));
      await clone.drop();
      rmSync(dados, { recursive: true, force: true });
    }
  }, 120_000);

  it('a SIGTERM during a burst of writes through the balancer loses no acknowledged write', async () => {
    const issuer = await startTestIssuer();
    const clone = await cloneTemplate();
    const dados = mkdtempSync(join(tmpdir(), 'rpj-processos-'));
    const portas = [await portaLivre(), await portaLivre()];
    const filhos = portas.map((porta) =>
      processoServidor({
        ...testEnv({ RPJ_CADASTRO_PORT: String(porta), RPJ_ISSUER: issuer.url, RPJ_DATA_DIR: dados, RPJ_WEB_DIST: join(dados, 'sem-web') }),
        DATABASE_URL: clone.url ?? '',
        NODE_ENV: 'test',
      }),
    );
    const balanco = balanceador(portas);
    try {
      for (const porta of portas) await esperarSaude(porta);
      await new Promise<void>((resolve) => balanco.server.listen(0, '127.0.0.1', resolve));
      const cadastro = `http://127.0.0.1:${String((balanco.server.address() as AddressInfo).port)}`;
      const token = await issuer.token('admin');
      const salvar = (nome: string): Promise<boolean> =>
        fetch(`${cadastro}/grupo-usuario`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ nome, permissoes: [] }),
        }).then(
          (r) => r.status === 200,
          () => false,
        );
      const confirmados: string[] = [];
      let enviados = 0;
      let parado = false;
      const encerrado = new Promise<number | null>((resolve) => filhos[0]?.on('exit', resolve));
      // Eight writers at once, 240 writes; the first process is told to stop when a quarter are confirmed.
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (enviados < 240) {
            const nome = `RAJADA ${String(enviados++).padStart(3, '0')}`;
            if (await salvar(nome)) confirmados.push(nome);
            if (!parado && confirmados.length >= 60) {
              parado = true;
              filhos[0]?.kill('SIGTERM');
            }
          }
        }),
      );
      // It finished what it had under way and left cleanly; the other took the rest.
      expect(await encerrado).toBe(0);
      expect(confirmados.length).toBeGreaterThan(120);
      const gravados = await clone.database.db.execute<{ nome: string }>(sql`SELECT nome FROM grupo_usuario WHERE nome LIKE 'RAJADA %'`);
      const nomes = new Set(gravados.rows.map((r) => r.nome));
      expect(confirmados.filter((nome) => !nomes.has(nome))).toEqual([]);
    } finally {
      for (const filho of filhos) filho.kill('SIGKILL');
      await new Promise<void>((resolve) => balanco.server.close(() => { resolve(); }));
      await clone.drop();
      await issuer.close();
      rmSync(dados, { recursive: true, force: true });
    }
  }, 120_000);
});
