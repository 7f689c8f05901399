import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isAuthError, type AuthError } from '../index.ts';
import { ok, useScriptedServer } from '../../test/scripted-server.ts';
import { sdkFor, TOKEN, usuarioWire } from '../../test/sdk-fixture.ts';

const server = useScriptedServer();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('what every request carries', () => {
  it('sends JSON, the bearer token and a request id', async () => {
    server.on('GET', '/usuario/7', ok(usuarioWire()));
    await sdkFor(server).sdk.usuarios.obter(7);
    const headers: IncomingHttpHeaders = server.received[0]?.headers ?? {};
    expect(headers['content-type']).toBe('application/json');
    expect(headers.accept).toBe('application/json');
    expect(headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(headers['x-request-id']).toMatch(UUID);
  });

  it('uses a new request id per call and the same one for its retry', async () => {
    server.on('GET', '/usuario/7', { status: 503 }, ok(usuarioWire()));
    const f = sdkFor(server);
    await f.sdk.usuarios.obter(7);
    await f.sdk.usuarios.obter(7);
    const ids = server.received.map((r) => r.headers['x-request-id']);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).not.toBe(ids[1]);
  });

  it('puts the request id on the error, to quote to support', async () => {
    server.on('GET', '/usuario/7', { status: 404 });
    const error = (await sdkFor(server).sdk.usuarios.obter(7).catch((e: unknown) => e)) as AuthError;
    expect(error.request.requestId).toBe(server.received[0]?.headers['x-request-id']);
  });

  it('goes without Authorization when nobody is signed in', async () => {
    server.on('GET', '/usuario/7', ok(usuarioWire()));
    await sdkFor(server, { tokenProvider: { isReady: () => true, getAccessToken: () => undefined } }).sdk.usuarios.obter(7);
    expect(server.received[0]?.headers.authorization).toBeUndefined();
  });

  it('takes the token from an asynchronous provider', async () => {
    server.on('GET', '/usuario/7', ok(usuarioWire()));
    await sdkFor(server, { tokenProvider: { isReady: () => true, getAccessToken: () => Promise.resolve('async') } }).sdk.usuarios.obter(7);
    expect(server.received[0]?.headers.authorization).toBe('Bearer async');
  });
});

describe('waiting for the token provider (spec §9: steps of 100 ms)', () => {
  it('waits in 100 ms steps until the provider is ready', async () => {
    server.on('GET', '/usuario/7', ok(usuarioWire()));
    let asked = 0;
    const f = sdkFor(server, { tokenProvider: { isReady: () => ++asked > 3, getAccessToken: () => TOKEN } });
    await f.sdk.usuarios.obter(7);
    expect(f.clock.slept).toEqual([100, 100, 100]);
  });

  it('gives up after the configured wait with AuthError notReady, sending nothing', async () => {
    const f = sdkFor(server, {
      tokenProvider: { isReady: () => false, getAccessToken: () => TOKEN },
      providerWait: { stepMs: 100, maxMs: 500 },
    });
    const error: unknown = await f.sdk.usuarios.obter(7).catch((e: unknown) => e);
    expect(isAuthError(error) && error.reason).toBe('notReady');
    expect(f.clock.slept).toEqual([100, 100, 100, 100, 100]);
    expect(server.received).toHaveLength(0);
  });

  it('refuses an authenticated call without a provider', async () => {
    const f = sdkFor(server, { tokenProvider: undefined });
    const { sdk } = f;
    const error: unknown = await sdk.usuarios.obter(7).catch((e: unknown) => e);
    expect(isAuthError(error) && error.reason).toBe('noProvider');
  });

  it('a 401 is an AuthError', async () => {
    server.on('GET', '/usuario/7', { status: 401 });
    const error: unknown = await sdkFor(server).sdk.usuarios.obter(7).catch((e: unknown) => e);
    expect(isAuthError(error) && error.reason).toBe('unauthorized');
    expect(server.received).toHaveLength(1);
  });
});
