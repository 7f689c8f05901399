/** The SQL of printing seals: the used seals with their act's entity, and the office's model pages. */
import { sql } from 'drizzle-orm';
import type { EntradaModeloSelo, ModeloSelo } from '@rpj/domain';
import type { Db } from '../db/client.ts';
import { instante } from '../db/linha.ts';
import { SELECT_SELO, selo, type LinhaSelo } from './selos.repository.ts';

/** A seal to print and its act's entity (name and CNPJ, empty when it has none yet). */
export interface SeloParaImpressao {
  readonly selo: ReturnType<typeof selo>;
  readonly entidade: string;
  readonly cnpj: string;
}

/** The seals of these codes, with their act's entity; a code the office does not have is absent. */
export async function selosParaImpressao(db: Db, codigos: readonly string[]): Promise<ReadonlyMap<string, SeloParaImpressao>> {
  if (codigos.length === 0) return new Map();
  const r = await db.execute<LinhaSelo & { entidade: string | null; cnpj: string | null }>(sql`
    SELECT x.*, p.empresa_nome AS entidade, e.cnpj
      FROM (${SELECT_SELO} WHERE s.codigo = ANY(${sql.param([...codigos])}::varchar[])) x
      LEFT JOIN processo p ON p.protocolo = x.protocolo LEFT JOIN empresa e ON e.id = p.empresa_id`);
  return new Map(r.rows.map((l) => [l.codigo, { selo: selo(l), entidade: l.entidade ?? '', cnpj: l.cnpj ?? '' }]));
}

interface LinhaModelo extends Record<string, unknown> {
  readonly id: number;
  readonly nome: string;
  readonly texto: string;
  readonly carimbo_x_mm: number;
  readonly carimbo_y_mm: number;
  readonly atualizado_em: string | Date;
  readonly atualizado_por: string | null;
}

const SELECT_MODELO = sql`
  SELECT m.id, m.nome, m.texto, m.carimbo_x_mm, m.carimbo_y_mm, m.atualizado_em, u.login AS atualizado_por
    FROM selo_modelo m LEFT JOIN usuario u ON u.id = m.atualizado_por`;

function modelo(l: LinhaModelo): ModeloSelo {
  return { id: l.id, nome: l.nome, texto: l.texto, carimboXMm: l.carimbo_x_mm, carimboYMm: l.carimbo_y_mm, atualizadoEm: instante(l.atualizado_em), atualizadoPor: l.atualizado_por ?? '' };
}

export async function listarModelos(db: Db): Promise<readonly ModeloSelo[]> {
  return (await db.execute<LinhaModelo>(sql`${SELECT_MODELO} ORDER BY m.nome, m.id`)).rows.map(modelo);
}

export async function buscarModelo(db: Db, id: number): Promise<ModeloSelo | undefined> {
  const l = (await db.execute<LinhaModelo>(sql`${SELECT_MODELO} WHERE m.id = ${id}`)).rows[0];
  return l === undefined ? undefined : modelo(l);
}

/** Creates a model (no `id`) or rewrites one; answers its id, or undefined when there is no model of that id. */
export async function gravarModelo(db: Db, m: EntradaModeloSelo, usuarioId: number, id?: number): Promise<number | undefined> {
  const r =
    id === undefined
      ? await db.execute<{ id: number }>(sql`
          INSERT INTO selo_modelo (nome, texto, carimbo_x_mm, carimbo_y_mm, atualizado_por) VALUES (${m.nome.trim()}, ${m.texto}, ${m.carimboXMm}, ${m.carimboYMm}, ${usuarioId}) RETURNING id`)
      : await db.execute<{ id: number }>(sql`
          UPDATE selo_modelo SET nome = ${m.nome.trim()}, texto = ${m.texto}, carimbo_x_mm = ${m.carimboXMm}, carimbo_y_mm = ${m.carimboYMm}, atualizado_em = now(), atualizado_por = ${usuarioId}
           WHERE id = ${id} RETURNING id`);
  return r.rows[0]?.id;
}

/** Removes a model; answers whether there was one. */
export async function removerModelo(db: Db, id: number): Promise<boolean> {
  return (await db.execute<{ id: number }>(sql`DELETE FROM selo_modelo WHERE id = ${id} RETURNING id`)).rows.length > 0;
}
