import { describe, expect, it } from 'vitest';
import { FakeLocation, FakeScheduler, RecordingLogger, settle } from '../test/fakes.ts';
import { BuildCheck } from './build-check.ts';
import type { PedidoNotificacao } from './notification.service.ts';

class RecordingNotifications {
  readonly pedidos: PedidoNotificacao[] = [];

  notify(pedido: PedidoNotificacao): number {
    this.pedidos.push(pedido);
    return this.pedidos.length;
  }
}

/** /version.json as the server answers it; each call is counted. */
class FakeVersao {
  chamadas: string[] = [];
  resposta: () => Promise<unknown> = () => Promise.resolve({ buildId: 'build-1' });

  readonly fetchJson = (path: string): Promise<unknown> => {
    this.chamadas.push(path);
    return this.resposta();
  };
}

function montar(buildId = 'build-1'): {
  check: BuildCheck;
  versao: FakeVersao;
  scheduler: FakeScheduler;
  location: FakeLocation;
  logger: RecordingLogger;
  notifications: RecordingNotifications;
} {
  const versao = new FakeVersao();
  const scheduler = new FakeScheduler();
  const location = new FakeLocation('/usuario');
  const logger = new RecordingLogger();
  const notifications = new RecordingNotifications();
  const check = new BuildCheck(buildId, versao.fetchJson, scheduler, location, logger, notifications);
  return { check, versao, scheduler, location, logger, notifications };
}

describe('BuildCheck', () => {
  it('finds nothing new when the served build is this one', async () => {
    const { check, versao, notifications } = montar('build-1');
    await expect(check.check()).resolves.toBe(false);
    expect(versao.chamadas).toEqual(['/version.json']);
    expect(notifications.pedidos).toEqual([]);
  });

  it('offers a reload, once, when a newer build is served', async () => {
    const { check, versao, location, notifications } = montar('build-1');
    versao.resposta = () => Promise.resolve({ buildId: 'build-2' });

    await expect(check.check()).resolves.toBe(true);
    await expect(check.check()).resolves.toBe(true);

    expect(notifications.pedidos).toHaveLength(1);
    const pedido = notifications.pedidos[0];
    expect(pedido?.timeout).toBe(0);
    expect(pedido?.acao?.rotulo).toBe('Recarregar');
    expect(location.recargas).toBe(0);

    pedido?.acao?.executar();
    expect(location.recargas).toBe(1);
  });

  it.each([
    ['no buildId', {}],
    ['a buildId that is not text', { buildId: 42 }],
    ['no object', 'build-2'],
    ['null', null],
  ])('ignores an answer with %s', async (_caso, resposta) => {
    const { check, versao, notifications } = montar();
    versao.resposta = () => Promise.resolve(resposta);
    await expect(check.check()).resolves.toBe(false);
    expect(notifications.pedidos).toEqual([]);
  });

  it('warns in the log and finds nothing when the version cannot be read', async () => {
    const { check, versao, logger, notifications } = montar();
    const erro = new Error('offline');
    versao.resposta = () => Promise.reject(erro);

    await expect(check.check()).resolves.toBe(false);
    expect(logger.warnings).toHaveLength(1);
    expect(logger.warnings[0]?.detail).toBe(erro);
    expect(logger.errors).toEqual([]);
    expect(notifications.pedidos).toEqual([]);
  });

  it('checks every hour once started, until stopped', async () => {
    const { check, versao, scheduler } = montar();
    const parar = check.start();
    expect(scheduler.ativas.map((t) => [t.tipo, t.ms])).toEqual([['every', 3_600_000]]);
    expect(versao.chamadas).toHaveLength(0);

    scheduler.advance(3_599_999);
    expect(versao.chamadas).toHaveLength(0);
    scheduler.advance(1);
    expect(versao.chamadas).toHaveLength(1);
    scheduler.advance(3_600_000);
    expect(versao.chamadas).toHaveLength(2);
    await settle();

    parar();
    expect(scheduler.ativas).toEqual([]);
    scheduler.advance(10 * 3_600_000);
    expect(versao.chamadas).toHaveLength(2);
  });

  it('notifies from the hourly check when a newer build appears', async () => {
    const { check, versao, scheduler, notifications } = montar('build-1');
    check.start();
    scheduler.advance(3_600_000);
    await settle();
    expect(notifications.pedidos).toHaveLength(0);

    versao.resposta = () => Promise.resolve({ buildId: 'build-2' });
    scheduler.advance(3_600_000);
    await settle();
    expect(notifications.pedidos).toHaveLength(1);
  });
});
