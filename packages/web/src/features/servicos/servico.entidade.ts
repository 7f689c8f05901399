/** How the services' screens speak of a service, and the permissions of their actions. */
import { permissoesDaArea, type Entidade } from '../../ui/tela/entidade.ts';

export const SERVICO: Entidade<{ readonly codigo: string; readonly descricao: string }> = {
  singular: 'serviço',
  plural: 'serviços',
  lista: 'servico',
  registro: 'servico.salvar',
  nomeDe: (s) => `${s.codigo} — ${s.descricao}`,
  permissoes: permissoesDaArea('SERVICOS'),
};
