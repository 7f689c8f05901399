/** Outside production: the demo entities' boards (socios.demo.ts), written once when no board exists yet. */
import { sql } from 'drizzle-orm';
import { naturezaJuridica } from '@rpj/domain';
import type { Db } from '../db/client.ts';
import type { OpcoesSemente } from '../http/area.ts';
import { empresasDemo } from '../empresas/empresas.demo.ts';
import { gravarQuadro } from './socios.repository.ts';
import { pessoasDemo, quadroDemo } from './socios.demo.ts';

export async function semearSocios(db: Db, opcoes: OpcoesSemente): Promise<void> {
  if (!opcoes.demo) return;
  const existentes = await db.execute<{ n: number | string }>(sql`SELECT count(*) AS n FROM empresa_socio`);
  if (Number(existentes.rows[0]?.n ?? 0) > 0) return;
  const pessoas = pessoasDemo();
  const ids = await db.execute<{ id: number; denominacao: string }>(sql`SELECT id, denominacao FROM empresa ORDER BY id`);
  const porNome = new Map(ids.rows.map((e) => [e.denominacao, e.id]));
  for (const [indice, empresa] of empresasDemo().entries()) {
    const id = porNome.get(empresa.denominacao);
    if (id === undefined) continue;
    await gravarQuadro(db, id, quadroDemo(empresa, indice, pessoas, naturezaJuridica(empresa.naturezaJuridica)?.sociedade === true));
  }
}
