/** Outside production, the demo office's distribution group: its examiner and the administrator, who also examines. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { OpcoesSemente } from '../http/area.ts';
import { gravarGrupo } from './grupos-distribuicao.repository.ts';

export async function semearGruposDistribuicao(db: Db, opcoes: OpcoesSemente): Promise<void> {
  if (!opcoes.demo) return;
  const existentes = await db.execute<{ n: number | string }>(sql`SELECT count(*) AS n FROM grupo_distribuicao`);
  if (Number(existentes.rows[0]?.n ?? 0) > 0) return;
  const usuarios = await db.execute<{ id: number; login: string }>(sql`SELECT id, login FROM usuario WHERE login IN ('examinador', 'admin') ORDER BY login DESC`);
  if (usuarios.rows.length === 0) return;
  await gravarGrupo(db, undefined, {
    nome: 'Exame de títulos',
    ativo: true,
    tiposAto: ['REGISTRO_CONSTITUICAO', 'AVERBACAO_ELEICAO_DIRETORIA', 'AVERBACAO_ALTERACAO_ESTATUTARIA', 'AVERBACAO_DISSOLUCAO'],
    membros: usuarios.rows.map((u) => ({ usuarioId: u.id, ausencias: [] })),
  });
}
