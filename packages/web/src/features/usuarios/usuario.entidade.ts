/** How the users' screens speak of an account, and the permissions of their actions. */
import { PERMISSAO } from '@rpj/domain';
import type { Entidade } from '../../ui/tela/entidade.ts';

export const USUARIO: Entidade<{ readonly nome: string }> = {
  singular: 'usuário',
  plural: 'usuários',
  lista: 'usuario',
  registro: 'usuario.cadastro',
  nomeDe: (u) => u.nome,
  // Opening an account is the route's permissions alone (spec §2): without EDITAR_USUARIOS it opens read-only.
  permissoes: { criar: PERMISSAO.CRIAR_USUARIOS, editar: PERMISSAO.EDITAR_USUARIOS, remover: PERMISSAO.REMOVER_USUARIOS, abrir: [] },
  confirmarRemocao: (nome) => `Excluir o usuário ${nome}? Ele não poderá mais entrar no sistema; o histórico é mantido.`,
};
