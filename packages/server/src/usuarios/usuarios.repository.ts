/**
 * Reading and writing users. Every query excludes removed users unless it says otherwise.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  buildPage,
  isPermissao,
  type BuscaUsuarios,
  type Paginacao,
  type Pagina,
  type Usuario,
  type UsuarioListaItem,
  type UsuarioResumo,
  type UsuarioSalvar,
} from '@rpj/domain';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { executePrepared, type Db } from '../db/client.ts';
import { ListaVersionadaCache, type ListaIds } from '../db/lista-versionada.cache.ts';
import { contendo } from '../db/like.ts';

interface UsuarioRow extends Record<string, unknown> {
  id: number;
  cpf: string;
  nome: string;
  login: string;
  email: string | null;
  ativo: boolean;
  primeiro_acesso: boolean;
  versao: number;
  removido: boolean;
  grupos: { id: number; nome: string }[] | string | null;
  permissoes: string[] | null;
}

/** A user as stored, with removal and group ids, for the service's checks. */
export interface UsuarioArmazenado extends Usuario {
  readonly removido: boolean;
  readonly grupoIds: readonly number[];
}

function grupos(value: UsuarioRow['grupos']): { id: number; nome: string }[] {
  if (value === null) return [];
  return typeof value === 'string' ? (JSON.parse(value) as { id: number; nome: string }[]) : value;
}

function toUsuario(row: UsuarioRow): UsuarioArmazenado {
  const gs = grupos(row.grupos);
  return {
    id: row.id,
    cpf: row.cpf,
    nome: row.nome,
    login: row.login,
    ...(row.email === null ? {} : { email: row.email }),
    ativo: row.ativo,
    primeiroAcesso: row.primeiro_acesso,
    versao: row.versao,
    permissoes: (row.permissoes ?? []).filter(isPermissao).sort(),
    groups: gs.map((g) => ({ grupoUsuario: { id: g.id, nome: g.nome } })),
    removido: row.removido,
    grupoIds: gs.map((g) => g.id),
  };
}

const SELECT_USUARIO = sql`
  SELECT u.id, u.cpf, u.nome, u.login, u.email, u.ativo, u.primeiro_acesso, u.versao, u.removido,
         (SELECT json_agg(json_build_object('id', g.id, 'nome', g.nome) ORDER BY g.nome)
            FROM usuario_grupo ug JOIN grupo_usuario g ON g.id = ug.grupo_id WHERE ug.usuario_id = u.id) AS grupos,
         (SELECT array_agg(DISTINCT p.nome)
            FROM usuario_grupo ug JOIN grupo_permissao gp ON gp.grupo_id = ug.grupo_id
            JOIN permissao p ON p.id = gp.permissao_id WHERE ug.usuario_id = u.id) AS permissoes
    FROM usuario u`;

/** One user by id (removed ones too: the caller decides), optionally locked for update. */
export async function findUsuario(db: Db, id: number, lock = false): Promise<UsuarioArmazenado | undefined> {
  const result = await db.execute<UsuarioRow>(sql`${SELECT_USUARIO} WHERE u.id = ${id}${lock ? sql` FOR UPDATE OF u` : sql``}`);
  const row = result.rows[0];
  return row === undefined ? undefined : toUsuario(row);
}

/** One user by login, removed ones included. */
export async function findUsuarioByLogin(db: Db, login: string): Promise<UsuarioArmazenado | undefined> {
  const result = await db.execute<UsuarioRow>(sql`${SELECT_USUARIO} WHERE u.login = ${login}`);
  const row = result.rows[0];
  return row === undefined ? undefined : toUsuario(row);
}

/** Who already has this CPF or login (removed users included). */
export async function findConflicts(
  db: Db,
  cpf: string,
  login: string,
  exceptId: number | undefined,
): Promise<readonly { id: number; nome: string; login: string; cpf: string; removido: boolean }[]> {
  const result = await db.execute<{ id: number; nome: string; login: string; cpf: string; removido: boolean }>(sql`
    SELECT id, nome, login, cpf, removido FROM usuario
     WHERE (cpf = ${cpf} OR login = ${login}) AND id <> ${exceptId ?? 0}`);
  return result.rows;
}

const ORDER: Readonly<Record<string, SQL>> = { nome: sql`u.nome`, login: sql`u.login`, ativo: sql`u.ativo` };

function orderBy(paginacao: Paginacao): SQL {
  const column = ORDER[paginacao.sortBy ?? 'nome'] ?? sql`u.nome`;
  return sql`ORDER BY ${column} ${paginacao.sort === 'desc' ? sql`DESC` : sql`ASC`}, u.id`;
}

/** The page's envelope: the sort as asked for, the total as counted. */
function pageOf<T>(content: readonly T[], paginacao: Paginacao, total: number): Pagina<T> {
  return buildPage(content, {
    ...paginacao,
    ...(paginacao.sortBy === undefined ? {} : { sortBy: `${paginacao.sortBy},${paginacao.sort ?? 'asc'}` }),
  }, total);
}

function where(filtro: BuscaUsuarios, extra: readonly SQL[] = []): SQL {
  const conditions: SQL[] = [sql`NOT u.removido`, ...extra];
  if (filtro.login !== undefined) conditions.push(sql`u.login LIKE ${contendo(filtro.login.toLowerCase())}`);
  if (filtro.ativo !== undefined) conditions.push(sql`u.ativo = ${filtro.ativo}`);
  if (filtro.grupoId !== undefined) conditions.push(sql`EXISTS (SELECT 1 FROM usuario_grupo x WHERE x.usuario_id = u.id AND x.grupo_id = ${filtro.grupoId})`);
  if (filtro.nome !== undefined) {
    const like = contendo(filtro.nome);
    conditions.push(sql`f_unaccent(lower(u.nome)) LIKE f_unaccent(lower(${like}))`);
  }
  if (filtro.cpf !== undefined && filtro.cpf !== '') conditions.push(sql`u.cpf LIKE ${`${filtro.cpf}%`}`);
  return sql`WHERE ${sql.join(conditions, sql` AND `)}`;
}

async function page<T>(db: Db, select: SQL, filter: SQL, paginacao: Paginacao, map: (row: Record<string, unknown>) => T): Promise<Pagina<T>> {
  // One scan: the total comes with the page's rows (a window over the filtered rows, before LIMIT).
  const rows = await db.execute(
    sql`SELECT *, count(*) OVER () AS total__ FROM (${select} ${filter}) AS u ${orderBy(paginacao)} LIMIT ${paginacao.pageSize} OFFSET ${paginacao.pageNumber * paginacao.pageSize}`,
  );
  let total = Number(rows.rows[0]?.['total__'] ?? 0);
  if (rows.rows.length === 0 && paginacao.pageNumber > 0) {
    // A page past the end has no row to carry the total.
    const count = await db.execute<{ n: number | string }>(sql`SELECT count(*) AS n FROM usuario u ${filter}`);
    total = Number(count.rows[0]?.n ?? 0);
  }
  return pageOf(rows.rows.map(map), paginacao, total);
}

interface ListaRow extends Record<string, unknown> {
  id: number;
  nome: string;
  login: string;
  cpf: string;
  email: string | null;
  ativo: boolean;
  primeiro_acesso: boolean;
  grupos: string[] | null;
}

function toListaItem(r: ListaRow): UsuarioListaItem {
  return {
    id: r.id,
    nome: r.nome,
    login: r.login,
    cpf: r.cpf,
    ...(r.email === null ? {} : { email: r.email }),
    ativo: r.ativo,
    primeiroAcesso: r.primeiro_acesso,
    grupos: r.grupos ?? [],
  };
}

/** A list's rows with their group names, by name. */
const SELECT_LISTA = sql`
  SELECT u.id, u.nome, u.login, u.cpf, u.email, u.ativo, u.primeiro_acesso,
         (SELECT array_agg(g.nome ORDER BY g.nome)
            FROM usuario_grupo ug JOIN grupo_usuario g ON g.id = ug.grupo_id WHERE ug.usuario_id = u.id) AS grupos
    FROM usuario u`;

/** The list without the cache: one query counting and sorting every match (a window over the filtered rows). */
async function listUsuariosDireto(db: Db, filtro: BuscaUsuarios, paginacao: Paginacao): Promise<Pagina<UsuarioListaItem>> {
  const select = sql`SELECT u.id, u.nome, u.login, u.cpf, u.email, u.ativo, u.primeiro_acesso FROM usuario u`;
  const pagina = await page(db, select, where(filtro), paginacao, (r) => toListaItem({ ...(r as ListaRow), grupos: null }));
  if (pagina.content.length === 0) return pagina;
  const ids = pagina.content.map((u) => u.id);
  const grupos = await db.execute<{ usuario_id: number; grupos: string[] }>(sql`
    SELECT ug.usuario_id, array_agg(g.nome ORDER BY g.nome) AS grupos
      FROM usuario_grupo ug JOIN grupo_usuario g ON g.id = ug.grupo_id
     WHERE ug.usuario_id = ANY(${sql.param(ids)}::int[]) GROUP BY ug.usuario_id`);
  const byUser = new Map(grupos.rows.map((r) => [r.usuario_id, r.grupos]));
  return { ...pagina, content: pagina.content.map((u) => ({ ...u, grupos: byUser.get(u.id) ?? [] })) };
}

const caches = new WeakMap<Db, ListaVersionadaCache<UsuarioListaItem>>();

/**
 * The list cache of a database. None inside a transaction: the stamp moves when a transaction commits, so it does
 * not tell a transaction's own writes apart.
 */
function cacheOf(db: Db): ListaVersionadaCache<UsuarioListaItem> | undefined {
  if (db instanceof PgTransaction) return undefined;
  let cache = caches.get(db);
  if (cache === undefined) {
    cache = new ListaVersionadaCache<UsuarioListaItem>();
    caches.set(db, cache);
  }
  return cache;
}

/** What makes two lists the same: every filter `where` reads, and the order. */
function listaKey(filtro: BuscaUsuarios, paginacao: Paginacao): string {
  return JSON.stringify([filtro.login, filtro.ativo, filtro.grupoId, filtro.nome, filtro.cpf, paginacao.sortBy, paginacao.sort]);
}

/** Every id the filter finds, in the list's order, and the stamp they were read under: one statement, one snapshot. */
async function readIds(db: Db, filtro: BuscaUsuarios, paginacao: Paginacao): Promise<ListaIds> {
  const result = await db.execute<{ versao: string; ids: number[] | null }>(sql`
    SELECT v.versao::text AS versao, (SELECT array_agg(u.id ${orderBy(paginacao)}) FROM usuario u ${where(filtro)}) AS ids
      FROM usuario_versao v`);
  const row = result.rows[0];
  if (row === undefined) throw new Error('usuario_versao has no row (migration 0004)');
  return { versao: row.versao, ids: Int32Array.from(row.ids ?? []) };
}

/** A row of readRows: the stamp, and a user's columns or, when no id matched, nulls. */
type LinhaComVersao = { versao__: string } & { [K in keyof ListaRow]: ListaRow[K] | null };

/**
 * Some users' list rows by id and the current stamp: one statement, one snapshot. Removed users are not excluded:
 * the ids come from a list read under a stamp, and the rows are used only when the stamp is still that one.
 */
async function readRows(db: Db, ids: Int32Array): Promise<{ versao: string; rows: readonly ListaRow[] }> {
  const result = await executePrepared<LinhaComVersao>(db, 'rpj_usuario_lista_linhas', sql`
    SELECT v.versao::text AS versao__, u.*
      FROM usuario_versao v
      LEFT JOIN LATERAL (${SELECT_LISTA} WHERE u.id = ANY(${sql.param([...ids])}::int[])) AS u ON true`);
  const versao = result.rows[0]?.versao__;
  if (versao === undefined) throw new Error('usuario_versao has no row (migration 0004)');
  return { versao, rows: result.rows.filter((r): r is LinhaComVersao & ListaRow => r.id !== null) };
}

/**
 * The users list (listar and buscar): a page of the filter's ordered ids and their rows, kept in memory while the
 * change stamp says no user, membership or group changed (db/lista-versionada.cache.ts). `versao` is the stamp read with
 * the request's principal: a page already read under it is answered from memory; otherwise the page's rows are read
 * by id together with the stamp, in one statement.
 */
export async function listUsuarios(db: Db, filtro: BuscaUsuarios, paginacao: Paginacao, versao?: string): Promise<Pagina<UsuarioListaItem>> {
  const cache = cacheOf(db);
  if (cache === undefined) return listUsuariosDireto(db, filtro, paginacao);
  const key = listaKey(filtro, paginacao);
  const start = paginacao.pageNumber * paginacao.pageSize;
  const slice = (lista: ListaIds): Int32Array => lista.ids.subarray(start, start + paginacao.pageSize);
  if (versao !== undefined) cache.seen(versao);
  let lista = cache.get(key);
  if (lista !== undefined && lista.versao === versao) {
    const content = cache.rowsAt(versao, slice(lista));
    if (content !== undefined) return pageOf(content, paginacao, lista.ids.length);
  }
  lista ??= await cache.load(key, () => readIds(db, filtro, paginacao));
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const ids = slice(lista);
    const read = await readRows(db, ids);
    if (read.versao === lista.versao) {
      const byId = new Map(read.rows.map((r) => [r.id, toListaItem(r)]));
      const content = Array.from(ids, (id) => byId.get(id)).filter((r) => r !== undefined);
      cache.keepRows(read.versao, content);
      return pageOf(content, paginacao, lista.ids.length);
    }
    // Users changed since the ids were read: read them again, once.
    cache.seen(read.versao);
    cache.delete(key);
    if (attempt === 0) lista = await cache.load(key, () => readIds(db, filtro, paginacao));
  }
  // They changed again in between (a burst of writes): answer from one query, as without the cache.
  return listUsuariosDireto(db, filtro, paginacao);
}

/** Active (or all) users holding a permission, for pickers. */
export function listHolders(db: Db, permissao: string, ativo: boolean | undefined, paginacao: Paginacao): Promise<Pagina<UsuarioResumo>> {
  const holds = sql`EXISTS (SELECT 1 FROM usuario_grupo ug JOIN grupo_permissao gp ON gp.grupo_id = ug.grupo_id
                      JOIN permissao p ON p.id = gp.permissao_id WHERE ug.usuario_id = u.id AND p.nome = ${permissao})`;
  return page(db, sql`SELECT u.id, u.nome, u.login FROM usuario u`, where({ ativo: ativo ?? true }, [holds]), paginacao, (r) => ({
    id: r['id'] as number,
    nome: r['nome'] as string,
    login: r['login'] as string,
  }));
}

/** Ids among these that are not groups. */
export async function unknownGroups(db: Db, ids: readonly number[]): Promise<readonly number[]> {
  if (ids.length === 0) return [];
  const found = await db.execute<{ id: number }>(sql`SELECT id FROM grupo_usuario WHERE id = ANY(${sql.param([...ids])}::int[])`);
  const known = new Set(found.rows.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

/** Replaces a user's groups. */
export async function setGroups(db: Db, usuarioId: number, grupoIds: readonly number[]): Promise<void> {
  await db.execute(sql`DELETE FROM usuario_grupo WHERE usuario_id = ${usuarioId}`);
  if (grupoIds.length === 0) return;
  await db.execute(sql`
    INSERT INTO usuario_grupo (usuario_id, grupo_id)
    SELECT ${usuarioId}, g FROM unnest(${sql.param([...new Set(grupoIds)])}::int[]) AS g`);
}

/** Inserts a new user, first access on; answers the id. */
export async function insertUsuario(db: Db, u: UsuarioSalvar): Promise<number> {
  const created = await db.execute<{ id: number }>(sql`
    INSERT INTO usuario (cpf, nome, login, email, ativo, primeiro_acesso)
    VALUES (${u.cpf}, ${u.nome}, ${u.login}, ${u.email ?? null}, ${u.ativo}, true) RETURNING id`);
  return created.rows[0]?.id ?? 0;
}

/** Updates a user's data, raising its version. */
export async function updateUsuario(db: Db, id: number, u: UsuarioSalvar): Promise<void> {
  await db.execute(sql`
    UPDATE usuario SET cpf = ${u.cpf}, nome = ${u.nome}, login = ${u.login}, email = ${u.email ?? null},
           ativo = ${u.ativo}, versao = versao + 1, atualizado_em = now()
     WHERE id = ${id}`);
}

/** Marks a user removed (or not), raising its version: removed users keep their history and can be restored. */
export async function setRemovido(db: Db, id: number, removido: boolean): Promise<void> {
  await db.execute(sql`
    UPDATE usuario SET removido = ${removido}, removido_em = ${removido ? sql`now()` : sql`NULL`}, versao = versao + 1, atualizado_em = now()
     WHERE id = ${id}`);
}
