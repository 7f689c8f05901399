/**
 * Outside production: the demo office's stock, as if bought from the reference court (GO's format) — 2,000 seals for
 * acts with fees and 300 for free acts, one confirmed batch each, and a batch of 100 read and waiting for its
 * confirmation — seeded once, before the registrations' demo. The
 * court's side is distributed to the demo office's `hash_cartorio` (config.ts's default outside production), so its
 * used seals can be reported.
 */
import { sql } from 'drizzle-orm';
import type { TipoSelo } from '@rpj/domain';
import type { Db } from '../db/client.ts';
import type { OpcoesSemente } from '../http/area.ts';
import { TIPO_DE_ATO_GO } from './tribunais/go.ts';

/** The demo office's identifier at the reference court (RPJ_TRIBUNAL_HASH's default outside production). */
export const HASH_DEMO = 'demo0000hash0000cartorio';

const DEMO: readonly (readonly [TipoSelo, number])[] = [
  ['NORMAL', 2_000],
  ['ISENTO', 300],
];

export async function semearSelos(db: Db, opcoes: OpcoesSemente): Promise<void> {
  if (!opcoes.demo) return;
  if (Number((await db.execute<{ n: string | number }>(sql`SELECT count(*) AS n FROM selo`)).rows[0]?.n ?? 0) > 0) return;
  const admin = (await db.execute<{ id: number }>(sql`SELECT id FROM usuario WHERE login = 'admin'`)).rows[0]?.id;
  if (admin === undefined) return;
  for (const [tipo, quantidade] of DEMO) {
    // The court's side: a distribution with its codes (tribunal.repository.ts's format).
    const d = await db.execute<{ id: number }>(sql`INSERT INTO tribunal_distribuicao (tribunal, hash_cartorio, tipo_de_ato, quantidade) VALUES ('GO', ${HASH_DEMO}, ${TIPO_DE_ATO_GO[tipo]}, ${quantidade}) RETURNING id`);
    const distribuicao = d.rows[0]?.id ?? 0;
    await db.execute(sql`
      INSERT INTO tribunal_selo (codigo, validador, distribuicao_id, tipo_de_ato)
      SELECT '0001' || a.ano || 'RCPJ' || lpad(s.n::text, 11, '0'), 'A001' || a.ano || 'RCPJ' || lpad(s.n::text, 11, '0'), ${distribuicao}, ${TIPO_DE_ATO_GO[tipo]}
        FROM (SELECT nextval('tribunal_selo_seq') AS n FROM generate_series(1, ${quantidade})) s, (SELECT to_char(now(), 'YYYY') AS ano) a`);
    // The office's side: the batch, confirmed into stock.
    const l = await db.execute<{ id: number }>(sql`
      INSERT INTO selo_lote (tribunal, origem, situacao, resumo, criado_por, confirmado_em, confirmado_por)
      VALUES ('GO', 'TRIBUNAL', 'CONFIRMADO', ${JSON.stringify({ total: quantidade, porTipo: [], problemas: [] })}::jsonb, ${admin}, now(), ${admin}) RETURNING id`);
    const lote = l.rows[0]?.id ?? 0;
    await db.execute(sql`
      INSERT INTO selo (codigo, validador, tipo, tribunal, lote_id, situacao)
      SELECT codigo, validador, ${tipo}, 'GO', ${lote}, 'DISPONIVEL' FROM tribunal_selo WHERE distribuicao_id = ${distribuicao} ORDER BY codigo`);
    const faixa = await db.execute<{ primeiro: string; ultimo: string }>(sql`SELECT min(codigo) AS primeiro, max(codigo) AS ultimo FROM selo WHERE lote_id = ${lote}`);
    await db.execute(sql`UPDATE selo_lote SET resumo = ${JSON.stringify({ total: quantidade, porTipo: [{ tipo, quantidade, primeiro: faixa.rows[0]?.primeiro ?? '', ultimo: faixa.rows[0]?.ultimo ?? '' }], problemas: [] })}::jsonb WHERE id = ${lote}`);
  }
  // A third batch, read and waiting at /salvar-selos for someone to confirm it.
  const d = await db.execute<{ id: number }>(sql`INSERT INTO tribunal_distribuicao (tribunal, hash_cartorio, tipo_de_ato, quantidade) VALUES ('GO', ${HASH_DEMO}, ${TIPO_DE_ATO_GO.NORMAL}, 100) RETURNING id`);
  const distribuicao = d.rows[0]?.id ?? 0;
  await db.execute(sql`
    INSERT INTO tribunal_selo (codigo, validador, distribuicao_id, tipo_de_ato)
    SELECT '0001' || a.ano || 'RCPJ' || lpad(s.n::text, 11, '0'), 'A001' || a.ano || 'RCPJ' || lpad(s.n::text, 11, '0'), ${distribuicao}, ${TIPO_DE_ATO_GO.NORMAL}
      FROM (SELECT nextval('tribunal_selo_seq') AS n FROM generate_series(1, 100)) s, (SELECT to_char(now(), 'YYYY') AS ano) a`);
  const l = await db.execute<{ id: number }>(sql`INSERT INTO selo_lote (tribunal, origem, arquivo, situacao, criado_por) VALUES ('GO', 'ARQUIVO', 'distribuicao-demo.json', 'PRONTO', ${admin}) RETURNING id`);
  const lote = l.rows[0]?.id ?? 0;
  await db.execute(sql`INSERT INTO selo (codigo, validador, tipo, tribunal, lote_id) SELECT codigo, validador, 'NORMAL', 'GO', ${lote} FROM tribunal_selo WHERE distribuicao_id = ${distribuicao} ORDER BY codigo`);
  const faixa = await db.execute<{ primeiro: string; ultimo: string }>(sql`SELECT min(codigo) AS primeiro, max(codigo) AS ultimo FROM selo WHERE lote_id = ${lote}`);
  await db.execute(sql`UPDATE selo_lote SET resumo = ${JSON.stringify({ total: 100, porTipo: [{ tipo: 'NORMAL', quantidade: 100, primeiro: faixa.rows[0]?.primeiro ?? '', ultimo: faixa.rows[0]?.ultimo ?? '' }], problemas: [] })}::jsonb WHERE id = ${lote}`);
}
