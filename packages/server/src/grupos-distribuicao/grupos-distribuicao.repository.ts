/** The SQL of distribution groups: a group with its members and absences, the list, and the members' check. */
import { sql } from 'drizzle-orm';
import { buildPage, type Ausencia, type FiltroGruposDistribuicao, type GrupoDistribuicao, type GrupoDistribuicaoListaItem, type GrupoDistribuicaoSalvar, type Pagina, type Paginacao } from '@rpj/domain';
import { lerJuntos, type Db } from '../db/client.ts';
import { contendo } from '../db/like.ts';

/** The members a group may have: active users holding ANALISAR_EXAME, by id. */
export async function examinadores(db: Db, ids: readonly number[]): Promise<ReadonlySet<number>> {
  if (ids.length === 0) return new Set();
  const r = await db.execute<{ id: number }>(sql`
    SELECT DISTINCT u.id FROM usuario u
      JOIN usuario_grupo ug ON ug.usuario_id = u.id
      JOIN grupo_permissao gp ON gp.grupo_id = ug.grupo_id
      JOIN permissao p ON p.id = gp.permissao_id
     WHERE u.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) AND u.ativo AND NOT u.removido AND p.nome = 'ANALISAR_EXAME'`);
  return new Set(r.rows.map((l) => l.id));
}

function lista(valor: unknown): readonly string[] {
  // node-postgres answers a text[] as an array; PGlite too, or as its literal text.
  if (Array.isArray(valor)) return valor as string[];
  if (typeof valor === 'string' && valor.startsWith('{')) return valor.slice(1, -1).split(',').filter((s) => s !== '').map((s) => s.replace(/^"|"$/g, ''));
  return [];
}

/** One group with its members (in their order) and their absences; locked when asked. */
export async function buscarGrupo(db: Db, id: number, bloquear = false): Promise<GrupoDistribuicao | undefined> {
  const g = await db.execute<{ id: number; versao: number; nome: string; ativo: boolean; tipos_ato: unknown }>(
    sql`SELECT id, versao, nome, ativo, tipos_ato FROM grupo_distribuicao WHERE id = ${id}${bloquear ? sql` FOR UPDATE` : sql``}`,
  );
  const grupo = g.rows[0];
  if (grupo === undefined) return undefined;
  const membros = await db.execute<{ usuario_id: number; nome: string }>(sql`
    SELECT m.usuario_id, u.nome FROM grupo_distribuicao_membro m JOIN usuario u ON u.id = m.usuario_id WHERE m.grupo_id = ${id} ORDER BY m.posicao`);
  const ausencias = await db.execute<{ usuario_id: number; de: string; ate: string; motivo: string | null }>(sql`
    SELECT usuario_id, to_char(de, 'YYYY-MM-DD') AS de, to_char(ate, 'YYYY-MM-DD') AS ate, motivo FROM grupo_distribuicao_ausencia WHERE grupo_id = ${id} ORDER BY de, id`);
  return {
    id: grupo.id,
    versao: grupo.versao,
    nome: grupo.nome,
    ativo: grupo.ativo,
    tiposAto: lista(grupo.tipos_ato),
    membros: membros.rows.map((m) => ({
      usuarioId: m.usuario_id,
      nome: m.nome,
      ausencias: ausencias.rows.filter((a) => a.usuario_id === m.usuario_id).map((a): Ausencia => ({ de: a.de, ate: a.ate, ...(a.motivo === null ? {} : { motivo: a.motivo }) })),
    })),
  };
}

/** Writes a group's fields, members and absences (replacing the ones it had); its id. */
export async function gravarGrupo(db: Db, id: number | undefined, g: Omit<GrupoDistribuicaoSalvar, 'id' | 'versao'>): Promise<number> {
  const tipos = sql`ARRAY[${sql.join(g.tiposAto.map((t) => sql`${t}`), sql`, `)}]::text[]`;
  const grupoId =
    id === undefined
      ? ((await db.execute<{ id: number }>(sql`INSERT INTO grupo_distribuicao (nome, ativo, tipos_ato) VALUES (${g.nome}, ${g.ativo}, ${g.tiposAto.length === 0 ? sql`'{}'::text[]` : tipos}) RETURNING id`)).rows[0]?.id ?? 0)
      : (await db.execute(sql`UPDATE grupo_distribuicao SET nome = ${g.nome}, ativo = ${g.ativo}, tipos_ato = ${g.tiposAto.length === 0 ? sql`'{}'::text[]` : tipos}, versao = versao + 1 WHERE id = ${id}`), id);
  await db.execute(sql`DELETE FROM grupo_distribuicao_membro WHERE grupo_id = ${grupoId}`);
  for (const [posicao, m] of g.membros.entries()) {
    await db.execute(sql`INSERT INTO grupo_distribuicao_membro (grupo_id, usuario_id, posicao) VALUES (${grupoId}, ${m.usuarioId}, ${posicao})`);
    for (const a of m.ausencias) {
      await db.execute(sql`INSERT INTO grupo_distribuicao_ausencia (grupo_id, usuario_id, de, ate, motivo) VALUES (${grupoId}, ${m.usuarioId}, ${a.de}, ${a.ate}, ${a.motivo ?? null})`);
    }
  }
  return grupoId;
}

export async function removerGrupo(db: Db, id: number): Promise<void> {
  await db.execute(sql`DELETE FROM grupo_distribuicao WHERE id = ${id}`);
}

/** A page of the groups, by part of the name, with how many members each has and how many are away today. */
export async function listarGrupos(db: Db, f: FiltroGruposDistribuicao, paginacao: Paginacao): Promise<Pagina<GrupoDistribuicaoListaItem>> {
  const where = f.nome === undefined ? sql`` : sql`WHERE f_unaccent(lower(g.nome)) LIKE f_unaccent(lower(${contendo(f.nome)}))`;
  const direcao = paginacao.sort === 'desc' ? sql`DESC` : sql`ASC`;
  const [total, linhas] = await lerJuntos(db, [
    () => db.execute<{ n: string | number }>(sql`SELECT count(*) AS n FROM grupo_distribuicao g ${where}`),
    () => db.execute<{ id: number; versao: number; nome: string; ativo: boolean; tipos_ato: unknown; membros: string | number; ausentes: string | number }>(sql`
      SELECT g.id, g.versao, g.nome, g.ativo, g.tipos_ato,
             (SELECT count(*) FROM grupo_distribuicao_membro m WHERE m.grupo_id = g.id) AS membros,
             (SELECT count(DISTINCT a.usuario_id) FROM grupo_distribuicao_ausencia a WHERE a.grupo_id = g.id AND current_date BETWEEN a.de AND a.ate) AS ausentes
        FROM grupo_distribuicao g ${where}
       ORDER BY g.nome ${direcao}, g.id LIMIT ${paginacao.pageSize} OFFSET ${paginacao.pageNumber * paginacao.pageSize}`),
  ]);
  const sortBy = paginacao.sortBy === undefined ? {} : { sortBy: `${paginacao.sortBy},${paginacao.sort ?? 'asc'}` };
  return buildPage(
    linhas.rows.map((l) => ({ id: l.id, versao: l.versao, nome: l.nome, ativo: l.ativo, tiposAto: lista(l.tipos_ato), membros: Number(l.membros), ausentesHoje: Number(l.ausentes) })),
    { ...paginacao, ...sortBy },
    Number(total.rows[0]?.n ?? 0),
  );
}
