/** The consultation service's data set: the Receita's view of each CNPJ it knows, and the DBEs of the Redesim, as one JSON document each. */
import { sql } from 'drizzle-orm';
import type { ChaveDbe, Dbe, EmpresaReceita } from '@rpj/domain';
import type { Db } from '../db/client.ts';

/** The Receita's view of a CNPJ (its 14 characters), or undefined. */
export async function buscarReceita(db: Db, cnpj: string): Promise<EmpresaReceita | undefined> {
  const r = await db.execute<{ dados: EmpresaReceita | string }>(sql`SELECT dados FROM receita_cnpj WHERE cnpj = ${cnpj}`);
  const dados = r.rows[0]?.dados;
  return typeof dados === 'string' ? (JSON.parse(dados) as EmpresaReceita) : dados;
}

/** Writes (or replaces) the view of one CNPJ. */
export async function gravarReceita(db: Db, receita: EmpresaReceita): Promise<void> {
  await db.execute(sql`
    INSERT INTO receita_cnpj (cnpj, dados) VALUES (${receita.cnpj}, ${JSON.stringify(receita)}::jsonb)
    ON CONFLICT (cnpj) DO UPDATE SET dados = excluded.dados, atualizado_em = now()`);
}

/** The DBE of a control number, or undefined. */
export async function buscarDbe(db: Db, chave: ChaveDbe): Promise<Dbe | undefined> {
  const r = await db.execute<{ dados: Dbe | string }>(sql`SELECT dados FROM receita_dbe WHERE recibo = ${chave.recibo} AND identificacao = ${chave.identificacao}`);
  const dados = r.rows[0]?.dados;
  return typeof dados === 'string' ? (JSON.parse(dados) as Dbe) : dados;
}

/** Writes (or replaces) a DBE. */
export async function gravarDbe(db: Db, dbe: Dbe): Promise<void> {
  await db.execute(sql`
    INSERT INTO receita_dbe (recibo, identificacao, dados) VALUES (${dbe.recibo}, ${dbe.identificacao}, ${JSON.stringify(dbe)}::jsonb)
    ON CONFLICT (recibo, identificacao) DO UPDATE SET dados = excluded.dados, atualizado_em = now()`);
}
