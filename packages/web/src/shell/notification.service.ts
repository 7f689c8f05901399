/**
 * Notifications (spec §4, §5): short messages in one of nine positions that dismiss themselves after 5 s by
 * default (0 keeps them until closed); invalid options fall back to the defaults.
 */
import {
  notificationOptions,
  type PosicaoNotificacao,
  type TipoResposta,
} from '@rpj/domain';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { APP } from '../app/app.tokens.ts';
import type { Scheduler } from '../app/ports.ts';

/** A button on a notification. */
export interface AcaoNotificacao {
  readonly rotulo: string;
  readonly executar: () => void;
}

/** A notification on screen. */
export interface Notificacao {
  readonly id: number;
  readonly tipo: TipoResposta;
  readonly mensagem: string;
  readonly posicao: PosicaoNotificacao;
  readonly acao?: AcaoNotificacao;
}

/** What to notify. Position and timeout are checked; invalid ones fall back to 'bottom' and 5000 ms. */
export interface PedidoNotificacao {
  readonly mensagem: string;
  readonly tipo?: TipoResposta;
  readonly posicao?: unknown;
  readonly timeout?: unknown;
  readonly acao?: AcaoNotificacao;
}

/** The notifications on screen. */
@injectable()
export class NotificationService {
  itens: Notificacao[] = [];
  #proximo = 1;
  readonly #timers = new Map<number, () => void>();
  readonly #scheduler: Scheduler;

  constructor(@inject(APP.scheduler) scheduler: Scheduler) {
    this.#scheduler = scheduler;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Shows a notification; returns its id. */
  notify(pedido: PedidoNotificacao): number {
    const opcoes = notificationOptions({ position: pedido.posicao, timeout: pedido.timeout });
    const id = this.#proximo++;
    this.itens.push({
      id,
      tipo: pedido.tipo ?? 'INFO',
      mensagem: pedido.mensagem,
      posicao: opcoes.position,
      ...(pedido.acao === undefined ? {} : { acao: pedido.acao }),
    });
    if (opcoes.timeout > 0) {
      this.#timers.set(
        id,
        this.#scheduler.after(opcoes.timeout, () => {
          this.dismiss(id);
        }),
      );
    }
    return id;
  }

  dismiss(id: number): void {
    this.#timers.get(id)?.();
    this.#timers.delete(id);
    this.itens = this.itens.filter((n) => n.id !== id);
  }

  /** The notifications of one position, oldest first. */
  at(posicao: PosicaoNotificacao): readonly Notificacao[] {
    return this.itens.filter((n) => n.posicao === posicao);
  }
}

// What this file's tokens resolve to (di/token.ts: token tables never import the classes they name).
declare module '../di/token.ts' {
  interface Registro {
    'shell:NotificationService': NotificationService;
  }
}
