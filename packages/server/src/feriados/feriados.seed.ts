/**
 * Outside production, the demo office's calendar (Goiânia, GO): the state's and the city's holidays of this year and
 * the next, and a day the office closes; the national ones are generated, never stored.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { OpcoesSemente } from '../http/area.ts';

/** The demo's recurring days: month-day, name, scope, kind, ground. */
const DEMO: readonly (readonly [string, string, 'ESTADUAL' | 'MUNICIPAL' | 'CARTORIO', 'FERIADO' | 'PONTO_FACULTATIVO' | 'SEM_EXPEDIENTE', string])[] = [
  ['05-24', 'Nossa Senhora Auxiliadora, padroeira de Goiânia', 'MUNICIPAL', 'FERIADO', 'Lei municipal de Goiânia'],
  ['07-26', 'Fundação da Cidade de Goiás (data magna do Estado)', 'ESTADUAL', 'PONTO_FACULTATIVO', 'Lei estadual 20.756/2020 (GO)'],
  ['10-24', 'Aniversário de Goiânia', 'MUNICIPAL', 'FERIADO', 'Lei municipal de Goiânia'],
  ['10-28', 'Dia do Servidor Público', 'ESTADUAL', 'PONTO_FACULTATIVO', 'Decreto estadual (GO)'],
  ['12-08', 'Nossa Senhora da Conceição', 'CARTORIO', 'SEM_EXPEDIENTE', 'Portaria do Oficial'],
];

export async function semearFeriados(db: Db, opcoes: OpcoesSemente): Promise<void> {
  if (!opcoes.demo) return;
  const existentes = await db.execute<{ n: number | string }>(sql`SELECT count(*) AS n FROM feriado`);
  if (Number(existentes.rows[0]?.n ?? 0) > 0) return;
  const ano = (await db.execute<{ ano: number }>(sql`SELECT extract(year FROM current_date)::int AS ano`)).rows[0]?.ano ?? 2026;
  for (const a of [ano, ano + 1]) {
    for (const [mmdd, nome, abrangencia, tipo, fundamento] of DEMO) {
      await db.execute(sql`INSERT INTO feriado (data, nome, abrangencia, tipo, fundamento) VALUES (${`${String(a)}-${mmdd}`}, ${nome}, ${abrangencia}, ${tipo}, ${fundamento}) ON CONFLICT DO NOTHING`);
    }
  }
}
