import { describe, expect, it } from 'vitest';
import { TEXTOS } from '@rpj/domain';
import { isAuthError } from '../index.ts';
import type { TokenProvider } from '../auth/token-provider.ts';
import { ok, useScriptedServer, type Received } from '../../test/scripted-server.ts';
import { paginaWire, sdkFor, usuarioWire } from '../../test/sdk-fixture.ts';

const server = useScriptedServer();

/** A provider whose token changes on refresh; refresh waits a little, so concurrent 401s overlap it. */
class RotatingProvider implements TokenProvider {
  token = 'velho';
  refreshes = 0;
  signedIn = true;
  failRefresh = false;

  isReady(): boolean {
    return true;
  }
  getAccessToken(): string {
    return this.token;
  }
  async refresh(): Promise<void> {
    this.refreshes++;
    await new Promise((r) => setTimeout(r, 20));
    if (this.failRefresh) throw new Error('refresh token expirado');
    this.token = `novo-${this.refreshes}`;
  }
  isAuthenticated(): boolean {
    return this.signedIn;
  }
  userKey(): string {
    return 'maria';
  }
}

const acceptsOnly =
  (...tokens: string[]) =>
  (r: Received): ReturnType<typeof ok> =>
    tokens.some((t) => r.headers.authorization === `Bearer ${t}`) ? ok(paginaWire([])) : { status: 401 };

describe('401: one refresh, one retry (spec §8, security.md #3, #4)', () => {
  it('10 concurrent 401s cause exactly one refresh, and each request goes out twice', async () => {
    server.on('GET', '/usuario/listar', acceptsOnly('novo-1'));
    const provider = new RotatingProvider();
    const f = sdkFor(server, { tokenProvider: provider });
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => f.sdk.usuarios.listar({ login: `u${i}` })));
    expect(results).toHaveLength(10);
    expect(provider.refreshes).toBe(1);
    expect(server.received).toHaveLength(20);
    for (let i = 0; i < 10; i++) {
      const mine = server.received.filter((r) => r.query.get('login') === `u${i}`).map((r) => r.headers.authorization);
      expect(mine).toEqual(['Bearer velho', 'Bearer novo-1']);
    }
  });

  it('a request whose token was already replaced retries with the new one without refreshing again', async () => {
    server.on('GET', '/usuario/7', (r) => (r.headers.authorization === 'Bearer novo-1' ? ok(usuarioWire()) : { status: 401 }));
    const provider = new RotatingProvider();
    const f = sdkFor(server, { tokenProvider: provider });
    await f.sdk.usuarios.obter(7); // refreshes once
    provider.token = 'velho';
    const late = f.sdk.usuarios.obter(7); // sent with the old token…
    provider.token = 'novo-1'; // …while someone else already renewed it
    await late;
    expect(provider.refreshes).toBe(1);
  });

  it('never sends a request more than twice for auth: a second 401 is final', async () => {
    server.on('GET', '/usuario/7', { status: 401 });
    const provider = new RotatingProvider();
    const f = sdkFor(server, { tokenProvider: provider });
    const error: unknown = await f.sdk.usuarios.obter(7).catch((e: unknown) => e);
    expect(isAuthError(error) && error.reason).toBe('unauthorized');
    expect(server.received).toHaveLength(2);
    expect(provider.refreshes).toBe(1);
  });

  it('credentials refused after a good refresh while signed in: the ALERTA, then /', async () => {
    server.on('GET', '/usuario/7', { status: 401 });
    const f = sdkFor(server, { tokenProvider: new RotatingProvider() });
    await expect(f.sdk.usuarios.obter(7)).rejects.toSatisfy(isAuthError);
    expect(f.mensagens).toEqual([{ tipo: 'ALERTA', titulo: 'Atenção', mensagem: TEXTOS.credenciaisIncompativeis }]);
    expect(f.navegacoes).toEqual([{ para: '/', motivo: 'credenciais' }]);
  });

  it('refresh failure while still signed in: the ALERTA, then /', async () => {
    server.on('GET', '/usuario/7', { status: 401 });
    const provider = new RotatingProvider();
    provider.failRefresh = true;
    const f = sdkFor(server, { tokenProvider: provider });
    const error: unknown = await f.sdk.usuarios.obter(7).catch((e: unknown) => e);
    expect((error as Error).cause).toEqual(new Error('refresh token expirado'));
    expect(f.mensagens[0]?.mensagem).toBe(TEXTOS.credenciaisIncompativeis);
    expect(f.navegacoes).toEqual([{ para: '/', motivo: 'credenciais' }]);
    expect(server.received).toHaveLength(1);
  });

  it('refresh failure when no longer signed in: cache cleared and sign-in asked, no alert', async () => {
    server.on('GET', '/usuario/recupera-dados-por-login', ok(usuarioWire()));
    const provider = new RotatingProvider();
    const f = sdkFor(server, { tokenProvider: provider });
    await f.sdk.usuarios.recuperaDadosPorLogin(); // now cached
    server.on('GET', '/usuario/7', { status: 401 });
    provider.failRefresh = true;
    provider.signedIn = false;
    const entrar: unknown[] = [];
    f.sdk.events.on('entrar', (e) => entrar.push(e));
    await expect(f.sdk.usuarios.obter(7)).rejects.toSatisfy(isAuthError);
    expect(entrar).toEqual([{ motivo: 'sessaoEncerrada' }]);
    expect([f.mensagens, f.navegacoes]).toEqual([[], []]);
    provider.signedIn = true;
    server.reset();
    server.on('GET', '/usuario/recupera-dados-por-login', ok(usuarioWire()));
    await f.sdk.usuarios.recuperaDadosPorLogin();
    expect(server.received).toHaveLength(1); // the cached user was dropped
  });

  it('a provider that cannot refresh makes the first 401 final', async () => {
    server.on('GET', '/usuario/7', { status: 401 });
    const f = sdkFor(server);
    await expect(f.sdk.usuarios.obter(7)).rejects.toSatisfy(isAuthError);
    expect(server.received).toHaveLength(1);
    expect(f.navegacoes).toEqual([{ para: '/', motivo: 'credenciais' }]);
  });

  it('a 401 after a retryable failure still gets its one refresh', async () => {
    server.on('GET', '/usuario/7', { status: 503 }, (r) => (r.headers.authorization === 'Bearer novo-1' ? ok(usuarioWire()) : { status: 401 }));
    const provider = new RotatingProvider();
    await sdkFor(server, { tokenProvider: provider }).sdk.usuarios.obter(7);
    expect(server.received.map((r) => r.headers.authorization)).toEqual(['Bearer velho', 'Bearer velho', 'Bearer novo-1']);
  });
});
