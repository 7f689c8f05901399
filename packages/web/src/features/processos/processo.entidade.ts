/** How the process screens speak of a process, and the permissions of their actions (a process is taken in at /processos/entrada). */
import { formatarProtocolo, PERMISSAO as P, type ProcessoListaItem } from '@rpj/domain';
import type { Entidade } from '../../ui/tela/entidade.ts';

export const PROCESSO: Entidade<Pick<ProcessoListaItem, 'protocolo'>> = {
  singular: 'processo',
  plural: 'processos',
  lista: 'processos',
  registro: 'processos.editar',
  novo: 'processos.entrada',
  nomeDe: (p) => `protocolo ${formatarProtocolo(p.protocolo)}`,
  // Taken in by CRIAR_PROCESSOS at the intake; its screen opens for anyone who sees processes; never removed.
  permissoes: { criar: P.CRIAR_PROCESSOS, editar: P.EDITAR_PROCESSOS, abrir: [P.VISUALIZAR_PROCESSOS] },
  textos: {
    novo: 'Nova entrada',
    nenhumEncontrado: 'Nenhum processo encontrado. Ajuste os filtros.',
    nenhumCadastrado: 'Nenhum processo protocolado até hoje. Use "Nova entrada" para protocolar o primeiro.',
    motivoNaoEncontrado: 'Não há processo com este protocolo.',
  },
};
