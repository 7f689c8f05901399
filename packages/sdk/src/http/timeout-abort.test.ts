import { describe, expect, it } from 'vitest';
import { isSdkError, isTimeoutError } from '../index.ts';
import { ok, useScriptedServer } from '../../test/scripted-server.ts';
import { sdkFor, usuarioWire } from '../../test/sdk-fixture.ts';

const server = useScriptedServer();

describe('timeout and abort', () => {
  it('a call that takes longer than its timeout fails with TimeoutError and is not retried', async () => {
    // The scripted server shares this process's event loop: a timeout of a few tens of ms could fire before the server
    // has read the request when the machine is busy (seen once under a PostgreSQL bench), so the wait is longer.
    server.on('GET', '/usuario/7', { ...ok(usuarioWire()), delayMs: 1500 });
    const error: unknown = await sdkFor(server).sdk.usuarios.obter(7, { timeoutMs: 200 }).catch((e: unknown) => e);
    expect(isTimeoutError(error) && error.timeoutMs).toBe(200);
    expect(server.received).toHaveLength(1);
  });

  it('the configured timeout applies to every call', async () => {
    server.on('GET', '/usuario/7', { ...ok(usuarioWire()), delayMs: 400 });
    await expect(sdkFor(server, { timeoutMs: 40 }).sdk.usuarios.obter(7)).rejects.toSatisfy(isTimeoutError);
  });

  it('an aborted call rejects with the signal’s reason and emits nothing', async () => {
    server.on('GET', '/usuario/7', { ...ok(usuarioWire()), delayMs: 400 });
    const f = sdkFor(server);
    const controller = new AbortController();
    const call = f.sdk.usuarios.obter(7, { signal: controller.signal });
    setTimeout(() => { controller.abort(); }, 20);
    const error: unknown = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
    expect(isSdkError(error)).toBe(false);
    expect([f.mensagens, f.navegacoes]).toEqual([[], []]);
  });

  it('an abort during the wait before a retry stops the call there', async () => {
    server.on('GET', '/usuario/7', { status: 503 }, ok(usuarioWire()));
    const controller = new AbortController();
    const f = sdkFor(server);
    const sleep = f.clock.sleep.bind(f.clock);
    f.clock.sleep = (ms, signal) => (controller.abort(), sleep(ms, signal));
    await expect(f.sdk.usuarios.obter(7, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(server.received).toHaveLength(1);
  });
});
