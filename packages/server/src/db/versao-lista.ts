/**
 * The change stamp of an area's list (migration 0006, `versionar_lista`): read with the rows a list answers, so
 * that a {@link ListaVersionadaCache} answers from memory only what the database still holds.
 *
 * @example
 * ```sql
 * -- the area's migration
 * SELECT versionar_lista('empresa', 'empresa', 'empresa_socio');
 * ```
 * ```ts
 * const { rows } = await db.execute(sql`SELECT ${versaoDaLista('empresa')} AS versao, e.* FROM empresa e ...`);
 * ```
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/** A scalar subquery of the list's current stamp (as text), to read in the same statement as the list's rows. */
export function versaoDaLista(lista: string): SQL {
  return sql`(SELECT versao::text FROM versao_lista WHERE nome = ${lista})`;
}

/** The list's current stamp; an undeclared list is an error of the area's migration. */
export async function lerVersaoLista(db: Db, lista: string): Promise<string> {
  const result = await db.execute<{ versao: string | null }>(sql`SELECT ${versaoDaLista(lista)} AS versao`);
  const versao = result.rows[0]?.versao ?? null;
  if (versao === null) throw new Error(`The list "${lista}" has no change stamp: its migration must call versionar_lista`);
  return versao;
}
