/**
 * The signed-in user of a request, loaded from the database on every request so that a permission taken away
 * from a group, or a user made inactive, is refused at once (security.md #6).
 *
 * The caller is found by the token's subject (`sub`), which the identity provider never changes nor reuses, and
 * never by a login, which an administrator can rename (security.md #14): with the embedded provider `sub` is the
 * user's id; with an external one (the office's Keycloak) each subject is linked to one user in
 * `vinculo_identidade`, once, and a rename never moves the link.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { JWTPayload } from 'jose';
import { isPermissao, type Permissao } from '@rpj/domain';
import { IdParametro } from '@rpj/sdk/contract';
import { audit } from '../audit/audit.ts';
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

/** How the services find the user a token speaks for. */
export interface Identificacao {
  /** The issuer whose subjects the links are kept under. */
  readonly emissor: string;
  /** `embutido`: `sub` is the user's id; `externo`: `sub` is linked to a user in `vinculo_identidade`. */
  readonly modo: 'embutido' | 'externo';
  /** The claim naming the login: read only to link a subject that has no link yet (external provider). */
  readonly userClaim: string;
  /** Client-credentials clients of the embedded provider, and the login of each one's technical user. */
  readonly clientesTecnicos: ReadonlyMap<string, string>;
}

interface PrincipalRow extends Record<string, unknown> {
  id: number;
  login: string;
  ativo: boolean;
  permissoes: string[];
  versao: string;
}

const SELECT_PRINCIPAL = sql`
    SELECT u.id, u.login, u.ativo,
           ARRAY(SELECT DISTINCT p.nome
                   FROM usuario_grupo ug
                   JOIN grupo_permissao gp ON gp.grupo_id = ug.grupo_id
                   JOIN permissao p ON p.id = gp.permissao_id
                  WHERE ug.usuario_id = u.id) AS permissoes,
           (SELECT versao::text FROM usuario_versao) AS versao
      FROM usuario u`;

async function one(db: Db, name: string, where: SQL): Promise<Principal | undefined> {
  const result = await executePrepared<PrincipalRow>(db, name, sql`${SELECT_PRINCIPAL} WHERE ${where} AND NOT u.removido`);
  const row = result.rows[0];
  if (row === undefined) return undefined;
  return { id: row.id, login: row.login, ativo: row.ativo, permissoes: new Set(row.permissoes.filter(isPermissao)), versaoUsuarios: row.versao };
}

/**
 * The user id a subject or account id of the embedded provider stands for (its digits, as a path id is read), or
 * `undefined` when it is not one.
 */
export function idDoSujeito(texto: string): number | undefined {
  const decoded = IdParametro.decode(texto);
  return decoded._tag === 'Right' ? decoded.right : undefined;
}

/** The user with this id and their permissions, or `undefined` when there is none (or they were removed). */
export function findPrincipal(db: Db, id: number): Promise<Principal | undefined> {
  return one(db, 'rpj_principal_id', sql`u.id = ${id}`);
}

/** The user linked to a subject of an issuer, or `undefined`. */
function findLinked(db: Db, emissor: string, sujeito: string): Promise<Principal | undefined> {
  return one(db, 'rpj_principal_vinculo', sql`u.id = (SELECT v.usuario_id FROM vinculo_identidade v WHERE v.emissor = ${emissor} AND v.sujeito = ${sujeito})`);
}

/**
 * Links a subject to the user of this login, when that user is not removed and has no link under the issuer yet
 * (a first sign-in); nothing when the subject or the user is already linked. Audited.
 */
export async function linkSubject(db: Db, emissor: string, sujeito: string, login: string, requestId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const linked = await tx.execute<{ id: number; login: string }>(sql`
      INSERT INTO vinculo_identidade (emissor, sujeito, usuario_id)
      SELECT ${emissor}, ${sujeito}, u.id FROM usuario u
       WHERE u.login = ${login} AND NOT u.removido
         AND NOT EXISTS (SELECT 1 FROM vinculo_identidade v WHERE v.emissor = ${emissor} AND v.usuario_id = u.id)
      ON CONFLICT DO NOTHING
      RETURNING usuario_id AS id, ${login}::text AS login`);
    const usuario = linked.rows[0];
    if (usuario !== undefined) {
      await audit(tx, { ator: usuario, acao: 'VINCULO_IDENTIDADE', entidade: 'usuario', entidadeId: usuario.id, requestId, depois: { emissor, sujeito } });
    }
  });
}

/**
 * Links a subject to a known user, unless the subject or the user is linked already (an administrator's action
 * that found the subject, e.g. a reset through Keycloak's admin API).
 */
export async function linkSubjectToUser(db: Db, emissor: string, sujeito: string, usuarioId: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO vinculo_identidade (emissor, sujeito, usuario_id) VALUES (${emissor}, ${sujeito}, ${usuarioId})
    ON CONFLICT DO NOTHING`);
}

async function linkedOrFirst(db: Db, emissor: string, sujeito: string, login: unknown, requestId: string): Promise<Principal | undefined> {
  const found = await findLinked(db, emissor, sujeito);
  if (found !== undefined || typeof login !== 'string' || login === '') return found;
  await linkSubject(db, emissor, sujeito, login, requestId);
  return findLinked(db, emissor, sujeito);
}

/**
 * The user a verified token speaks for, or `undefined` when it speaks for nobody here: no subject, an embedded
 * subject that is not an id, an unlinked subject whose login matches no unlinked user, a removed user.
 */
export async function resolvePrincipal(db: Db, claims: JWTPayload, identificacao: Identificacao, requestId: string): Promise<Principal | undefined> {
  const sub = claims.sub;
  if (typeof sub !== 'string' || sub === '') return undefined;
  if (identificacao.modo === 'externo') return linkedOrFirst(db, identificacao.emissor, sub, claims[identificacao.userClaim], requestId);
  // The embedded provider's client-credentials tokens name the client as their subject (RFC 9068).
  const clientId = claims['client_id'];
  if (typeof clientId === 'string' && sub === clientId) {
    const login = identificacao.clientesTecnicos.get(clientId);
    return login === undefined ? undefined : linkedOrFirst(db, identificacao.emissor, `cliente:${clientId}`, login, requestId);
  }
  const id = idDoSujeito(sub);
  return id === undefined ? undefined : findPrincipal(db, id);
}
