/**
 * The signed-in user of a request, loaded from the database on every request so that a permission taken away
 * from a group, or a user made inactive, is refused at once (security.md #6).
 */
import { sql } from 'drizzle-orm';
import { isPermissao, type Permissao } from '@rpj/domain';
import type { Db } from '../db/client.ts';

/** Who is calling. */
export interface Principal {
  readonly id: number;
  readonly login: string;
  readonly ativo: boolean;
  readonly permissoes: ReadonlySet<Permissao>;
}

/** The user with this login and their permissions, or `undefined` when there is none (or they were removed). */
export async function findPrincipal(db: Db, login: string): Promise<Principal | undefined> {
  const result = await db.execute<{ id: number; login: string; ativo: boolean; permissoes: string[] | null }>(sql`
    SELECT u.id, u.login, u.ativo,
           array_remove(array_agg(DISTINCT p.nome), NULL) AS permissoes
      FROM usuario u
      LEFT JOIN usuario_grupo ug ON ug.usuario_id = u.id
      LEFT JOIN grupo_permissao gp ON gp.grupo_id = ug.grupo_id
      LEFT JOIN permissao p ON p.id = gp.permissao_id
     WHERE u.login = ${login} AND NOT u.removido
     GROUP BY u.id`);
  const row = result.rows[0];
  if (row === undefined) return undefined;
  return { id: row.id, login: row.login, ativo: row.ativo, permissoes: new Set((row.permissoes ?? []).filter(isPermissao)) };
}
