import { POSICOES_NOTIFICACAO } from '@rpj/domain';
import { describe, expect, it } from 'vitest';
import { FakeScheduler } from '../test/fakes.ts';
import { NotificationService } from './notification.service.ts';

function montar(): { scheduler: FakeScheduler; notifications: NotificationService } {
  const scheduler = new FakeScheduler();
  return { scheduler, notifications: new NotificationService(scheduler) };
}

describe('NotificationService', () => {
  it('dismisses a notification after exactly 5000 ms by default', () => {
    const { scheduler, notifications } = montar();
    notifications.notify({ mensagem: 'Usuário salvo.' });
    expect(notifications.itens).toHaveLength(1);

    scheduler.advance(4999);
    expect(notifications.itens).toHaveLength(1);

    scheduler.advance(1);
    expect(notifications.itens).toEqual([]);
  });

  it('shows INFO at the bottom unless told otherwise', () => {
    const { notifications } = montar();
    const id = notifications.notify({ mensagem: 'Olá' });
    expect(notifications.itens).toEqual([{ id, tipo: 'INFO', mensagem: 'Olá', posicao: 'bottom' }]);
  });

  it('keeps a notification with timeout 0 until it is closed', () => {
    const { scheduler, notifications } = montar();
    const id = notifications.notify({ mensagem: 'Fica', timeout: 0 });

    scheduler.advance(24 * 3_600_000);
    expect(notifications.itens.map((n) => n.id)).toEqual([id]);

    notifications.dismiss(id);
    expect(notifications.itens).toEqual([]);
  });

  it('honours another timeout', () => {
    const { scheduler, notifications } = montar();
    notifications.notify({ mensagem: 'Rápida', timeout: 1500 });
    scheduler.advance(1499);
    expect(notifications.itens).toHaveLength(1);
    scheduler.advance(1);
    expect(notifications.itens).toHaveLength(0);
  });

  it.each([
    ['an unknown position', { posicao: 'middle' }],
    ['a position of the wrong type', { posicao: 3 }],
    ['a negative timeout', { timeout: -1 }],
    ['a timeout that is not a number', { timeout: '1000' }],
    ['an infinite timeout', { timeout: Number.POSITIVE_INFINITY }],
  ])('falls back to the bottom and 5000 ms for %s', (_caso, opcoes) => {
    const { scheduler, notifications } = montar();
    notifications.notify({ mensagem: 'Texto', ...opcoes });
    expect(notifications.itens[0]?.posicao).toBe('bottom');

    scheduler.advance(4999);
    expect(notifications.itens).toHaveLength(1);
    scheduler.advance(1);
    expect(notifications.itens).toHaveLength(0);
  });

  it.each(POSICOES_NOTIFICACAO)('accepts the position %s', (posicao) => {
    const { notifications } = montar();
    notifications.notify({ mensagem: 'Texto', posicao });
    expect(notifications.itens[0]?.posicao).toBe(posicao);
  });

  it('accepts all nine positions', () => {
    expect(POSICOES_NOTIFICACAO).toHaveLength(9);
  });

  it('groups notifications by position, oldest first', () => {
    const { notifications } = montar();
    notifications.notify({ mensagem: 'a', posicao: 'top-right' });
    notifications.notify({ mensagem: 'b', posicao: 'bottom' });
    notifications.notify({ mensagem: 'c', posicao: 'top-right' });

    expect(notifications.at('top-right').map((n) => n.mensagem)).toEqual(['a', 'c']);
    expect(notifications.at('bottom').map((n) => n.mensagem)).toEqual(['b']);
    expect(notifications.at('center')).toEqual([]);
  });

  it('cancels the timer of a notification closed by hand', () => {
    const { scheduler, notifications } = montar();
    const id = notifications.notify({ mensagem: 'Fechada' });
    const outra = notifications.notify({ mensagem: 'Outra', timeout: 0 });
    expect(scheduler.ativas).toHaveLength(1);

    notifications.dismiss(id);
    expect(scheduler.ativas).toHaveLength(0);
    expect(notifications.itens.map((n) => n.id)).toEqual([outra]);

    scheduler.advance(5000);
    expect(notifications.itens.map((n) => n.id)).toEqual([outra]);
  });

  it('keeps the action of a notification', () => {
    const { notifications } = montar();
    let executada = 0;
    notifications.notify({
      mensagem: 'Nova versão',
      acao: {
        rotulo: 'Recarregar',
        executar: () => {
          executada++;
        },
      },
    });
    notifications.itens[0]?.acao?.executar();
    expect(notifications.itens[0]?.acao?.rotulo).toBe('Recarregar');
    expect(executada).toBe(1);
  });
});
