/**
 * The catalogue of acts an office starts with (@rpj/domain's CATALOGO_ATOS, deadlines from domain-rcpj §1.3 with
 * their ground), put in at the first start — in production too: intake cannot work without it. Later starts leave
 * the office's catalogue as the office made it. A kind a service named before the catalogue was a table (migration
 * 0020's placeholders, `versao = -1`) is filled in from the catalogue.
 */
import { sql } from 'drizzle-orm';
import { CATALOGO_ATOS } from '@rpj/domain';
import type { Db } from '../db/client.ts';
import { gravarAto } from './atos.repository.ts';

export async function semearAtos(db: Db): Promise<void> {
  const linhas = await db.execute<{ id: number; codigo: string; versao: number }>(sql`SELECT id, codigo, versao FROM tipo_ato`);
  const primeiraVez = linhas.rows.every((r) => r.versao < 0);
  for (const a of CATALOGO_ATOS) {
    const existente = linhas.rows.find((r) => r.codigo === a.codigo);
    if (existente !== undefined && existente.versao < 0) await gravarAto(db, existente.id, a, 0);
    else if (existente === undefined && primeiraVez) await gravarAto(db, undefined, a);
  }
}
