/** The SQL of the office's calendar: its recorded holidays, by year. */
import { sql } from 'drizzle-orm';
import type { AbrangenciaFeriado, Feriado, FeriadoSalvar, TipoFeriado } from '@rpj/domain';
import type { Db } from '../db/client.ts';

interface Linha extends Record<string, unknown> {
  readonly id: number;
  readonly versao: number;
  readonly data: string;
  readonly nome: string;
  readonly abrangencia: AbrangenciaFeriado;
  readonly tipo: TipoFeriado;
  readonly fundamento: string | null;
}

const SELECT = sql`SELECT id, versao, to_char(data, 'YYYY-MM-DD') AS data, nome, abrangencia, tipo, fundamento FROM feriado`;

function feriadoDe(r: Linha): Feriado {
  return { id: r.id, versao: r.versao, data: r.data, nome: r.nome, abrangencia: r.abrangencia, tipo: r.tipo, ...(r.fundamento === null ? {} : { fundamento: r.fundamento }) };
}

/** The recorded holidays of a year, in date order. */
export async function feriadosDoAno(db: Db, ano: number): Promise<readonly Feriado[]> {
  const r = await db.execute<Linha>(sql`${SELECT} WHERE data >= make_date(${ano}, 1, 1) AND data < make_date(${ano + 1}, 1, 1) ORDER BY data, abrangencia`);
  return r.rows.map(feriadoDe);
}

/** One holiday, locked for the transaction when asked. */
export async function buscarFeriado(db: Db, id: number, bloquear = false): Promise<Feriado | undefined> {
  const r = await db.execute<Linha>(sql`${SELECT} WHERE id = ${id}${bloquear ? sql` FOR UPDATE` : sql``}`);
  const linha = r.rows[0];
  return linha === undefined ? undefined : feriadoDe(linha);
}

export async function inserirFeriado(db: Db, f: FeriadoSalvar): Promise<number> {
  const r = await db.execute<{ id: number }>(sql`
    INSERT INTO feriado (data, nome, abrangencia, tipo, fundamento) VALUES (${f.data}, ${f.nome}, ${f.abrangencia}, ${f.tipo}, ${f.fundamento ?? null}) RETURNING id`);
  return r.rows[0]?.id ?? 0;
}

export async function atualizarFeriado(db: Db, id: number, f: FeriadoSalvar): Promise<void> {
  await db.execute(sql`
    UPDATE feriado SET data = ${f.data}, nome = ${f.nome}, abrangencia = ${f.abrangencia}, tipo = ${f.tipo}, fundamento = ${f.fundamento ?? null}, versao = versao + 1
     WHERE id = ${id}`);
}

export async function removerFeriado(db: Db, id: number): Promise<void> {
  await db.execute(sql`DELETE FROM feriado WHERE id = ${id}`);
}
