/**
 * The permission-catalogue endpoints of docs/api.md (`/permissao`): the names are @rpj/domain's; labels,
 * descriptions and holders are the office's.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildPage, isPermissao, permissaoInfo, stripAccents, type PermissaoDetalhe } from '@rpj/domain';
import { PERMISSAO_ENDPOINTS } from '@rpj/sdk/contract';
import { audit } from '../audit/audit.ts';
import type { Db } from '../db/client.ts';
import { ApiError, invalidInput, notFound, staleVersion } from '../http/api-error.ts';
import { registerEndpoint, type RouteDeps } from '../http/route.ts';

interface Row extends Record<string, unknown> {
  id: number;
  nome: string;
  rotulo: string;
  descricao: string | null;
  versao: number;
  grupos: { id: number; nome: string }[] | string | null;
}

const SELECT = sql`
  SELECT p.id, p.nome, p.rotulo, p.descricao, p.versao,
         (SELECT json_agg(json_build_object('id', g.id, 'nome', g.nome) ORDER BY g.nome)
            FROM grupo_permissao gp JOIN grupo_usuario g ON g.id = gp.grupo_id WHERE gp.permissao_id = p.id) AS grupos
    FROM permissao p`;

function toDetalhe(row: Row): PermissaoDetalhe | undefined {
  if (!isPermissao(row.nome)) return undefined; // a name this version no longer knows is not shown
  const { area, acao } = permissaoInfo(row.nome);
  const grupos = row.grupos === null ? [] : typeof row.grupos === 'string' ? (JSON.parse(row.grupos) as { id: number; nome: string }[]) : row.grupos;
  return {
    id: row.id,
    nome: row.nome,
    area,
    acao,
    rotulo: row.rotulo,
    ...(row.descricao === null ? {} : { descricao: row.descricao }),
    grupos,
    versao: row.versao,
  };
}

async function existing(db: Db, id: number, lock = false): Promise<PermissaoDetalhe> {
  const result = await db.execute<Row>(sql`${SELECT} WHERE p.id = ${id}${lock ? sql` FOR UPDATE OF p` : sql``}`);
  const row = result.rows[0];
  const detalhe = row === undefined ? undefined : toDetalhe(row);
  if (detalhe === undefined) throw notFound('Permissão');
  return detalhe;
}


/** Registers the permission endpoints. */
export function registerPermissaoRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, deps, PERMISSAO_ENDPOINTS.catalogo, async ({ db }) => {
    const rows = await db.execute<Row>(sql`${SELECT} ORDER BY p.nome`);
    return { dados: rows.rows.map(toDetalhe).filter((d): d is PermissaoDetalhe => d !== undefined) };
  });

  registerEndpoint(app, deps, PERMISSAO_ENDPOINTS.listar, async ({ db, query, paginacao }) => {
    // Area and action live in the code's catalogue, not in the table: filter and sort in memory (76 rows).
    const rows = await db.execute<Row>(sql`${SELECT}`);
    let all = rows.rows.map(toDetalhe).filter((d): d is PermissaoDetalhe => d !== undefined);
    if (query.area !== undefined) all = all.filter((p) => p.area === query.area);
    if (query.busca !== undefined) {
      const key = (s: string): string => stripAccents(s).toLowerCase();
      const wanted = key(query.busca);
      all = all.filter((p) => key(p.nome).includes(wanted) || key(p.rotulo).includes(wanted));
    }
    const field = paginacao.sortBy ?? 'nome';
    const direction = paginacao.sort === 'desc' ? -1 : 1;
    all.sort((a, b) => direction * (field === 'area' ? a.area.localeCompare(b.area) : field === 'rotulo' ? a.rotulo.localeCompare(b.rotulo, 'pt-BR') : a.nome.localeCompare(b.nome)) || a.id - b.id);
    const start = paginacao.pageNumber * paginacao.pageSize;
    const sortBy = paginacao.sortBy === undefined ? {} : { sortBy: `${paginacao.sortBy},${paginacao.sort ?? 'asc'}` };
    return { dados: buildPage(all.slice(start, start + paginacao.pageSize), { ...paginacao, ...sortBy }, all.length) };
  });

  registerEndpoint(app, deps, PERMISSAO_ENDPOINTS.obter, async ({ db, params }) => ({ dados: await existing(db, params.id) }));

  registerEndpoint(app, deps, PERMISSAO_ENDPOINTS.salvar, async ({ db, body, principal, requestId }) =>
    db.transaction(async (tx) => {
      const current = await existing(tx, body.id, true);
      if (body.versao !== current.versao) throw staleVersion('A permissão', 'a');
      const groups = await tx.execute<{ id: number; nome: string }>(sql`SELECT id, nome FROM grupo_usuario WHERE id = ANY(${sql.param([...body.grupoIds])}::int[])`);
      const known = new Map(groups.rows.map((g) => [g.id, g.nome]));
      const unknown = body.grupoIds.filter((id) => !known.has(id));
      if (unknown.length > 0) throw invalidInput(unknown.map((id) => ({ campo: `grupoIds.${body.grupoIds.indexOf(id)}`, mensagem: `Grupo ${id} não existe.` })));
      const adminHolds = current.grupos.some((g) => g.nome === 'ADMINISTRADOR');
      if (adminHolds && ![...known.values()].includes('ADMINISTRADOR') && current.nome !== 'NULL') {
        throw new ApiError(409, 'O grupo ADMINISTRADOR mantém todas as permissões: não o retire desta.', { tipoResposta: 'ALERTA' });
      }
      await tx.execute(sql`
        UPDATE permissao SET rotulo = ${body.rotulo}, descricao = ${body.descricao ?? null}, versao = versao + 1 WHERE id = ${body.id}`);
      await tx.execute(sql`DELETE FROM grupo_permissao WHERE permissao_id = ${body.id}`);
      if (body.grupoIds.length > 0) {
        await tx.execute(sql`
          INSERT INTO grupo_permissao (grupo_id, permissao_id)
          SELECT g, ${body.id} FROM unnest(${sql.param([...new Set(body.grupoIds)])}::int[]) AS g`);
      }
      const depois = await existing(tx, body.id);
      await audit(tx, { ator: principal, acao: 'ALTERACAO', entidade: 'permissao', entidadeId: body.id, requestId, antes: current, depois });
      return { dados: depois, mensagens: ['Permissão salva com sucesso!'] };
    }),
  );
}
