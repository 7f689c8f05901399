/** The sign-in screens' bindings. */
import { ContainerModule } from 'inversify';
import { bindToken } from '../../di/token.ts';
import { AUTH } from './auth.tokens.ts';
import { CallbackViewModel } from './callback.view-model.ts';
import { LoginViewModel } from './login.view-model.ts';
import { PasswordRedirectViewModel } from './password-redirect.view-model.ts';

export const authModule = new ContainerModule(({ bind }) => {
  bindToken(bind, AUTH.loginViewModel).to(LoginViewModel).inTransientScope();
  bindToken(bind, AUTH.callbackViewModel).to(CallbackViewModel).inTransientScope();
  bindToken(bind, AUTH.passwordRedirectViewModel).to(PasswordRedirectViewModel).inTransientScope();
});
