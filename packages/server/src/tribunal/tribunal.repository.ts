/** The reference court's SQL: sessions, distributions of seals with their codes, the public lookup. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** A session lasts eight hours. */
export async function criarSessao(db: Db, token: string, hash: string): Promise<void> {
  await db.execute(sql`DELETE FROM tribunal_sessao WHERE expira_em < now()`);
  await db.execute(sql`INSERT INTO tribunal_sessao (token, hash_cartorio, expira_em) VALUES (${token}, ${hash}, now() + interval '8 hours')`);
}

export async function sessaoValida(db: Db, token: string): Promise<string | undefined> {
  const r = await db.execute<{ hash_cartorio: string }>(sql`SELECT hash_cartorio FROM tribunal_sessao WHERE token = ${token} AND expira_em > now()`);
  return r.rows[0]?.hash_cartorio;
}

/**
 * Issues `quantidade` seals of a type: GO's 23-character codes, the seal's `0001` + year + `RCPJ` + an 11-digit
 * sequence, and its act code `A001` + year + `RCPJ` + the same sequence.
 */
export async function distribuir(db: Db, hash: string, tipo: number, quantidade: number, tribunal = 'GO'): Promise<number> {
  return db.transaction(async (tx) => {
    const r = await tx.execute<{ id: number }>(sql`INSERT INTO tribunal_distribuicao (tribunal, hash_cartorio, tipo_de_ato, quantidade) VALUES (${tribunal}, ${hash}, ${tipo}, ${quantidade}) RETURNING id`);
    const id = r.rows[0]?.id ?? 0;
    await tx.execute(sql`
      INSERT INTO tribunal_selo (codigo, validador, distribuicao_id, tipo_de_ato)
      SELECT '0001' || a.ano || 'RCPJ' || lpad(s.n::text, 11, '0'), 'A001' || a.ano || 'RCPJ' || lpad(s.n::text, 11, '0'), ${id}, ${tipo}
        FROM (SELECT nextval('tribunal_selo_seq') AS n FROM generate_series(1, ${quantidade})) s, (SELECT to_char(now(), 'YYYY') AS ano) a`);
    return id;
  });
}

/** A distribution's seals as the court's download gives them; undefined when it is not this office's. */
export async function lerDistribuicao(db: Db, hash: string, id: number): Promise<readonly { codigo_do_selo: string; codigo_do_ato: string; tipo_de_ato: number }[] | undefined> {
  const d = await db.execute<{ id: number }>(sql`SELECT id FROM tribunal_distribuicao WHERE id = ${id} AND hash_cartorio = ${hash}`);
  if (d.rows.length === 0) return undefined;
  const r = await db.execute<{ codigo_do_selo: string; codigo_do_ato: string; tipo_de_ato: number }>(sql`
    SELECT codigo AS codigo_do_selo, validador AS codigo_do_ato, tipo_de_ato FROM tribunal_selo WHERE distribuicao_id = ${id} ORDER BY codigo`);
  return r.rows;
}

/** The public lookup: the seal's type and where it stands at the court. */
export async function consultarSelo(db: Db, codigo: string): Promise<{ codigo: string; tipo_de_ato: number; situacao: string } | undefined> {
  const r = await db.execute<{ codigo: string; tipo_de_ato: number; situacao: string }>(sql`SELECT codigo, tipo_de_ato, situacao FROM tribunal_selo WHERE codigo = ${codigo}`);
  return r.rows[0];
}

/** The fields a `RetornoAto` must carry (domain-rcpj §3.3). */
const OBRIGATORIOS = ['identificacao_pedido_na_cgj', 'tipo_de_ato', 'codigo_do_selo', 'codigo_do_ato', 'nome_do_serventuario_que_praticou_ato', 'data_hora_da_solicitacao'] as const;

/** Receives a report: each act checked and, when sound, its seal marked used; the receipt with what was refused. */
export async function receberAtos(db: Db, hash: string, atos: readonly Record<string, unknown>[]): Promise<{ id: number; aceitos: number; rejeitados: readonly { codigo_do_selo: string; motivo: string }[] }> {
  return db.transaction(async (tx) => {
    const rejeitados: { codigo_do_selo: string; motivo: string }[] = [];
    let aceitos = 0;
    for (const a of atos) {
      const codigo = typeof a['codigo_do_selo'] === 'string' ? a['codigo_do_selo'] : '';
      const falta = OBRIGATORIOS.filter((c) => a[c] === undefined || a[c] === null || a[c] === '');
      if (falta.length > 0) {
        rejeitados.push({ codigo_do_selo: codigo, motivo: `campos obrigatórios ausentes: ${falta.join(', ')}` });
        continue;
      }
      if (Number.isNaN(Date.parse(String(a['data_hora_da_solicitacao'])))) {
        rejeitados.push({ codigo_do_selo: codigo, motivo: 'data_hora_da_solicitacao não é ISO-8601' });
        continue;
      }
      const r = await tx.execute<{ validador: string; situacao: string; tipo_de_ato: number }>(sql`
        SELECT s.validador, s.situacao, s.tipo_de_ato FROM tribunal_selo s JOIN tribunal_distribuicao d ON d.id = s.distribuicao_id
         WHERE s.codigo = ${codigo} AND d.hash_cartorio = ${hash} FOR UPDATE OF s`);
      const s = r.rows[0];
      if (s === undefined) rejeitados.push({ codigo_do_selo: codigo, motivo: 'selo não distribuído a esta serventia' });
      else if (s.validador !== a['codigo_do_ato']) rejeitados.push({ codigo_do_selo: codigo, motivo: 'codigo_do_ato não corresponde ao selo' });
      else if (s.tipo_de_ato !== a['tipo_de_ato']) rejeitados.push({ codigo_do_selo: codigo, motivo: 'tipo_de_ato diferente do selo distribuído' });
      else if (s.situacao !== 'DISTRIBUIDO') rejeitados.push({ codigo_do_selo: codigo, motivo: s.situacao === 'UTILIZADO' ? 'selo já informado como utilizado' : 'selo inutilizado' });
      else {
        await tx.execute(sql`UPDATE tribunal_selo SET situacao = 'UTILIZADO', atualizado_em = now() WHERE codigo = ${codigo}`);
        aceitos++;
      }
    }
    const id = (await tx.execute<{ id: number }>(sql`INSERT INTO tribunal_recebimento (hash_cartorio, aceitos, rejeitados) VALUES (${hash}, ${aceitos}, ${JSON.stringify(rejeitados)}::jsonb) RETURNING id`)).rows[0]?.id ?? 0;
    return { id, aceitos, rejeitados };
  });
}

/** Voids a used act at the court, or reactivates a voided one. */
export async function mudarSituacao(db: Db, hash: string, codigoDoAto: string, acao: 'inutilizar' | 'reativar'): Promise<'nao-encontrado' | 'invalido' | 'INUTILIZADO' | 'UTILIZADO'> {
  return db.transaction(async (tx) => {
    const r = await tx.execute<{ codigo: string; situacao: string }>(sql`
      SELECT s.codigo, s.situacao FROM tribunal_selo s JOIN tribunal_distribuicao d ON d.id = s.distribuicao_id
       WHERE s.validador = ${codigoDoAto} AND d.hash_cartorio = ${hash} FOR UPDATE OF s`);
    const s = r.rows[0];
    if (s === undefined) return 'nao-encontrado';
    const de = acao === 'inutilizar' ? 'UTILIZADO' : 'INUTILIZADO';
    const para = acao === 'inutilizar' ? 'INUTILIZADO' : 'UTILIZADO';
    if (s.situacao !== de) return 'invalido';
    await tx.execute(sql`UPDATE tribunal_selo SET situacao = ${para}, atualizado_em = now() WHERE codigo = ${s.codigo}`);
    return para;
  });
}
