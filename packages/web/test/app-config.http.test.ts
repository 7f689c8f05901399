// /config.json read over real HTTP: a local server answers what an office's server might.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAppConfig } from '../src/app/app-config.ts';

const valida = {
  servicos: {
    cadastro: 'http://localhost:8140',
    selo: 'https://selo.cartorio.example',
    consulta: 'https://consulta.cartorio.example/api',
  },
  issuer: 'http://localhost:8140/oidc',
  clientId: '  rpj-web  ',
  cartorio: '  1º Registro Civil de Pessoas Jurídicas  ',
  refreshLeadSeconds: 60,
  alterarSenhaUrl: 'http://localhost:8140/oidc/alterar-senha',
};

describe('loadAppConfig against a real HTTP server', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      switch (request.url) {
        case '/config.json':
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify(valida));
          break;
        case '/invalido.json':
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end('{ "servicos": ');
          break;
        case '/incompleto.json':
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ ...valida, issuer: undefined }));
          break;
        default:
          response.writeHead(404, { 'content-type': 'text/plain' });
          response.end('not found');
      }
    });
    await new Promise<void>((resolve) => {
      server.listen(0, '127.0.0.1', resolve);
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
    });
  });

  it('reads a valid configuration', async () => {
    const leitura = await loadAppConfig(fetch, `${base}/config.json`);
    expect(leitura.ok).toBe(true);
    expect(leitura.ok && leitura.config.clientId).toBe('rpj-web');
  });

  it('reports a 404 with its status and address', async () => {
    const url = `${base}/ausente.json`;
    const leitura = await loadAppConfig(fetch, url);
    expect(leitura).toEqual({ ok: false, problema: `O servidor respondeu 404 ao buscar ${url}.` });
  });

  it('reports a body that is not JSON', async () => {
    const url = `${base}/invalido.json`;
    expect(await loadAppConfig(fetch, url)).toEqual({ ok: false, problema: `${url} não é um JSON válido.` });
  });

  it('reports the field a served configuration lacks', async () => {
    const leitura = await loadAppConfig(fetch, `${base}/incompleto.json`);
    expect(leitura).toEqual({ ok: false, problema: 'O campo "issuer" deve ser um endereço http(s).' });
  });

  it('reports a server that does not answer, without throwing', async () => {
    const fechado = createServer();
    await new Promise<void>((resolve) => {
      fechado.listen(0, '127.0.0.1', resolve);
    });
    const url = `http://127.0.0.1:${(fechado.address() as AddressInfo).port}/config.json`;
    await new Promise<void>((resolve) => {
      fechado.close(() => {
        resolve();
      });
    });
    await expect(loadAppConfig(fetch, url)).resolves.toEqual({
      ok: false,
      problema: `Não foi possível buscar ${url}: o servidor não respondeu.`,
    });
  });
});
