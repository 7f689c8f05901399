/** Tokens of the session feature. */
import type { UsuarioApi } from '@rpj/sdk';
import { token } from '../di/token.ts';

export const SESSION = {
  session: token('session:OidcSession'),
  userStore: token('session:UserStore'),
  drafts: token('session:DraftStore'),
  /** The users client, for the signed-in user's record. */
  usuarios: token('session:UsuarioApi'),
} as const;

declare module '../di/token.ts' {
  interface Registro {
    'session:UsuarioApi': Pick<UsuarioApi, 'recuperaDadosPorLogin'>;
  }
}
