/** Tokens of the session feature. */
import { token } from '../di/token.ts';
import type { DraftStore } from './draft-store.ts';
import type { OidcSession } from './oidc-session.ts';
import type { UserStore } from './user.store.ts';

export const SESSION = {
  session: token<OidcSession>('session:OidcSession'),
  userStore: token<UserStore>('session:UserStore'),
  drafts: token<DraftStore>('session:DraftStore'),
} as const;
