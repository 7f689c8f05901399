// Two server instances on one database behind a round-robin proxy (issue 19): no step of a sign-in depends on which
// instance answers it. The instances share only the database — each has its own identity provider, middleware and
// memory — so what one remembers in memory the other cannot see.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRpjSdk } from '@rpj/sdk';
import { loadConfig } from '../src/config.ts';
import { startServices, type RunningServices } from '../src/services.ts';
import { cloneTemplate, testEnv } from './harness.ts';
import { abrirAcesso, concluirAcesso, type Provedor } from './navegador.ts';

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

let instancias: RunningServices[] = [];
let proxy: { server: Server; atendidas: Map<number, number> };
let provedor: Provedor;
let portasIdp: number[];
let drop: () => Promise<void>;

beforeAll(async () => {
  const clone = await cloneTemplate();
  drop = clone.drop;
  portasIdp = [await portaLivre(), await portaLivre()];
  proxy = balanceador(portasIdp);
  await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${String((proxy.server.address() as AddressInfo).port)}`;
  instancias = [];
  for (const porta of portasIdp) {
    // The same issuer (the balancer's address) for both: each instance's provider listens on its own port.
    const config = loadConfig(testEnv({ RPJ_IDP: 'embutido', RPJ_ISSUER: issuer, RPJ_IDP_PORT: String(porta) }));
    instancias.push(await startServices(config, { database: clone.database }));
  }
  provedor = { issuer, appOrigin: loadConfig(testEnv()).appOrigin };
}, 60_000);

afterAll(async () => {
  for (const instancia of instancias) await instancia.close();
  await new Promise<void>((resolve) => proxy.server.close(() => { resolve(); }));
  await drop();
});

describe('two instances behind a balancer', () => {
  it('a first access whose password is checked by one instance and whose new password is posted to the other signs in', async () => {
    const antes = new Map(proxy.atendidas);
    const started = await abrirAcesso(provedor);
    const page = await started.browser.post(started.action, { login: 'novo', senha: 'rpj12345' });
    expect(await page.text()).toContain('Crie sua senha');
    const tokens = await concluirAcesso(provedor, started, await started.browser.post(started.action.replace(/\/login$/, '/nova-senha'), { nova: 'Nova2026x', confirmacao: 'Nova2026x' }));
    // Both instances took part in it.
    for (const porta of portasIdp) expect((proxy.atendidas.get(porta) ?? 0) - (antes.get(porta) ?? 0)).toBeGreaterThan(1);
    const sdk = createRpjSdk({
      services: instancias[1]?.urls ?? { cadastro: '', selo: '', consulta: '' },
      tokenProvider: { isReady: () => true, getAccessToken: () => Promise.resolve(tokens.access_token), userKey: () => 'novo' },
    });
    const { dados } = await sdk.usuarios.recuperaDadosPorLogin();
    expect([dados.login, dados.primeiroAcesso]).toEqual(['novo', false]);
  });
});
