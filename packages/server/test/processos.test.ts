// Two server instances on one database behind a round-robin proxy (issue 19): no step of a sign-in depends on which
// instance answers it. The instances share only the database — each has its own identity provider, middleware and
// memory, and on PostgreSQL its own connection pool (so its own users-list cache, kept per connection) — so what one
// remembers in memory the other cannot see. (PGlite is one in-process database: there both share its handle.)
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRpjSdk, type RpjSdk } from '@rpj/sdk';
import { loadConfig } from '../src/config.ts';
import { startServices, type RunningServices } from '../src/services.ts';
import type { LimitesAcesso } from '../src/identity/rate-limit.ts';
import { novoCpf } from './cpf.ts';
import { openPostgres, type Database } from '../src/db/client.ts';
import { cloneTemplate, testEnv } from './harness.ts';
import { abrirAcesso, Browser, concluirAcesso, type Provedor } from './navegador.ts';

/** A free port on the loopback (taken back at once: the instance that asks for it binds it next). */
async function portaLivre(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => { resolve(); }));
  return port;
}

/** A balancer that sends each request to the next of `portas` in turn; `atendidas` counts them by port. */
function balanceador(portas: readonly number[]): { server: Server; atendidas: Map<number, number> } {
  let proxima = 0;
  const atendidas = new Map<number, number>();
  const server = createServer((entrada, saida) => {
    const porta = portas[proxima++ % portas.length] ?? 0;
    atendidas.set(porta, (atendidas.get(porta) ?? 0) + 1);
    const ida = request({ host: '127.0.0.1', port: porta, method: entrada.method, path: entrada.url, headers: entrada.headers }, (volta) => {
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

beforeAll(async () => {
  const clone = await cloneTemplate();
  drop = clone.drop;
  portasIdp = [await portaLivre(), await portaLivre()];
  proxy = balanceador(portasIdp);
  await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${String((proxy.server.address() as AddressInfo).port)}`;
  instancias = [];
  proprias = [];
  for (const [i, porta] of portasIdp.entries()) {
    let database = clone.database;
    if (i > 0 && clone.url !== undefined) {
      database = await openPostgres(clone.url);
      proprias.push(database);
    }
    // The same issuer (the balancer's address) for both: each instance's provider listens on its own port.
    const config = loadConfig(testEnv({ RPJ_IDP: 'embutido', RPJ_ISSUER: issuer, RPJ_IDP_PORT: String(porta) }));
    instancias.push(await startServices(config, { database, identityLimits: LIMITES }));
  }
  provedor = { issuer, appOrigin: loadConfig(testEnv()).appOrigin };
}, 60_000);

afterAll(async () => {
  for (const instancia of instancias) await instancia.close();
  for (const database of proprias) await database.close();
  await new Promise<void>((resolve) => proxy.server.close(() => { resolve(); }));
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

describe('two instances behind a balancer', () => {
  it('a first access whose password is checked by one instance and whose new password is posted to the other signs in', async () => {
    const antes = new Map(proxy.atendidas);
    const started = await abrirAcesso(provedor);
    const page = await started.browser.post(started.action, { login: 'novo', senha: 'rpj12345' });
    expect(await page.text()).toContain('Crie sua senha');
    const tokens = await concluirAcesso(provedor, started, await started.browser.post(started.action.replace(/\/login$/, '/nova-senha'), { nova: 'Nova2026x', confirmacao: 'Nova2026x' }));
    // Both instances took part in it.
    for (const porta of portasIdp) expect((proxy.atendidas.get(porta) ?? 0) - (antes.get(porta) ?? 0)).toBeGreaterThan(1);
    for (const i of [0, 1]) {
      const { dados } = await sdkDa(i, tokens.access_token).usuarios.recuperaDadosPorLogin();
      expect([dados.login, dados.primeiroAcesso]).toEqual(['novo', false]);
    }
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
