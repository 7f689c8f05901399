/** Tokens of the screen chassis shared by every area. */
import { token } from '../../di/token.ts';

export const UI = {
  /** {@link ServicosTela}: what a list or record screen takes from the shell, the session and the browser. */
  servicos: token('ui:ServicosTela'),
} as const;
