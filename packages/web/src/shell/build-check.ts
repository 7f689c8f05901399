/**
 * A newer build being served (spec §1, §7): every hour the app reads /version.json and, when the id differs
 * from its own, offers a reload in a notification that stays until closed. It never reloads by itself: the
 * user may be typing.
 */
import { INTERVALO_VERIFICACAO_VERSAO_MS } from '@rpj/domain';
import { inject, injectable } from 'inversify';
import { APP } from '../app/app.tokens.ts';
import type { BrowserLocation, FetchJson, Logger, Scheduler } from '../app/ports.ts';
import type { NotificationService } from './notification.service.ts';
import { SHELL } from './shell.tokens.ts';

@injectable()
export class BuildCheck {
  #avisado = false;

  constructor(
    @inject(APP.buildId) private readonly buildId: string,
    @inject(APP.fetchJson) private readonly fetchJson: FetchJson,
    @inject(APP.scheduler) private readonly scheduler: Scheduler,
    @inject(APP.location) private readonly location: BrowserLocation,
    @inject(APP.logger) private readonly logger: Logger,
    @inject(SHELL.notifications) private readonly notifications: Pick<NotificationService, 'notify'>,
  ) {}

  /** Starts the hourly check; returns what stops it. */
  start(): () => void {
    return this.scheduler.every(INTERVALO_VERIFICACAO_VERSAO_MS, () => {
      void this.check();
    });
  }

  /** Compares the served build with this one; true when a newer one was found. */
  async check(): Promise<boolean> {
    let servido: unknown;
    try {
      servido = await this.fetchJson('/version.json');
    } catch (error) {
      this.logger.warn('Não foi possível verificar a versão do sistema.', error);
      return false;
    }
    const id = typeof servido === 'object' && servido !== null ? (servido as { buildId?: unknown }).buildId : undefined;
    if (typeof id !== 'string' || id === this.buildId) return false;
    if (!this.#avisado) {
      this.#avisado = true;
      this.notifications.notify({
        tipo: 'INFO',
        mensagem: 'Uma nova versão do sistema está disponível. Salve o que estiver fazendo e recarregue a página.',
        posicao: 'bottom-right',
        timeout: 0,
        acao: {
          rotulo: 'Recarregar',
          executar: () => {
            this.location.reload();
          },
        },
      });
    }
    return true;
  }
}

// What this file's tokens resolve to (di/token.ts: token tables never import the classes they name).
declare module '../di/token.ts' {
  interface Registro {
    'shell:BuildCheck': BuildCheck;
  }
}
