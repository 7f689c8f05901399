/** The SQL of the DBE conferral: the office's side of a process, and the conferrals recorded. */
import { sql } from 'drizzle-orm';
import type { ConferenciaDbe, DecisaoDbe, LinhaComparacao } from '@rpj/domain';
import type { Db } from '../db/client.ts';
import { instante, jsonDe, opcional } from '../db/linha.ts';

export async function inserirConferenciaDbe(
  tx: Db,
  c: { readonly protocolo: number; readonly recibo: string; readonly identificacao: string; readonly decisao: DecisaoDbe; readonly motivo?: string; readonly divergencias: readonly LinhaComparacao[]; readonly usuarioId: number },
): Promise<number> {
  const r = await tx.execute<{ id: number }>(sql`
    INSERT INTO dbe_conferencia (protocolo, recibo, identificacao, decisao, motivo, divergencias, usuario_id)
    VALUES (${c.protocolo}, ${c.recibo}, ${c.identificacao}, ${c.decisao}, ${c.motivo ?? null}, ${JSON.stringify(c.divergencias)}::jsonb, ${c.usuarioId})
    RETURNING id`);
  return r.rows[0]?.id ?? 0;
}

export async function conferenciasDbe(db: Db, protocolo: number): Promise<readonly ConferenciaDbe[]> {
  const r = await db.execute<{ id: number; recibo: string; identificacao: string; decisao: DecisaoDbe; motivo: string | null; divergencias: string | readonly LinhaComparacao[]; login: string; nome: string; em: string | Date }>(sql`
    SELECT c.id, c.recibo, c.identificacao, c.decisao, c.motivo, c.divergencias, u.login, u.nome, c.em
    FROM dbe_conferencia c JOIN usuario u ON u.id = c.usuario_id WHERE c.protocolo = ${protocolo} ORDER BY c.id`);
  return r.rows.map((l) => ({
    id: l.id,
    recibo: l.recibo,
    identificacao: l.identificacao,
    decisao: l.decisao,
    ...opcional('motivo', l.motivo),
    divergencias: jsonDe(l.divergencias),
    usuario: { login: l.login, nome: l.nome },
    em: instante(l.em),
  }));
}
