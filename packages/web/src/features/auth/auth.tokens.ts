/** Tokens of the sign-in screens. */
import { token } from '../../di/token.ts';

export const AUTH = {
  loginViewModel: token('auth:LoginViewModel'),
  callbackViewModel: token('auth:CallbackViewModel'),
  passwordRedirectViewModel: token('auth:PasswordRedirectViewModel'),
} as const;
