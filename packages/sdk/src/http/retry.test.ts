import { describe, expect, it } from 'vitest';
import { isHttpError, isNetworkError } from '../index.ts';
import { ok, useScriptedServer } from '../../test/scripted-server.ts';
import { paginaWire, sdkFor, usuarioWire } from '../../test/sdk-fixture.ts';
import { backoffDelay, parseRetryAfter, RETRY_STATUSES, retryDelay } from './retry-policy.ts';

const server = useScriptedServer();

const usuarioSalvar = { cpf: '52998224725', nome: 'Maria Souza', login: 'maria', ativo: true, grupoIds: [2] };

// One call per method of the contract so far: GET (obter), POST (salvar), DELETE (remover).
const calls = {
  GET: { path: '/usuario/7', run: (f: ReturnType<typeof sdkFor>) => f.sdk.usuarios.obter(7), body: usuarioWire() },
  POST: { path: '/usuario', run: (f: ReturnType<typeof sdkFor>) => f.sdk.usuarios.salvar(usuarioSalvar), body: usuarioWire() },
  DELETE: { path: '/usuario/7', run: (f: ReturnType<typeof sdkFor>) => f.sdk.usuarios.remover(7), body: undefined },
} as const;

describe('retry (spec §7, security.md #9)', () => {
  describe.each(RETRY_STATUSES)('status %i', (status) => {
    it('retries a GET once, then succeeds', async () => {
      server.on('GET', calls.GET.path, { status }, ok(calls.GET.body));
      const f = sdkFor(server);
      const { dados } = await calls.GET.run(f);
      expect(dados.id).toBe(7);
      expect(server.received).toHaveLength(2);
    });

    it('retries a GET only once: the second failure is the answer', async () => {
      server.on('GET', calls.GET.path, { status });
      const f = sdkFor(server);
      const error: unknown = await calls.GET.run(f).catch((e: unknown) => e);
      expect(isHttpError(error) && error.status).toBe(status);
      expect(server.received).toHaveLength(2);
    });

    it.each(['POST', 'DELETE'] as const)('never retries a %s unless the call opts in', async (method) => {
      server.on(method, calls[method].path, { status });
      const f = sdkFor(server);
      await expect(calls[method].run(f)).rejects.toSatisfy(isHttpError);
      expect(server.received).toHaveLength(1);
    });
  });

  it.each([400, 403, 404, 422, 501])('does not retry a GET answered %i', async (status) => {
    server.on('GET', '/usuario/7', { status });
    await expect(sdkFor(server).sdk.usuarios.obter(7)).rejects.toSatisfy(isHttpError);
    expect(server.received).toHaveLength(1);
  });

  it('retries a write that opts in', async () => {
    server.on('POST', '/usuario', { status: 503 }, ok(usuarioWire()));
    await sdkFor(server).sdk.usuarios.salvar(usuarioSalvar, { retries: 1 });
    expect(server.received).toHaveLength(2);
  });

  it('lets a read opt out', async () => {
    server.on('GET', '/usuario/7', { status: 503 });
    await expect(sdkFor(server).sdk.usuarios.obter(7, { retries: 0 })).rejects.toSatisfy(isHttpError);
    expect(server.received).toHaveLength(1);
  });

  it('retries a GET once after a network error', async () => {
    server.on('GET', '/usuario/7', { drop: true }, ok(usuarioWire()));
    const { dados } = await sdkFor(server).sdk.usuarios.obter(7);
    expect(dados.nome).toBe('Maria Souza');
    expect(server.received).toHaveLength(2);
  });

  it('does not retry a POST after a network error', async () => {
    server.on('POST', '/usuario', { drop: true });
    await expect(sdkFor(server).sdk.usuarios.salvar(usuarioSalvar)).rejects.toSatisfy(isNetworkError);
    expect(server.received).toHaveLength(1);
  });

  it('waits a jittered 150–300 ms before the first retry when the service says nothing', async () => {
    server.on('GET', '/usuario/listar', { status: 502 }, ok(paginaWire([])));
    const low = sdkFor(server, { random: () => 0 });
    await low.sdk.usuarios.listar();
    server.reset();
    server.on('GET', '/usuario/listar', { status: 502 }, ok(paginaWire([])));
    const high = sdkFor(server, { random: () => 0.999 });
    await high.sdk.usuarios.listar();
    expect(low.clock.slept).toEqual([150]);
    expect(high.clock.slept[0]).toBeCloseTo(299.85, 1);
  });

  it('honours Retry-After in seconds', async () => {
    server.on('GET', '/usuario/7', { status: 429, headers: { 'retry-after': '3' } }, ok(usuarioWire()));
    const f = sdkFor(server);
    await f.sdk.usuarios.obter(7);
    expect(f.clock.slept).toEqual([3000]);
  });

  it('honours Retry-After as an HTTP date', async () => {
    const f = sdkFor(server);
    const when = new Date(f.clock.now() + 2000).toUTCString();
    server.on('GET', '/usuario/7', { status: 503, headers: { 'retry-after': when } }, ok(usuarioWire()));
    await f.sdk.usuarios.obter(7);
    expect(f.clock.slept).toEqual([2000]);
  });

  it('gives up at once when Retry-After asks for more than the cap (10 s)', async () => {
    server.on('GET', '/usuario/7', { status: 503, headers: { 'retry-after': '11' } }, ok(usuarioWire()));
    const f = sdkFor(server);
    const error: unknown = await f.sdk.usuarios.obter(7).catch((e: unknown) => e);
    expect(isHttpError(error) && error.status).toBe(503);
    expect(server.received).toHaveLength(1);
    expect(f.clock.slept).toEqual([]);
  });

  it('takes another cap from the configuration', async () => {
    server.on('GET', '/usuario/7', { status: 503, headers: { 'retry-after': '11' } }, ok(usuarioWire()));
    const f = sdkFor(server, { retry: { retryAfterCapMs: 60_000 } });
    await f.sdk.usuarios.obter(7);
    expect(f.clock.slept).toEqual([11_000]);
  });
});

describe('retry policy', () => {
  it('reads Retry-After as seconds or a date, and nothing else', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(parseRetryAfter('5', now)).toBe(5000);
    expect(parseRetryAfter('Mon, 23 Nov 2026 12:00:04 GMT', now)).toBe(4000);
    expect(parseRetryAfter('Mon, 23 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it('backs off exponentially with jitter in the upper half', () => {
    expect([1, 2, 3].map((n) => backoffDelay(n, () => 0))).toEqual([150, 300, 600]);
    expect([1, 2, 3].map((n) => backoffDelay(n, () => 1))).toEqual([300, 600, 1200]);
    expect(retryDelay(1, '20', 0, () => 0)).toBe('giveUp');
  });
});
