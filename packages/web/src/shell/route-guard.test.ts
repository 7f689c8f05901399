import { PERMISSAO, routeById, semPermissao, type Usuario } from '@rpj/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { FakeScheduler, usuarioFixture } from '../test/fakes.ts';
import type { PedidoAlerta } from './alert.service.ts';
import { RouteGuard, type UsuarioCarregavel } from './route-guard.ts';

/** The user store as the guard sees it, in one of its states. */
class FakeUser implements UsuarioCarregavel {
  carregando = true;
  carregado = false;
  falhou = false;
  usuario: Usuario | undefined = undefined;

  carregar(usuario: Usuario): this {
    this.carregando = false;
    this.carregado = true;
    this.usuario = usuario;
    return this;
  }

  falhar(): this {
    this.carregando = false;
    this.falhou = true;
    return this;
  }
}

class RecordingAlerts {
  readonly pedidos: PedidoAlerta[] = [];

  show(pedido: PedidoAlerta): Promise<void> {
    this.pedidos.push(pedido);
    return Promise.resolve();
  }
}

function montar(user: FakeUser): { guard: RouteGuard; alerts: RecordingAlerts; scheduler: FakeScheduler } {
  const alerts = new RecordingAlerts();
  const scheduler = new FakeScheduler();
  return { guard: new RouteGuard(user, alerts, scheduler), alerts, scheduler };
}

const comUsuarios = usuarioFixture({ permissoes: [PERMISSAO.VISUALIZAR_USUARIOS] });

describe('RouteGuard', () => {
  it('lets a public route open at once, whatever the user', async () => {
    const { guard, scheduler, alerts } = montar(new FakeUser());
    await expect(guard.check(routeById('login'))).resolves.toEqual({ permitir: true });
    expect(scheduler.sonos).toEqual([]);
    expect(alerts.pedidos).toEqual([]);
  });

  it('lets a user holding the permission open the route, without waiting', async () => {
    const { guard, scheduler, alerts } = montar(new FakeUser().carregar(comUsuarios));
    await expect(guard.check(routeById('usuario'))).resolves.toEqual({ permitir: true });
    expect(scheduler.sonos).toEqual([]);
    expect(alerts.pedidos).toEqual([]);
  });

  it('lets a signed-in user open a route that needs no permission', async () => {
    const { guard } = montar(new FakeUser().carregar(usuarioFixture()));
    await expect(guard.check(routeById('inicio'))).resolves.toEqual({ permitir: true });
  });

  it('sends a user without the permission to / with the exact warning', async () => {
    const { guard, alerts } = montar(new FakeUser().carregar(usuarioFixture({ permissoes: [] })));
    await expect(guard.check(routeById('usuario'))).resolves.toEqual({ permitir: false, para: '/' });
    expect(alerts.pedidos).toEqual([{ tipo: 'ALERTA', mensagem: semPermissao(['VISUALIZAR_USUARIOS']) }]);
    expect(alerts.pedidos[0]?.mensagem).toBe(
      'Usuário não possui permissão para acessar esta página! Permissão necessária : VISUALIZAR_USUARIOS',
    );
  });

  it('names every missing permission of a route that needs several', async () => {
    const { guard, alerts } = montar(new FakeUser().carregar(comUsuarios));
    await expect(guard.check(routeById('usuario.cadastro'))).resolves.toEqual({ permitir: false, para: '/' });
    expect(alerts.pedidos[0]?.mensagem).toBe(semPermissao(['VISUALIZAR_PERMISSOES', 'EDITAR_PERMISSOES']));
  });

  describe('a first-access user', () => {
    const primeiroAcesso = usuarioFixture({ primeiroAcesso: true, permissoes: [PERMISSAO.VISUALIZAR_USUARIOS] });

    it.each(['inicio', 'usuario'] as const)('is sent from %s to /nova-senha', async (id) => {
      const { guard, alerts } = montar(new FakeUser().carregar(primeiroAcesso));
      await expect(guard.check(routeById(id))).resolves.toEqual({ permitir: false, para: '/nova-senha' });
      expect(alerts.pedidos).toEqual([]);
    });

    it('may open /nova-senha itself', async () => {
      const { guard } = montar(new FakeUser().carregar(primeiroAcesso));
      await expect(guard.check(routeById('novaSenha'))).resolves.toEqual({ permitir: true });
    });
  });

  it('sends a user whose loading failed to /erro, with no warning', async () => {
    const { guard, alerts, scheduler } = montar(new FakeUser().falhar());
    await expect(guard.check(routeById('usuario'))).resolves.toEqual({ permitir: false, para: '/erro' });
    expect(alerts.pedidos).toEqual([]);
    expect(scheduler.sonos).toEqual([]);
  });

  it('waits 5 × 1 s for a user that never loads, then 10 × 1 s for the permissions, then goes to /erro', async () => {
    const { guard, alerts, scheduler } = montar(new FakeUser());
    await expect(guard.check(routeById('usuario'))).resolves.toEqual({ permitir: false, para: '/erro' });
    expect(scheduler.sonos).toEqual(Array<number>(15).fill(1000));
    expect(alerts.pedidos).toEqual([]);
  });

  it('never waits more than 5 × 1 s for the user on a route without permissions', async () => {
    const { guard, scheduler } = montar(new FakeUser());
    await guard.check(routeById('inicio'));
    expect(scheduler.sonos).toEqual(Array<number>(5).fill(1000));
  });

  it('lets the user in as soon as they load during the wait', async () => {
    const user = new FakeUser();
    const { guard, scheduler } = montar(user);
    scheduler.aoDormir = (numero) => {
      if (numero === 3) user.carregar(comUsuarios);
    };
    await expect(guard.check(routeById('usuario'))).resolves.toEqual({ permitir: true });
    expect(scheduler.sonos).toEqual([1000, 1000, 1000]);
  });

  it('sends to /erro a user whose loading fails during the wait', async () => {
    const user = new FakeUser();
    const { guard, scheduler } = montar(user);
    scheduler.aoDormir = (numero) => {
      if (numero === 2) user.falhar();
    };
    await expect(guard.check(routeById('usuario'))).resolves.toEqual({ permitir: false, para: '/erro' });
    expect(scheduler.sonos).toEqual([1000, 1000]);
  });

  it('with the real (observable) store, lets the user in the moment they load, not at the next 1 s check', async () => {
    const user = makeAutoObservable(new FakeUser());
    const sonos: number[] = [];
    // A clock whose seconds never pass: only the store's change can end the wait.
    const guard = new RouteGuard(user, new RecordingAlerts(), {
      sleep: (ms) => {
        sonos.push(ms);
        return new Promise<void>(() => undefined);
      },
    });
    const decisao = guard.check(routeById('usuario'));
    await Promise.resolve();
    runInAction(() => user.carregar(comUsuarios));
    await expect(decisao).resolves.toEqual({ permitir: true });
    expect(sonos).toEqual([1000]);
  });
});
