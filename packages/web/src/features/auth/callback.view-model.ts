/**
 * /auth/callback: redeems the code (once, however often React mounts the screen) and goes to the address the
 * user wanted. A tampered state or a code already used ends here with an explanation and no session.
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { APP } from '../../app/app.tokens.ts';
import type { BrowserLocation, Logger } from '../../app/ports.ts';
import type { Session } from '../../session/oidc-session.ts';
import { SESSION } from '../../session/session.tokens.ts';
import type { Navigation } from '../../shell/navigation.ts';
import { SHELL } from '../../shell/shell.tokens.ts';

@injectable()
export class CallbackViewModel {
  status: 'concluindo' | 'erro' = 'concluindo';

  constructor(
    @inject(SESSION.session) private readonly session: Pick<Session, 'completeSignIn'>,
    @inject(SHELL.navigation) private readonly navigation: Navigation,
    @inject(APP.location) private readonly location: Pick<BrowserLocation, 'origin' | 'current'>,
    @inject(APP.logger) private readonly logger: Logger,
  ) {
    makeAutoObservable<this, 'session' | 'navigation' | 'location' | 'logger'>(
      this,
      { session: false, navigation: false, location: false, logger: false },
      { autoBind: true },
    );
  }

  setup(): undefined {
    void this.concluir();
    return undefined;
  }

  async concluir(): Promise<void> {
    try {
      const destino = await this.session.completeSignIn(`${this.location.origin}${this.location.current()}`);
      this.navigation.navigate(destino, { replace: true });
    } catch (error) {
      this.logger.error('O acesso não pôde ser concluído.', error);
      runInAction(() => {
        this.status = 'erro';
      });
    }
  }
}

// What this file's tokens resolve to (di/token.ts: token tables never import the classes they name).
declare module '../../di/token.ts' {
  interface Registro {
    'auth:CallbackViewModel': CallbackViewModel;
  }
}
