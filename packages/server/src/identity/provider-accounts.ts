/**
 * What the registration service asks of the identity provider about an account, behind one interface: resetting
 * its password, and ending its sessions (a renamed login signs its owner out everywhere). The embedded provider
 * keeps passwords and sessions in our database; with the office's Keycloak both go through Keycloak's admin API;
 * without an admin client, resets are refused with a clear message and sessions end when their tokens do.
 */
import { sql } from 'drizzle-orm';
import { createClientCredentialsProvider } from '@rpj/sdk';
import { hashPassword, temporaryPassword } from '../auth/password.ts';
import { linkSubjectToUser } from '../auth/principal.ts';
import type { Db } from '../db/client.ts';
import { ApiError } from '../http/api-error.ts';

/** An account as the provider knows it. */
export interface Conta {
  readonly id: number;
  readonly login: string;
}

/** The provider's side of the accounts. */
export interface ProviderAccounts {
  /** Sets a temporary password for a user and answers it, once. */
  resetPassword(db: Db, conta: Conta): Promise<string>;
  /** Ends every session and refresh token of a user: they must sign in again. */
  endSessions(db: Db, conta: Conta): Promise<void>;
}

/** The embedded provider's: a scrypt hash in our database, marked temporary, first access on. */
export const embeddedAccounts: ProviderAccounts = {
  async resetPassword(db, conta) {
    const senha = temporaryPassword();
    const hash = await hashPassword(senha);
    await db.execute(sql`
      UPDATE usuario SET senha_hash = ${hash}, senha_temporaria = true, primeiro_acesso = true, versao = versao + 1, atualizado_em = now()
       WHERE id = ${conta.id}`);
    return senha;
  },
  async endSessions(db, conta) {
    // The provider's account id is the user's id (provider.ts): its sessions, grants, codes and refresh tokens go.
    await db.execute(sql`
      DELETE FROM oidc_modelo
       WHERE tipo IN ('Session', 'Grant', 'AuthorizationCode', 'RefreshToken', 'AccessToken')
         AND payload->>'accountId' = ${String(conta.id)}`);
  },
};

/** When the external issuer gives us no admin access: say where a reset is done; sessions end with their tokens. */
export const unmanagedAccounts: ProviderAccounts = {
  resetPassword() {
    return Promise.reject(
      new ApiError(409, 'A senha deste cartório é gerida no provedor de identidade (Keycloak): redefina-a no console do Keycloak.', {
        tipoResposta: 'ALERTA',
      }),
    );
  },
  endSessions: () => Promise.resolve(),
};

/**
 * Keycloak's: `issuer` is `https://host/realms/<realm>`; the admin client (client credentials with the
 * realm-management role manage-users) acts on the Keycloak user linked to ours (its `sub`, vinculo_identidade),
 * or, before any link, on the one with the same username — and that link is then stored, by this administrator's
 * action (security.md #14).
 */
export function keycloakAccounts(options: {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly fetch?: typeof globalThis.fetch;
}): ProviderAccounts {
  const match = /^(.*)\/realms\/([^/]+)\/?$/.exec(options.issuer);
  if (match === null) throw new Error(`Not a Keycloak issuer (…/realms/<realm>): ${options.issuer}`);
  const [, base = '', realm = ''] = match;
  const admin = `${base}/admin/realms/${encodeURIComponent(realm)}`;
  const http = options.fetch ?? globalThis.fetch;
  const tokens = createClientCredentialsProvider({
    issuer: options.issuer,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
  });
  const failed = (what: string, status: number): ApiError =>
    new ApiError(502, `O Keycloak não ${what} (status ${status}). Tente de novo ou use o console do Keycloak.`);
  const headers = async (): Promise<Record<string, string>> => ({
    authorization: `Bearer ${await tokens.getAccessToken()}`,
    'content-type': 'application/json',
  });

  /** The Keycloak id of our user: the linked subject, or the user of the same username (then linked). */
  const keycloakId = async (db: Db, conta: Conta): Promise<string | undefined> => {
    const linked = await db.execute<{ sujeito: string }>(sql`
      SELECT sujeito FROM vinculo_identidade WHERE emissor = ${options.issuer} AND usuario_id = ${conta.id}`);
    const sujeito = linked.rows[0]?.sujeito;
    if (sujeito !== undefined) return sujeito;
    const found = await http(`${admin}/users?username=${encodeURIComponent(conta.login)}&exact=true`, { headers: await headers() });
    if (!found.ok) throw failed('respondeu à busca do usuário', found.status);
    const [user] = (await found.json()) as { id?: string }[];
    if (user?.id === undefined) return undefined;
    await linkSubjectToUser(db, options.issuer, user.id, conta.id);
    return user.id;
  };

  return {
    async resetPassword(db, conta) {
      const id = await keycloakId(db, conta);
      if (id === undefined) throw new ApiError(404, `O usuário ${conta.login} não existe no Keycloak do cartório.`);
      const senha = temporaryPassword();
      const put = await http(`${admin}/users/${encodeURIComponent(id)}/reset-password`, {
        method: 'PUT',
        headers: await headers(),
        body: JSON.stringify({ type: 'password', value: senha, temporary: true }),
      });
      if (!put.ok) throw failed('aceitou a nova senha', put.status);
      return senha;
    },
    async endSessions(db, conta) {
      const id = await keycloakId(db, conta);
      if (id === undefined) return;
      const out = await http(`${admin}/users/${encodeURIComponent(id)}/logout`, { method: 'POST', headers: await headers() });
      if (!out.ok) throw failed('encerrou as sessões do usuário', out.status);
    },
  };
}
