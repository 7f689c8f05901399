/** Tokens of the session feature. */
import { token } from '../di/token.ts';

export const SESSION = {
  session: token('session:OidcSession'),
  userStore: token('session:UserStore'),
  drafts: token('session:DraftStore'),
} as const;
