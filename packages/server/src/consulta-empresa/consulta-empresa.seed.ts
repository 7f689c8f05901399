/**
 * Outside production: the consultation service's demo data set (consulta-empresa.demo.ts), written once when it is
 * empty, after the entities and their boards are seeded.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { OpcoesSemente } from '../http/area.ts';
import { buscarEmpresa } from '../empresas/empresas.repository.ts';
import { receitaDeEmpresa, receitaSemRegistro } from './consulta-empresa.demo.ts';
import { gravarReceita } from './consulta-empresa.repository.ts';

export async function semearConsulta(db: Db, opcoes: OpcoesSemente): Promise<void> {
  if (!opcoes.demo) return;
  const existentes = await db.execute<{ n: number | string }>(sql`SELECT count(*) AS n FROM receita_cnpj`);
  if (Number(existentes.rows[0]?.n ?? 0) > 0) return;
  const hoje = (await db.execute<{ hoje: string }>(sql`SELECT to_char(current_date, 'YYYY-MM-DD') AS hoje`)).rows[0]?.hoje ?? '2026-01-01';
  const ids = await db.execute<{ id: number }>(sql`SELECT id FROM empresa WHERE cnpj IS NOT NULL ORDER BY id`);
  for (const [indice, { id }] of ids.rows.entries()) {
    const empresa = await buscarEmpresa(db, id);
    if (empresa?.cnpj !== undefined) await gravarReceita(db, receitaDeEmpresa({ ...empresa, cnpj: empresa.cnpj }, indice, hoje));
  }
  for (const r of receitaSemRegistro()) await gravarReceita(db, r);
}
