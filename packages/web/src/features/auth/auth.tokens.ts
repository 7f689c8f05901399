/** Tokens of the sign-in screens. */
import { token } from '../../di/token.ts';
import type { CallbackViewModel } from './callback.view-model.ts';
import type { LoginViewModel } from './login.view-model.ts';
import type { PasswordRedirectViewModel } from './password-redirect.view-model.ts';

export const AUTH = {
  loginViewModel: token<LoginViewModel>('auth:LoginViewModel'),
  callbackViewModel: token<CallbackViewModel>('auth:CallbackViewModel'),
  passwordRedirectViewModel: token<PasswordRedirectViewModel>('auth:PasswordRedirectViewModel'),
} as const;
