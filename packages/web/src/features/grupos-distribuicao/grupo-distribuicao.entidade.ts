/** How the distribution groups' screens speak of a group, and the permissions of their actions. */
import { permissoesDaArea, type Entidade } from '../../ui/tela/entidade.ts';

export const GRUPO_DISTRIBUICAO: Entidade<{ readonly nome: string }> = {
  singular: 'grupo de distribuição',
  plural: 'grupos de distribuição',
  lista: 'grupoDistribuicao',
  registro: 'grupoDistribuicao.salvar',
  nomeDe: (g) => g.nome,
  permissoes: permissoesDaArea('GRUPOS_DISTRIBUICAO'),
};
