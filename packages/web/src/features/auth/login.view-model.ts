/**
 * /login: starts the redirect to the identity provider at once, coming back to `?retorno=` (or '/'); when the
 * provider cannot be reached it says so and offers an "Entrar" button. A tab already signed in goes straight on;
 * a tab whose session was ended by Sair in another tab says so and waits for the person.
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { APP } from '../../app/app.tokens.ts';
import type { Logger } from '../../app/ports.ts';
import type { Session } from '../../session/oidc-session.ts';
import { safeReturnAddress } from '../../session/return-address.ts';
import { SESSION } from '../../session/session.tokens.ts';
import type { Navigation } from '../../shell/navigation.ts';
import { SHELL } from '../../shell/shell.tokens.ts';

@injectable()
export class LoginViewModel {
  /** 'saiu': Sair was chosen in another tab; this tab waits for the person to sign in again. */
  status: 'redirecionando' | 'erro' | 'saiu' = 'redirecionando';
  #retorno = '/';

  constructor(
    @inject(SESSION.session) private readonly session: Pick<Session, 'hasSession' | 'signIn'>,
    @inject(SHELL.navigation) private readonly navigation: Navigation,
    @inject(APP.logger) private readonly logger: Logger,
  ) {
    makeAutoObservable<this, 'session' | 'navigation' | 'logger'>(
      this,
      { session: false, navigation: false, logger: false },
      { autoBind: true },
    );
  }

  /** The address to return to, from the page's query. */
  configure(search: string): void {
    const query = new URLSearchParams(search);
    this.#retorno = safeReturnAddress(query.get('retorno'));
    if (query.get('motivo') === 'saiu-em-outra-aba') this.status = 'saiu';
  }

  setup(): undefined {
    if (this.status !== 'saiu') void this.entrar();
    return undefined;
  }

  /** Goes to the provider's sign-in. */
  async entrar(): Promise<void> {
    if (this.session.hasSession()) {
      this.navigation.navigate(this.#retorno, { replace: true });
      return;
    }
    this.status = 'redirecionando';
    try {
      await this.session.signIn(this.#retorno);
    } catch (error) {
      this.logger.error('Não foi possível iniciar o acesso.', error);
      runInAction(() => {
        this.status = 'erro';
      });
    }
  }
}

// What this file's tokens resolve to (di/token.ts: token tables never import the classes they name).
declare module '../../di/token.ts' {
  interface Registro {
    'auth:LoginViewModel': LoginViewModel;
  }
}
