/**
 * The user-group endpoints of docs/api.md (`/grupo-usuario`).
 */
import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { buildPage, isPermissao, type GrupoUsuario } from '@rpj/domain';
import { GRUPO_USUARIO } from '@rpj/sdk/contract';
import { audit } from '../audit/audit.ts';
import type { Db } from '../db/client.ts';
import { ApiError, notFound, staleVersion } from '../http/api-error.ts';
import { registerEndpoint, type RouteDeps } from '../http/route.ts';
import { contendo } from '../db/like.ts';

const ADMINISTRADOR = 'ADMINISTRADOR';

async function findGrupo(db: Db, id: number, lock = false): Promise<GrupoUsuario | undefined> {
  const result = await db.execute<{ id: number; nome: string; descricao: string | null; versao: number; permissoes: string[] | null }>(sql`
    SELECT g.id, g.nome, g.descricao, g.versao,
           (SELECT array_agg(p.nome ORDER BY p.nome) FROM grupo_permissao gp JOIN permissao p ON p.id = gp.permissao_id
             WHERE gp.grupo_id = g.id) AS permissoes
      FROM grupo_usuario g WHERE g.id = ${id}${lock ? sql` FOR UPDATE OF g` : sql``}`);
  const row = result.rows[0];
  if (row === undefined) return undefined;
  return {
    id: row.id,
    nome: row.nome,
    ...(row.descricao === null ? {} : { descricao: row.descricao }),
    permissoes: (row.permissoes ?? []).filter(isPermissao),
    versao: row.versao,
  };
}

async function existing(db: Db, id: number, lock = false): Promise<GrupoUsuario> {
  const grupo = await findGrupo(db, id, lock);
  if (grupo === undefined) throw notFound('Grupo');
  return grupo;
}

async function setPermissions(db: Db, grupoId: number, nomes: readonly string[]): Promise<void> {
  await db.execute(sql`DELETE FROM grupo_permissao WHERE grupo_id = ${grupoId}`);
  if (nomes.length === 0) return;
  await db.execute(sql`
    INSERT INTO grupo_permissao (grupo_id, permissao_id)
    SELECT ${grupoId}, p.id FROM permissao p WHERE p.nome = ANY(${sql.param([...nomes])}::text[])`);
}

/** Registers the group endpoints. */
export function registerGrupoUsuarioRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, deps, GRUPO_USUARIO.listar, async ({ db, query, paginacao }) => {
    const filter: SQL = query.nome === undefined ? sql`` : sql`WHERE f_unaccent(lower(g.nome)) LIKE f_unaccent(lower(${contendo(query.nome)}))`;
    const total = await db.execute<{ n: number | string }>(sql`SELECT count(*) AS n FROM grupo_usuario g ${filter}`);
    const rows = await db.execute<{ id: number; nome: string; descricao: string | null; usuarios: number | string; permissoes: number | string }>(sql`
      SELECT g.id, g.nome, g.descricao,
             (SELECT count(*) FROM usuario_grupo ug JOIN usuario u ON u.id = ug.usuario_id WHERE ug.grupo_id = g.id AND NOT u.removido) AS usuarios,
             (SELECT count(*) FROM grupo_permissao gp WHERE gp.grupo_id = g.id) AS permissoes
        FROM grupo_usuario g ${filter}
       ORDER BY g.nome ${paginacao.sort === 'desc' ? sql`DESC` : sql`ASC`}, g.id
       LIMIT ${paginacao.pageSize} OFFSET ${paginacao.pageNumber * paginacao.pageSize}`);
    const content = rows.rows.map((r) => ({
      id: r.id,
      nome: r.nome,
      ...(r.descricao === null ? {} : { descricao: r.descricao }),
      quantidadeUsuarios: Number(r.usuarios),
      quantidadePermissoes: Number(r.permissoes),
    }));
    const sortBy = paginacao.sortBy === undefined ? {} : { sortBy: `${paginacao.sortBy},${paginacao.sort ?? 'asc'}` };
    return { dados: buildPage(content, { ...paginacao, ...sortBy }, Number(total.rows[0]?.n ?? 0)) };
  });

  registerEndpoint(app, deps, GRUPO_USUARIO.todos, async ({ db }) => {
    const rows = await db.execute<{ id: number; nome: string }>(sql`SELECT id, nome FROM grupo_usuario ORDER BY nome`);
    return { dados: rows.rows.map((r) => ({ id: r.id, nome: r.nome })) };
  });

  registerEndpoint(app, deps, GRUPO_USUARIO.obter, async ({ db, params }) => ({ dados: await existing(db, params.id) }));

  registerEndpoint(app, deps, GRUPO_USUARIO.salvar, async ({ db, body, principal, requestId }) =>
    db.transaction(async (tx) => {
      if (body.id === undefined) {
        const created = await tx.execute<{ id: number }>(sql`
          INSERT INTO grupo_usuario (nome, descricao) VALUES (${body.nome}, ${body.descricao ?? null}) RETURNING id`);
        const id = created.rows[0]?.id ?? 0;
        await setPermissions(tx, id, body.permissoes);
        const grupo = await existing(tx, id);
        await audit(tx, { ator: principal, acao: 'CRIACAO', entidade: 'grupo_usuario', entidadeId: id, requestId, depois: grupo });
        return { dados: grupo, mensagens: ['Grupo cadastrado com sucesso!'] };
      }
      const current = await existing(tx, body.id, true);
      if (body.versao !== current.versao) throw staleVersion('O grupo');
      if (current.nome === ADMINISTRADOR && body.nome !== ADMINISTRADOR) {
        throw new ApiError(409, 'O grupo ADMINISTRADOR não pode ser renomeado.', { tipoResposta: 'ALERTA' });
      }
      await tx.execute(sql`
        UPDATE grupo_usuario SET nome = ${body.nome}, descricao = ${body.descricao ?? null}, versao = versao + 1, atualizado_em = now()
         WHERE id = ${body.id}`);
      // ADMINISTRADOR always holds every permission: its set is not the form's to change.
      if (current.nome !== ADMINISTRADOR) await setPermissions(tx, body.id, body.permissoes);
      const grupo = await existing(tx, body.id);
      await audit(tx, { ator: principal, acao: 'ALTERACAO', entidade: 'grupo_usuario', entidadeId: body.id, requestId, antes: current, depois: grupo });
      return {
        dados: grupo,
        mensagens: [current.nome === ADMINISTRADOR ? 'Grupo salvo. O grupo ADMINISTRADOR mantém todas as permissões.' : 'Grupo salvo com sucesso!'],
      };
    }),
  );

  registerEndpoint(app, deps, GRUPO_USUARIO.remover, async ({ db, params, principal, requestId }) =>
    db.transaction(async (tx) => {
      const current = await existing(tx, params.id, true);
      if (current.nome === ADMINISTRADOR) throw new ApiError(409, 'O grupo ADMINISTRADOR não pode ser removido.', { tipoResposta: 'ALERTA' });
      const members = await tx.execute<{ n: number | string }>(sql`SELECT count(*) AS n FROM usuario_grupo WHERE grupo_id = ${current.id}`);
      const n = Number(members.rows[0]?.n ?? 0);
      if (n > 0) {
        throw new ApiError(409, `O grupo ${current.nome} tem ${n} usuário(s). Tire-os do grupo antes de removê-lo.`, { tipoResposta: 'ALERTA' });
      }
      await tx.execute(sql`DELETE FROM grupo_usuario WHERE id = ${current.id}`);
      await audit(tx, { ator: principal, acao: 'REMOCAO', entidade: 'grupo_usuario', entidadeId: current.id, requestId, antes: current });
      return { dados: undefined, mensagens: [`Grupo ${current.nome} removido.`] };
    }),
  );
}
