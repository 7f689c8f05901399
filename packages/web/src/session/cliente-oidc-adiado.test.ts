// @vitest-environment happy-dom
// The deferred sign-in client against the real oidc-client-ts: before its manager arrives it reads and removes the
// user exactly where the manager keeps it; listeners added early are attached when it arrives; a failed load is
// tried again by the next call that needs the manager.
import { User, type UserManager } from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import { MapStorage } from '../test/fakes.ts';
import type { AppConfig } from '../app/app-config.ts';
import { chaveDoUsuario, ClienteOidcAdiado, usuarioGuardado } from './cliente-oidc-adiado.ts';
import { createUserManager } from './user-manager.ts';

const CONFIG = { issuer: 'http://localhost:8143', clientId: 'rpj-web', refreshLeadSeconds: 60 } as AppConfig;

function usuario(token: string, expiraEmS: number): User {
  return new User({
    access_token: token,
    id_token: `id-${token}`,
    refresh_token: `rt-${token}`,
    token_type: 'Bearer',
    profile: { sub: '7', iss: CONFIG.issuer, aud: CONFIG.clientId, exp: 0, iat: 0, preferred_username: 'admin', name: 'Helena Duarte' },
    expires_at: Math.floor(Date.now() / 1000) + expiraEmS,
  });
}

function montar(opcoes: { falhas?: number } = {}): { cliente: ClienteOidcAdiado; storage: MapStorage; manager: UserManager; cargas: () => number; ocioso: () => void } {
  const storage = new MapStorage();
  const manager = createUserManager(CONFIG, 'http://localhost:8080', storage);
  let cargas = 0;
  let falhas = opcoes.falhas ?? 0;
  let ocioso: () => void = () => undefined;
  const cliente = new ClienteOidcAdiado({
    carregar: () => {
      cargas++;
      if (falhas-- > 0) return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      return Promise.resolve(manager);
    },
    storage,
    chaveUsuario: chaveDoUsuario(CONFIG.issuer, CONFIG.clientId),
    quandoOcioso: (fazer) => {
      ocioso = fazer;
    },
  });
  return { cliente, storage, manager, cargas: () => cargas, ocioso: () => { ocioso(); } };
}

describe('ClienteOidcAdiado', () => {
  it('restores the session from what the manager stored, without loading the manager', async () => {
    const { cliente, manager, cargas } = montar();
    await manager.storeUser(usuario('at-1', 300));
    const lido = await cliente.getUser();
    expect(lido).toMatchObject({ access_token: 'at-1', refresh_token: 'rt-at-1', id_token: 'id-at-1', expired: false });
    expect(lido?.profile.preferred_username).toBe('admin');
    expect(cargas()).toBe(0);
  });

  it('tells an expired token as oidc-client-ts does', async () => {
    const { cliente, manager } = montar();
    await manager.storeUser(usuario('at-velho', -5));
    expect((await cliente.getUser())?.expired).toBe(true);
    expect((await manager.getUser())?.expired).toBe(true);
    expect(usuarioGuardado(JSON.stringify({ access_token: 'x', profile: {} })).expired).toBeUndefined();
  });

  it('removes the user where the manager keeps it, before it arrives', async () => {
    const { cliente, manager } = montar();
    await manager.storeUser(usuario('at-1', 300));
    await cliente.removeUser();
    expect(await manager.getUser()).toBeNull();
    expect(await cliente.getUser()).toBeNull();
  });

  it('loads the manager at idle, attaches the listeners added before, and then goes to it', async () => {
    const { cliente, manager, cargas, ocioso } = montar();
    await manager.storeUser(usuario('at-1', 300));
    const saidas: string[] = [];
    cliente.events.addUserUnloaded(() => saidas.push('primeiro'));
    const parar = cliente.events.addUserUnloaded(() => saidas.push('desinscrito'));
    parar();
    expect(cargas()).toBe(0);
    ocioso();
    await cliente.manager();
    expect(cargas()).toBe(1);
    cliente.events.addUserUnloaded(() => saidas.push('depois'));
    await cliente.removeUser();
    expect(saidas).toEqual(['primeiro', 'depois']);
    expect(await manager.getUser()).toBeNull();
  });

  it('loads the manager when a call needs it, and tries again after a failed load', async () => {
    const { cliente, cargas } = montar({ falhas: 1 });
    await expect(cliente.signinRedirect()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(cargas()).toBe(1);
    await cliente.revokeTokens(['refresh_token']).catch(() => undefined);
    expect(cargas()).toBe(2);
    await cliente.signinRedirectCallback('http://localhost:8080/auth/callback?code=x&state=y').catch(() => undefined);
    expect(cargas()).toBe(2);
  });

  it('drops old sign-in state once the manager is here, without fetching it for that', async () => {
    const { cliente, storage, cargas, ocioso } = montar();
    storage.setItem('oidc.velho', JSON.stringify({ id: 'velho', created: 1, request_type: 'si:r' }));
    let limpo = false;
    void cliente.clearStaleState().then(() => {
      limpo = true;
    });
    await Promise.resolve();
    expect([cargas(), limpo]).toEqual([0, false]);
    ocioso();
    await cliente.manager();
    await vi.waitFor(() => {
      expect(limpo).toBe(true);
    });
    expect(storage.getItem('oidc.velho')).toBeNull();
  });
});
