/** How the groups' screens speak of a group, and the permissions of their actions. */
import { PERMISSAO } from '@rpj/domain';
import type { Entidade } from '../../ui/tela/entidade.ts';

// Groups are permission data: creating, editing and removing them are the permissions' own (docs/api.md).
export const GRUPO_USUARIO_ENTIDADE: Entidade<{ readonly nome: string }> = {
  singular: 'grupo',
  plural: 'grupos',
  lista: 'grupoUsuario',
  registro: 'grupoUsuario.salvar',
  nomeDe: (g) => g.nome,
  permissoes: { criar: PERMISSAO.CRIAR_PERMISSOES, editar: PERMISSAO.EDITAR_PERMISSOES, remover: PERMISSAO.REMOVER_PERMISSOES },
  confirmarRemocao: (nome) => `Excluir o grupo ${nome}? Só é possível excluir um grupo sem usuários.`,
};
