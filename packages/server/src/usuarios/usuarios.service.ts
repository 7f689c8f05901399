/**
 * The users area's rules: what each write checks and does, in the caller's transaction, with its audit rows. The
 * routes decode and authorise; the SQL lives in usuarios.repository.ts.
 */
import { PERMISSAO as P, acaoSobreConta, mensagemContaMaisPoderosa, type SenhaTemporaria, type Usuario, type UsuarioSalvar } from '@rpj/domain';
import { audit } from '../audit/audit.ts';
import type { Principal } from '../auth/principal.ts';
import type { Db } from '../db/client.ts';
import { ApiError, invalidInput, notFound, repeatedValue, staleVersion } from '../http/api-error.ts';
import { forbidden } from '../http/route.ts';
import type { ProviderAccounts } from '../identity/provider-accounts.ts';
import {
  findConflicts,
  findUsuario,
  insertUsuario,
  setGroups,
  setRemovido,
  unknownGroups,
  updateUsuario,
  type UsuarioArmazenado,
} from './usuarios.repository.ts';

/** Who acts, in which request. */
export interface Ator {
  readonly principal: Principal;
  readonly requestId: string;
}

/** What a write answers: the data and the message for the person. */
export interface Feito<D> {
  readonly dados: D;
  readonly mensagens: readonly string[];
}

const USUARIO_NAO_ENCONTRADO = 'Usuário';

/** The public view of a stored user. */
export function publico({ removido: _r, grupoIds: _g, ...usuario }: UsuarioArmazenado): Usuario {
  return usuario;
}

export async function existing(db: Db, id: number, lock = false): Promise<UsuarioArmazenado> {
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

/** A CPF or login that another user already has. */
export const DUPLICADOS = {
  cpf: 'Já existe um usuário com este CPF.',
  login: 'Já existe um usuário com este login: escolha outro.',
} as const;

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
      throw repeatedValue('cpf', `Este CPF é de ${other.nome} (${other.login}), usuário removido. Restaure o usuário em vez de cadastrá-lo de novo.`, {
        id: other.id,
        nome: other.nome,
        login: other.login,
      });
    }
    if (other.cpf === body.cpf) throw repeatedValue('cpf', DUPLICADOS.cpf);
    throw repeatedValue('login', DUPLICADOS.login);
  }
  if (current?.id === principal.id && !body.ativo) {
    throw new ApiError(409, 'Você não pode desativar o próprio usuário.', { tipoResposta: 'ALERTA' });
  }
}

/** Opens a person's record: audited (security.md #8). */
export async function obter(db: Db, { principal, requestId }: Ator, id: number): Promise<Usuario> {
  const usuario = await existing(db, id);
  await audit(db, { ator: principal, acao: 'LEITURA', entidade: 'usuario', entidadeId: usuario.id, requestId });
  return publico(usuario);
}

/** Creates (no id) or updates a user. */
export async function salvar(tx: Db, { principal, requestId }: Ator, body: UsuarioSalvar, accounts: ProviderAccounts): Promise<Feito<Usuario>> {
  if (body.id === undefined) {
    await checkSave(tx, principal, body, undefined);
    const id = await insertUsuario(tx, body);
    await setGroups(tx, id, body.grupoIds);
    const usuario = publico(await existing(tx, id));
    await audit(tx, { ator: principal, acao: 'CRIACAO', entidade: 'usuario', entidadeId: id, requestId, depois: usuario });
    return { dados: usuario, mensagens: ['Usuário cadastrado com sucesso!'] };
  }
  const current = await existing(tx, body.id, true);
  exigirPoderSobre(principal, current);
  if (body.versao !== current.versao) throw staleVersion('O usuário');
  await checkSave(tx, principal, body, current);
  await updateUsuario(tx, body.id, body);
  if (!sameSet(body.grupoIds, current.grupoIds)) await setGroups(tx, body.id, body.grupoIds);
  const usuario = publico(await existing(tx, body.id));
  await audit(tx, { ator: principal, acao: 'ALTERACAO', entidade: 'usuario', entidadeId: body.id, requestId, antes: publico(current), depois: usuario });
  if (usuario.login !== current.login) {
    // A renamed login signs its owner out everywhere: the next sign-in is under the new name.
    await accounts.endSessions(tx, usuario);
    await audit(tx, { ator: principal, acao: 'SESSOES_ENCERRADAS', entidade: 'usuario', entidadeId: body.id, requestId });
  }
  return { dados: usuario, mensagens: ['Usuário salvo com sucesso!'] };
}

/** Removes a user (kept, hidden, unable to sign in). */
export async function remover(tx: Db, { principal, requestId }: Ator, id: number): Promise<Feito<undefined>> {
  const current = await existing(tx, id, true);
  if (current.id === principal.id) throw new ApiError(409, 'Você não pode remover o próprio usuário.', { tipoResposta: 'ALERTA' });
  exigirPoderSobre(principal, current);
  await setRemovido(tx, current.id, true);
  await audit(tx, { ator: principal, acao: 'REMOCAO', entidade: 'usuario', entidadeId: current.id, requestId, antes: publico(current) });
  return { dados: undefined, mensagens: [`Usuário ${current.nome} removido.`] };
}

/** Restores a removed user. */
export async function restaurar(tx: Db, { principal, requestId }: Ator, id: number): Promise<Feito<Usuario>> {
  const current = await findUsuario(tx, id, true);
  if (current === undefined) throw notFound(USUARIO_NAO_ENCONTRADO);
  exigirPoderSobre(principal, current);
  if (!current.removido) throw new ApiError(409, 'Este usuário não está removido.', { tipoResposta: 'ALERTA' });
  await setRemovido(tx, current.id, false);
  const usuario = publico(await existing(tx, current.id));
  await audit(tx, { ator: principal, acao: 'RESTAURACAO', entidade: 'usuario', entidadeId: current.id, requestId, depois: usuario });
  return { dados: usuario, mensagens: [`Usuário ${usuario.nome} restaurado.`] };
}

/** A temporary password, answered once. */
export async function resetarSenha(tx: Db, { principal, requestId }: Ator, id: number, accounts: ProviderAccounts): Promise<Feito<SenhaTemporaria>> {
  const current = await existing(tx, id, true);
  exigirPoderSobre(principal, current);
  const senhaTemporaria = await accounts.resetPassword(tx, current);
  await audit(tx, { ator: principal, acao: 'SENHA_REDEFINIDA', entidade: 'usuario', entidadeId: current.id, requestId });
  return {
    dados: { senhaTemporaria },
    mensagens: [`Senha temporária de ${current.nome} gerada: entregue-a ao usuário. Ela precisa ser trocada no primeiro acesso.`],
  };
}
