/**
 * Outside production: the demo DBEs (dbe.demo.ts) written to the consultation service's data set, once, after the
 * demo processes and their registrations are seeded.
 */
import { sql } from 'drizzle-orm';
import { atoComDbe, SITUACOES_FINAIS, type SituacaoProcesso } from '@rpj/domain';
import { gravarDbe } from '../consulta-empresa/consulta-empresa.repository.ts';
import type { Db } from '../db/client.ts';
import type { OpcoesSemente } from '../http/area.ts';
import { buscarProcesso } from '../processos/processos.repository.ts';
import { hoje } from '../caixas/caixas.service.ts';
import { dbesDemo } from './dbe.demo.ts';
import { cartorioDe } from './dbe.service.ts';

export async function semearDbe(db: Db, opcoes: OpcoesSemente): Promise<void> {
  if (!opcoes.demo) return;
  if (Number((await db.execute<{ n: string | number }>(sql`SELECT count(*) AS n FROM receita_dbe`)).rows[0]?.n ?? 0) > 0) return;
  const dia = await hoje(db);
  const processos = await db.execute<{ protocolo: number; situacao: SituacaoProcesso }>(sql`SELECT protocolo, situacao FROM processo ORDER BY protocolo LIMIT 50`);
  let primeira = true;
  for (const { protocolo, situacao } of processos.rows) {
    if (SITUACOES_FINAIS.includes(situacao)) continue;
    const p = await buscarProcesso(db, protocolo);
    if (p === undefined) continue;
    const c = await cartorioDe(db, p);
    if (!atoComDbe(c.especieAto)) continue;
    const alteracao = c.especieAto === 'AVERBACAO' && c.cnpj !== undefined && c.qsa.length >= 2;
    for (const d of dbesDemo(protocolo, p.tipoAto, c, dia, primeira && alteracao)) await gravarDbe(db, d);
    if (alteracao) primeira = false;
  }
}
