/**
 * The signed-in user of a request, loaded from the database on every request so that a permission taken away
 * from a group, or a user made inactive, is refused at once (security.md #6).
 */
import { sql } from 'drizzle-orm';
import { isPermissao, type Permissao } from '@rpj/domain';
import { executePrepared, type Db } from '../db/client.ts';

/** Who is calling. */
export interface Principal {
  readonly id: number;
  readonly login: string;
  readonly ativo: boolean;
  readonly permissoes: ReadonlySet<Permissao>;
  /**
   * The change stamp of users and groups (`usuario_versao`, migration 0004) in the snapshot the principal was read
   * from: what was read under the same stamp is what the database held when the request was authenticated, so a
   * handler may answer it from memory (the users list does). Absent for the anonymous caller.
   */
  readonly versaoUsuarios?: string;
}

/** The user with this login and their permissions, or `undefined` when there is none (or they were removed). */
export async function findPrincipal(db: Db, login: string): Promise<Principal | undefined> {
  const result = await executePrepared<{ id: number; login: string; ativo: boolean; permissoes: string[]; versao: string }>(db, 'rpj_principal', sql`
    SELECT u.id, u.login, u.ativo,
           ARRAY(SELECT DISTINCT p.nome
                   FROM usuario_grupo ug
                   JOIN grupo_permissao gp ON gp.grupo_id = ug.grupo_id
                   JOIN permissao p ON p.id = gp.permissao_id
                  WHERE ug.usuario_id = u.id) AS permissoes,
           (SELECT versao::text FROM usuario_versao) AS versao
      FROM usuario u
     WHERE u.login = ${login} AND NOT u.removido`);
  const row = result.rows[0];
  if (row === undefined) return undefined;
  return { id: row.id, login: row.login, ativo: row.ativo, permissoes: new Set(row.permissoes.filter(isPermissao)), versaoUsuarios: row.versao };
}
