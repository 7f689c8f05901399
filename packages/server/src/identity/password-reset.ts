/**
 * Resetting a user's password, behind one interface: the embedded provider keeps passwords in our database;
 * with the office's Keycloak the reset goes through Keycloak's admin API as a temporary password, and first
 * access and password change are Keycloak's required actions.
 */
import { sql } from 'drizzle-orm';
import { createClientCredentialsProvider } from '@rpj/sdk';
import { hashPassword, temporaryPassword } from '../auth/password.ts';
import type { Db } from '../db/client.ts';
import { ApiError } from '../http/api-error.ts';

/** Sets a temporary password for a user and answers it, once. */
export interface PasswordReset {
  reset(db: Db, usuario: { readonly id: number; readonly login: string }): Promise<string>;
}

/** The embedded provider's: a scrypt hash in our database, marked temporary, first access on. */
export const localPasswordReset: PasswordReset = {
  async reset(db, usuario) {
    const senha = temporaryPassword();
    const hash = await hashPassword(senha);
    await db.execute(sql`
      UPDATE usuario SET senha_hash = ${hash}, senha_temporaria = true, primeiro_acesso = true, versao = versao + 1, atualizado_em = now()
       WHERE id = ${usuario.id}`);
    return senha;
  },
};

/** When the external issuer gives us no way to reset: say where it is done. */
export const unavailablePasswordReset: PasswordReset = {
  reset() {
    return Promise.reject(
      new ApiError(409, 'A senha deste cartório é gerida no provedor de identidade (Keycloak): redefina-a no console do Keycloak.', {
        tipoResposta: 'ALERTA',
      }),
    );
  },
};

/**
 * Keycloak's: `issuer` is `https://host/realms/<realm>`; the admin client (client credentials with the
 * realm-management role manage-users) finds the user by username and sets a temporary password.
 */
export function keycloakPasswordReset(options: {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly fetch?: typeof globalThis.fetch;
}): PasswordReset {
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
    new ApiError(502, `O Keycloak não ${what} (status ${status}). Tente de novo ou redefina a senha no console do Keycloak.`);
  return {
    async reset(_db, usuario) {
      const headers = { authorization: `Bearer ${await tokens.getAccessToken()}`, 'content-type': 'application/json' };
      const found = await http(`${admin}/users?username=${encodeURIComponent(usuario.login)}&exact=true`, { headers });
      if (!found.ok) throw failed('respondeu à busca do usuário', found.status);
      const [user] = (await found.json()) as { id?: string }[];
      if (user?.id === undefined) throw new ApiError(404, `O usuário ${usuario.login} não existe no Keycloak do cartório.`);
      const senha = temporaryPassword();
      const put = await http(`${admin}/users/${encodeURIComponent(user.id)}/reset-password`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ type: 'password', value: senha, temporary: true }),
      });
      if (!put.ok) throw failed('aceitou a nova senha', put.status);
      return senha;
    },
  };
}
