/**
 * Passwords are typed only on the identity provider's pages (security.md): the app's /nova-senha and
 * /Auth/alterar-senha send the browser there with the address to come back to.
 */
import { inject, injectable } from 'inversify';
import { APP } from '../app/app.tokens.ts';
import type { AppConfig } from '../app/app-config.ts';
import type { BrowserLocation } from '../app/ports.ts';
import type { RpjSdkNucleo } from '@rpj/sdk';

/** The signed-in user's record, whose first-access flag the password change clears. */
const DADOS_DO_USUARIO = '/usuario/recupera-dados-por-login';

@injectable()
export class PasswordPages {
  constructor(
    @inject(APP.config) private readonly config: AppConfig,
    @inject(APP.location) private readonly location: BrowserLocation,
    @inject(APP.sdk) private readonly sdk: Pick<RpjSdkNucleo, 'cache'>,
  ) {}

  /** The provider's change-password address, returning to `returnTo` (a path of this app). */
  changePasswordUrl(returnTo: string): string {
    const url = new URL(this.config.alterarSenhaUrl);
    url.searchParams.set('retorno', `${this.location.origin}${returnTo.startsWith('/') ? returnTo : '/'}`);
    return url.toString();
  }

  /** Leaves for the change-password page. The cached user record is dropped: it will change. */
  goToChangePassword(returnTo = '/'): void {
    this.sdk.cache.invalidate([DADOS_DO_USUARIO]);
    this.location.assign(this.changePasswordUrl(returnTo));
  }
}

// What this file's tokens resolve to (di/token.ts: token tables never import the classes they name).
declare module '../di/token.ts' {
  interface Registro {
    'shell:PasswordPages': PasswordPages;
  }
}
