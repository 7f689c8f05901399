/** The permission catalogue of @rpj/domain, in the database: a newer version's permissions are added at start. */
import { sql } from 'drizzle-orm';
import { CATALOGO_PERMISSOES } from '@rpj/domain';
import type { Db } from '../db/client.ts';

/** Adds the catalogue's permissions the database lacks (labels the office changed are kept). */
export async function semearPermissoes(db: Db): Promise<void> {
  for (const p of CATALOGO_PERMISSOES) {
    await db.execute(sql`INSERT INTO permissao (nome, rotulo) VALUES (${p.nome}, ${p.rotulo}) ON CONFLICT (nome) DO NOTHING`);
  }
}
