/**
 * The oidc-client-ts settings (security.md #1–#3, spec §9): code + PKCE; tokens and sign-in state in this tab's
 * sessionStorage, never localStorage; no iframe (no silent renew through one, no session monitor: browsers
 * block third-party cookies); our own renew ahead of expiry by `refreshLeadSeconds`, shared with the SDK's 401
 * handling; sign-in state older than 1 h dropped; 10 s to wait for the provider.
 */
import { TEMPO_LIMITE_MENSAGEM_MS, VALIDADE_ESTADO_LOGIN_S } from '@rpj/domain';
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { AppConfig } from '../app/app-config.ts';

/** The sign-in client of this tab. */
export function createUserManager(config: AppConfig, origin: string, storage: Storage): UserManager {
  const store = new WebStorageStateStore({ store: storage, prefix: 'oidc.' });
  return new UserManager({
    authority: config.issuer,
    client_id: config.clientId,
    redirect_uri: `${origin}/auth/callback`,
    post_logout_redirect_uri: `${origin}/login`,
    response_type: 'code',
    scope: 'openid profile email',
    // The access token is for the APIs' audience; name and login come from the ID token.
    loadUserInfo: false,
    userStore: store,
    stateStore: store,
    automaticSilentRenew: false,
    monitorSession: false,
    accessTokenExpiringNotificationTimeInSeconds: config.refreshLeadSeconds,
    staleStateAgeInSeconds: VALIDADE_ESTADO_LOGIN_S,
    silentRequestTimeoutInSeconds: TEMPO_LIMITE_MENSAGEM_MS / 1000,
    requestTimeoutInSeconds: TEMPO_LIMITE_MENSAGEM_MS / 1000,
    // The session revokes the refresh token itself before signing out, so that a failed revocation still
    // ends the provider's session. JWT access tokens cannot be revoked; they are short.
    revokeTokensOnSignout: false,
    revokeTokenTypes: ['refresh_token'],
    // RFC 7009 answers 200 with an empty body; oidc-provider labels it text/plain.
    revokeTokenAdditionalContentTypes: ['text/plain'],
  });
}
