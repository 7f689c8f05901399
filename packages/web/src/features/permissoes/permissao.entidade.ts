/** How the permissions' screens speak of a permission: a fixed catalogue, edited but never created or removed. */
import { PERMISSAO } from '@rpj/domain';
import type { Entidade } from '../../ui/tela/entidade.ts';

export const PERMISSAO_ENTIDADE: Entidade<{ readonly nome: string }> = {
  singular: 'permissão',
  plural: 'permissões',
  feminino: true,
  lista: 'permissao',
  registro: 'permissao.salvar',
  nomeDe: (p) => p.nome,
  permissoes: { editar: PERMISSAO.EDITAR_PERMISSOES },
};
