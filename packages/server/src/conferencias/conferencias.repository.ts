/** The SQL of the conference: the act's list with its ticks, the ticks themselves, the conferences finished. */
import { sql } from 'drizzle-orm';
import type { ConferenciaRegistrada, EspecieAto, EtapaConferencia, ItemConferencia } from '@rpj/domain';
import type { Db } from '../db/client.ts';
import { instante, jsonDe, opcional } from '../db/linha.ts';

/** The kind of act's species (what its registration writes). */
export async function especieDoAto(db: Db, tipoAto: string): Promise<EspecieAto> {
  const r = await db.execute<{ especie: EspecieAto }>(sql`SELECT especie FROM tipo_ato WHERE codigo = ${tipoAto}`);
  return r.rows[0]?.especie ?? 'REGISTRO';
}

/** The act's conference list (the catalogue's), each item with its tick in this stage. */
export async function itensDaConferencia(db: Db, protocolo: number, tipoAto: string, etapa: EtapaConferencia | undefined): Promise<readonly ItemConferencia[]> {
  const r = await db.execute<{ conferencia: string | readonly string[] }>(sql`SELECT conferencia FROM tipo_ato WHERE codigo = ${tipoAto}`);
  const lista: readonly string[] = r.rows[0] === undefined ? [] : jsonDe(r.rows[0].conferencia);
  if (etapa === undefined) return lista.map((item) => ({ item }));
  const marcas = await db.execute<{ item: string; login: string; nome: string; em: string | Date }>(sql`
    SELECT m.item, u.login, u.nome, m.em FROM conferencia_marca m JOIN usuario u ON u.id = m.usuario_id WHERE m.protocolo = ${protocolo} AND m.etapa = ${etapa}`);
  const porItem = new Map(marcas.rows.map((m) => [m.item, { usuario: { login: m.login, nome: m.nome }, em: instante(m.em) }] as const));
  return lista.map((item) => {
    const marca = porItem.get(item);
    return marca === undefined ? { item } : { item, marca };
  });
}

export async function marcar(tx: Db, protocolo: number, etapa: EtapaConferencia, item: string, usuarioId: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO conferencia_marca (protocolo, etapa, item, usuario_id) VALUES (${protocolo}, ${etapa}, ${item}, ${usuarioId})
    ON CONFLICT (protocolo, etapa, item) DO NOTHING`);
}

export async function desmarcar(tx: Db, protocolo: number, etapa: EtapaConferencia, item: string): Promise<void> {
  await tx.execute(sql`DELETE FROM conferencia_marca WHERE protocolo = ${protocolo} AND etapa = ${etapa} AND item = ${item}`);
}

/** A stage's ticks removed: the title went back to the exam, and its next conference starts again. */
export async function limparMarcas(tx: Db, protocolo: number): Promise<void> {
  await tx.execute(sql`DELETE FROM conferencia_marca WHERE protocolo = ${protocolo}`);
}

export async function inserirConferencia(tx: Db, c: { readonly protocolo: number; readonly etapa: EtapaConferencia; readonly usuarioId: number; readonly decisao: ConferenciaRegistrada['decisao']; readonly motivo?: string }): Promise<number> {
  const r = await tx.execute<{ id: number }>(sql`
    INSERT INTO conferencia (protocolo, etapa, usuario_id, decisao, motivo) VALUES (${c.protocolo}, ${c.etapa}, ${c.usuarioId}, ${c.decisao}, ${c.motivo ?? null}) RETURNING id`);
  return r.rows[0]?.id ?? 0;
}

export async function conferenciasDoProcesso(db: Db, protocolo: number): Promise<readonly ConferenciaRegistrada[]> {
  const r = await db.execute<{ id: number; etapa: EtapaConferencia; login: string; nome: string; em: string | Date; decisao: ConferenciaRegistrada['decisao']; motivo: string | null }>(sql`
    SELECT c.id, c.etapa, u.login, u.nome, c.em, c.decisao, c.motivo FROM conferencia c JOIN usuario u ON u.id = c.usuario_id WHERE c.protocolo = ${protocolo} ORDER BY c.id`);
  return r.rows.map((l) => ({ id: l.id, etapa: l.etapa, usuario: { login: l.login, nome: l.nome }, em: instante(l.em), decisao: l.decisao, ...opcional('motivo', l.motivo) }));
}
