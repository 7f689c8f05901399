/** /nova-senha and /Auth/alterar-senha: the browser goes to the provider's change-password page. */
import { inject, injectable } from 'inversify';
import type { PasswordPages } from '../../shell/password-pages.ts';
import { SHELL } from '../../shell/shell.tokens.ts';

@injectable()
export class PasswordRedirectViewModel {
  constructor(@inject(SHELL.passwordPages) private readonly passwords: Pick<PasswordPages, 'goToChangePassword'>) {}

  setup(): undefined {
    this.passwords.goToChangePassword('/');
    return undefined;
  }
}

// What this file's tokens resolve to (di/token.ts: token tables never import the classes they name).
declare module '../../di/token.ts' {
  interface Registro {
    'auth:PasswordRedirectViewModel': PasswordRedirectViewModel;
  }
}
