/**
 * The users endpoints of docs/api.md (`/usuario`).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { PERMISSAO as P, acaoSobreConta, mensagemContaMaisPoderosa, type Usuario, type UsuarioSalvar } from '@rpj/domain';
import { USUARIO } from '@rpj/sdk/contract';
import { audit } from '../audit/audit.ts';
import type { Principal } from '../auth/principal.ts';
import type { Db } from '../db/client.ts';
import { ApiError, invalidInput, notFound, staleVersion } from '../http/api-error.ts';
import { forbidden, registerEndpoint, type RouteDeps } from '../http/route.ts';
import {
  findConflicts,
  findUsuario,
  listHolders,
  listUsuarios,
  setGroups,
  unknownGroups,
  type UsuarioArmazenado,
} from './usuario.repository.ts';

const USUARIO_NAO_ENCONTRADO = 'Usuário';

/** The public view of a stored user. */
function publico({ removido: _r, grupoIds: _g, ...usuario }: UsuarioArmazenado): Usuario {
  return usuario;
}

async function existing(db: Db, id: number, lock = false): Promise<UsuarioArmazenado> {
  const usuario = await findUsuario(db, id, lock);
  if (usuario === undefined || usuario.removido) throw notFound(USUARIO_NAO_ENCONTRADO);
  return usuario;
}

/**
 * security.md #14: editing, deactivating, removing, restoring or resetting the password of an account needs every
 * permission that account holds; anything else is a 403 saying why.
 */
function exigirPoderSobre(principal: Principal, alvo: Usuario): void {
  const acao = acaoSobreConta(principal.permissoes, alvo.permissoes);
  if (!acao.permitida) throw new ApiError(403, mensagemContaMaisPoderosa(acao.faltando));
}

function sameSet(a: readonly number[], b: readonly number[]): boolean {
  const sa = new Set(a);
  const sb = new Set(b);
  return sa.size === sb.size && [...sa].every((x) => sb.has(x));
}

/** The rules of a save beyond the codec: uniqueness (with the restore offer), groups and their permission. */
async function checkSave(db: Db, principal: Principal, body: UsuarioSalvar, current: UsuarioArmazenado | undefined): Promise<void> {
  const groupsChange = current === undefined ? body.grupoIds.length > 0 : !sameSet(body.grupoIds, current.grupoIds);
  if (groupsChange && !principal.permissoes.has(P.EDITAR_PERMISSOES)) throw forbidden([P.EDITAR_PERMISSOES]);
  const missing = await unknownGroups(db, body.grupoIds);
  if (missing.length > 0) {
    throw invalidInput(missing.map((id) => ({ campo: `grupoIds.${body.grupoIds.indexOf(id)}`, mensagem: `Grupo ${id} não existe.` })));
  }
  for (const other of await findConflicts(db, body.cpf, body.login, current?.id)) {
    if (other.cpf === body.cpf && other.removido) {
      throw new ApiError(409, `Este CPF é de ${other.nome} (${other.login}), usuário removido. Restaure o usuário em vez de cadastrá-lo de novo.`, {
        tipoResposta: 'ALERTA',
        dados: { id: other.id, nome: other.nome, login: other.login },
      });
    }
    if (other.cpf === body.cpf) throw new ApiError(409, 'Já existe um usuário com este CPF.', { tipoResposta: 'ALERTA' });
    throw new ApiError(409, 'Já existe um usuário com este login: escolha outro.', { tipoResposta: 'ALERTA' });
  }
  if (current?.id === principal.id && !body.ativo) {
    throw new ApiError(409, 'Você não pode desativar o próprio usuário.', { tipoResposta: 'ALERTA' });
  }
}

/** Registers the users endpoints. */
export function registerUsuarioRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, deps, USUARIO.recuperaDadosPorLogin, async ({ db, principal }) => ({
    dados: publico(await existing(db, principal.id)),
  }));

  registerEndpoint(app, deps, USUARIO.obter, async ({ db, params, principal, requestId }) => {
    const usuario = await existing(db, params.id);
    // Opening a person's record is audited (security.md #8).
    await audit(db, { ator: principal, acao: 'LEITURA', entidade: 'usuario', entidadeId: usuario.id, requestId });
    return { dados: publico(usuario) };
  });

  // The principal's stamp lets a page read since be answered from memory (usuario-lista.cache.ts).
  registerEndpoint(app, deps, USUARIO.listar, async ({ db, query, paginacao, principal }) => ({
    dados: await listUsuarios(db, query, paginacao, principal.versaoUsuarios),
  }));
  registerEndpoint(app, deps, USUARIO.buscar, async ({ db, body, paginacao, principal }) => ({
    dados: await listUsuarios(db, body, paginacao, principal.versaoUsuarios),
  }));
  registerEndpoint(app, deps, USUARIO.listarAnalista, async ({ db, query, paginacao }) => ({
    dados: await listHolders(db, P.ANALISAR_EXAME, query.ativo, paginacao),
  }));
  registerEndpoint(app, deps, USUARIO.listarCaixas, async ({ db, query, paginacao }) => ({
    dados: await listHolders(db, P.ANALISAR_CAIXAS, query.ativo, paginacao),
  }));

  registerEndpoint(app, deps, USUARIO.salvar, async ({ db, body, principal, requestId }) =>
    db.transaction(async (tx) => {
      if (body.id === undefined) {
        await checkSave(tx, principal, body, undefined);
        const created = await tx.execute<{ id: number }>(sql`
          INSERT INTO usuario (cpf, nome, login, email, ativo, primeiro_acesso)
          VALUES (${body.cpf}, ${body.nome}, ${body.login}, ${body.email ?? null}, ${body.ativo}, true) RETURNING id`);
        const id = created.rows[0]?.id ?? 0;
        await setGroups(tx, id, body.grupoIds);
        const usuario = publico(await existing(tx, id));
        await audit(tx, { ator: principal, acao: 'CRIACAO', entidade: 'usuario', entidadeId: id, requestId, depois: usuario });
        return { dados: usuario, mensagens: ['Usuário cadastrado com sucesso!'] };
      }
      const current = await existing(tx, body.id, true);
      exigirPoderSobre(principal, current);
      if (body.versao !== current.versao) throw staleVersion('O usuário');
      await checkSave(tx, principal, body, current);
      await tx.execute(sql`
        UPDATE usuario SET cpf = ${body.cpf}, nome = ${body.nome}, login = ${body.login}, email = ${body.email ?? null},
               ativo = ${body.ativo}, versao = versao + 1, atualizado_em = now()
         WHERE id = ${body.id}`);
      if (!sameSet(body.grupoIds, current.grupoIds)) await setGroups(tx, body.id, body.grupoIds);
      const usuario = publico(await existing(tx, body.id));
      await audit(tx, { ator: principal, acao: 'ALTERACAO', entidade: 'usuario', entidadeId: body.id, requestId, antes: publico(current), depois: usuario });
      if (usuario.login !== current.login) {
        // A renamed login signs its owner out everywhere: the next sign-in is under the new name.
        await deps.accounts.endSessions(tx, usuario);
        await audit(tx, { ator: principal, acao: 'SESSOES_ENCERRADAS', entidade: 'usuario', entidadeId: body.id, requestId });
      }
      return { dados: usuario, mensagens: ['Usuário salvo com sucesso!'] };
    }),
  );

  registerEndpoint(app, deps, USUARIO.remover, async ({ db, params, principal, requestId }) =>
    db.transaction(async (tx) => {
      const current = await existing(tx, params.id, true);
      if (current.id === principal.id) throw new ApiError(409, 'Você não pode remover o próprio usuário.', { tipoResposta: 'ALERTA' });
      exigirPoderSobre(principal, current);
      await tx.execute(sql`UPDATE usuario SET removido = true, removido_em = now(), versao = versao + 1, atualizado_em = now() WHERE id = ${current.id}`);
      await audit(tx, { ator: principal, acao: 'REMOCAO', entidade: 'usuario', entidadeId: current.id, requestId, antes: publico(current) });
      return { dados: undefined, mensagens: [`Usuário ${current.nome} removido.`] };
    }),
  );

  registerEndpoint(app, deps, USUARIO.restaurar, async ({ db, params, principal, requestId }) =>
    db.transaction(async (tx) => {
      const current = await findUsuario(tx, params.id, true);
      if (current === undefined) throw notFound(USUARIO_NAO_ENCONTRADO);
      exigirPoderSobre(principal, current);
      if (!current.removido) throw new ApiError(409, 'Este usuário não está removido.', { tipoResposta: 'ALERTA' });
      await tx.execute(sql`UPDATE usuario SET removido = false, removido_em = NULL, versao = versao + 1, atualizado_em = now() WHERE id = ${current.id}`);
      const usuario = publico(await existing(tx, current.id));
      await audit(tx, { ator: principal, acao: 'RESTAURACAO', entidade: 'usuario', entidadeId: current.id, requestId, depois: usuario });
      return { dados: usuario, mensagens: [`Usuário ${usuario.nome} restaurado.`] };
    }),
  );

  registerEndpoint(app, deps, USUARIO.resetarSenha, async ({ db, params, principal, requestId }) =>
    db.transaction(async (tx) => {
      const current = await existing(tx, params.id, true);
      exigirPoderSobre(principal, current);
      const senhaTemporaria = await deps.accounts.resetPassword(tx, current);
      await audit(tx, { ator: principal, acao: 'SENHA_REDEFINIDA', entidade: 'usuario', entidadeId: current.id, requestId });
      return {
        dados: { senhaTemporaria },
        mensagens: [`Senha temporária de ${current.nome} gerada: entregue-a ao usuário. Ela precisa ser trocada no primeiro acesso.`],
      };
    }),
  );
}

