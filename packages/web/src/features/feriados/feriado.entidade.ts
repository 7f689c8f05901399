/** How the calendar's screens speak of a holiday, and the permissions of their actions. */
import { isoParaBr } from '@rpj/domain';
import { permissoesDaArea, type Entidade } from '../../ui/tela/entidade.ts';

export const FERIADO: Entidade<{ readonly data: string; readonly nome: string }> = {
  singular: 'feriado',
  plural: 'feriados',
  lista: 'feriado',
  registro: 'feriado.cadastro',
  nomeDe: (f) => `${f.nome} (${isoParaBr(f.data) ?? f.data})`,
  permissoes: permissoesDaArea('FERIADOS'),
};
