import { describe, expect, it } from 'vitest';
import { MemoryStorage, type CacheStorage } from './storage.ts';
import type { TokenProvider } from '../auth/token-provider.ts';
import { ok, useScriptedServer } from '../../test/scripted-server.ts';
import { paginaWire, sdkFor, usuarioWire, TOKEN } from '../../test/sdk-fixture.ts';

const server = useScriptedServer();

const TWO_HOURS = 7_200_000;

function providerFor(user: { current: string | undefined }): TokenProvider {
  return { isReady: () => true, getAccessToken: () => TOKEN, userKey: () => user.current };
}

function setup(storage: CacheStorage = new MemoryStorage(), user = { current: 'maria' as string | undefined }) {
  server.on('GET', '/usuario/recupera-dados-por-login', ok(usuarioWire(), { mensagens: ['Bem-vinda!'] }));
  const f = sdkFor(server, { tokenProvider: providerFor(user), cacheStorage: storage });
  return { ...f, storage, user };
}

const stored = (storage: CacheStorage): { usuario: string; entradas: Record<string, { expira: number }> } =>
  JSON.parse(storage.getItem('cache') ?? 'null') as { usuario: string; entradas: Record<string, { expira: number }> };

describe('response cache (spec §3, §7, §9; security.md #7)', () => {
  it('serves the signed-in user from the cache, marked cached, without a second request or message', async () => {
    const { sdk, mensagens } = setup();
    const first = await sdk.usuarios.recuperaDadosPorLogin();
    const second = await sdk.usuarios.recuperaDadosPorLogin();
    expect(server.received).toHaveLength(1);
    expect(first.cached).toBeUndefined();
    expect(second).toEqual({ ...first, cached: true });
    expect(mensagens).toHaveLength(1);
  });

  it('stores under the key "cache" with the user and each entry’s body and expiry', async () => {
    const { sdk, storage, clock } = setup();
    await sdk.usuarios.recuperaDadosPorLogin();
    const content = stored(storage);
    expect(content.usuario).toBe('maria');
    expect(Object.keys(content.entradas)).toEqual(['cadastro:/usuario/recupera-dados-por-login']);
    expect(Object.values(content.entradas)[0]?.expira).toBe(clock.now() + TWO_HOURS);
  });

  it('expires an entry after 2 hours', async () => {
    const { sdk, clock } = setup();
    await sdk.usuarios.recuperaDadosPorLogin();
    clock.current += TWO_HOURS - 1;
    await sdk.usuarios.recuperaDadosPorLogin();
    expect(server.received).toHaveLength(1);
    clock.current += 1;
    await sdk.usuarios.recuperaDadosPorLogin();
    expect(server.received).toHaveLength(2);
  });

  it('honours a call’s own lifetime and its opt-out', async () => {
    const { sdk, clock } = setup();
    await sdk.usuarios.recuperaDadosPorLogin({ cache: { duracao: 1000 } });
    clock.current += 1000;
    await sdk.usuarios.recuperaDadosPorLogin({ cache: { cached: false } });
    await sdk.usuarios.recuperaDadosPorLogin({ cache: { cached: false } });
    expect(server.received).toHaveLength(3);
  });

  it('caches only GETs that ask for it, keyed by URL and query in a stable order', async () => {
    const { sdk } = setup();
    server.on('GET', '/usuario/listar', ok(paginaWire([])));
    await sdk.usuarios.listar({ login: 'a' });
    await sdk.usuarios.listar({ login: 'a' });
    expect(server.received).toHaveLength(2); // no cache configuration: not cached
    await sdk.usuarios.listar({ login: 'a', ativo: true }, undefined, { cache: {} });
    await sdk.usuarios.listar({ ativo: true, login: 'a' }, undefined, { cache: {} });
    await sdk.usuarios.listar({ login: 'b', ativo: true }, undefined, { cache: {} });
    expect(server.received).toHaveLength(4);
  });

  it('invalidates by key and by prefix', async () => {
    const { sdk } = setup();
    server.on('GET', '/usuario/listar', ok(paginaWire([])));
    await sdk.usuarios.recuperaDadosPorLogin();
    await sdk.usuarios.listar({ login: 'a' }, undefined, { cache: {} });
    sdk.cache.invalidatePrefix(['/usuario/listar?']);
    await sdk.usuarios.listar({ login: 'a' }, undefined, { cache: {} });
    await sdk.usuarios.recuperaDadosPorLogin();
    expect(server.received).toHaveLength(3);
    sdk.cache.invalidate(['/usuario/recupera-dados-por-login']);
    await sdk.usuarios.recuperaDadosPorLogin();
    await sdk.usuarios.listar({ login: 'a' }, undefined, { cache: {} });
    expect(server.received).toHaveLength(4);
  });

  it('clear() empties memory and storage (sign-out)', async () => {
    const { sdk, storage } = setup();
    await sdk.usuarios.recuperaDadosPorLogin();
    sdk.cache.clear();
    expect(storage.getItem('cache')).toBeNull();
    await sdk.usuarios.recuperaDadosPorLogin();
    expect(server.received).toHaveLength(2);
  });

  it('never serves one user’s entries to another, and drops them on sight', async () => {
    const storage = new MemoryStorage();
    const a = setup(storage);
    await a.sdk.usuarios.recuperaDadosPorLogin();
    a.user.current = 'joao';
    await a.sdk.usuarios.recuperaDadosPorLogin();
    expect(server.received).toHaveLength(2);
    expect(stored(storage).usuario).toBe('joao');
    // A new page load (a new SDK) of a third user finds joão's entries and drops them.
    const c = setup(storage, { current: 'ana' });
    await c.sdk.usuarios.recuperaDadosPorLogin();
    expect(server.received).toHaveLength(3);
    expect(stored(storage).usuario).toBe('ana');
  });

  it('survives a page load: a new SDK on the same storage serves the same user’s entries', async () => {
    const storage = new MemoryStorage();
    await setup(storage).sdk.usuarios.recuperaDadosPorLogin();
    const again = await setup(storage).sdk.usuarios.recuperaDadosPorLogin();
    expect(again.cached).toBe(true);
    expect(again.dados.nome).toBe('Maria Souza');
    expect(server.received).toHaveLength(1);
  });

  it('caches nothing while nobody is signed in', async () => {
    const { sdk, storage } = setup(new MemoryStorage(), { current: undefined });
    await sdk.usuarios.recuperaDadosPorLogin();
    await sdk.usuarios.recuperaDadosPorLogin();
    expect(server.received).toHaveLength(2);
    expect(storage.getItem('cache')).toBeNull();
  });

  it('on a full store evicts the entries closest to expiry, and the call never fails', async () => {
    class SmallStorage extends MemoryStorage {
      limit = Infinity;
      override setItem(key: string, value: string): void {
        if (value.length > this.limit) throw new DOMException('full', 'QuotaExceededError');
        super.setItem(key, value);
      }
    }
    const storage = new SmallStorage();
    const { sdk, clock } = setup(storage);
    server.on('GET', '/usuario/listar', ok(paginaWire([])));
    await sdk.usuarios.listar({ login: 'a' }, undefined, { cache: { duracao: 1000 } });
    clock.current += 10;
    await sdk.usuarios.listar({ login: 'b' }, undefined, { cache: {} });
    clock.current += 10;
    storage.limit = (storage.getItem('cache') ?? '').length + 10; // two entries fit, a third does not
    await expect(sdk.usuarios.listar({ login: 'c' }, undefined, { cache: {} })).resolves.toBeDefined();
    const keys = Object.keys(stored(storage).entradas);
    expect(keys).not.toContain('cadastro:/usuario/listar?login=a&page=0&size=10');
    expect(keys).toContain('cadastro:/usuario/listar?login=c&page=0&size=10');
  });

  it('a store that refuses everything leaves the calls working', async () => {
    const storage: CacheStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const { sdk } = setup(storage);
    await expect(sdk.usuarios.recuperaDadosPorLogin()).resolves.toBeDefined();
  });

  it.each([
    ['not JSON', '{oops'],
    ['the wrong shape', JSON.stringify([1, 2])],
    ['entries without expiry', JSON.stringify({ usuario: 'maria', entradas: { 'cadastro:/usuario/recupera-dados-por-login': { corpo: 1 } } })],
  ])('drops corrupt storage (%s) and answers from the service', async (_, text) => {
    const storage = new MemoryStorage();
    storage.setItem('cache', text);
    const { sdk } = setup(storage);
    const resposta = await sdk.usuarios.recuperaDadosPorLogin();
    expect(resposta.cached).toBeUndefined();
    expect(stored(storage).usuario).toBe('maria');
  });

  it('drops a stored body that no longer matches the contract', async () => {
    const storage = new MemoryStorage();
    storage.setItem('cache', JSON.stringify({
      usuario: 'maria',
      entradas: { 'cadastro:/usuario/recupera-dados-por-login': { corpo: { dados: { id: 'x' } }, expira: Date.parse('2030-01-01') } },
    }));
    const { sdk } = setup(storage);
    const resposta = await sdk.usuarios.recuperaDadosPorLogin();
    expect(resposta.dados.id).toBe(7);
    expect(server.received).toHaveLength(1);
  });
});
