/** How the exam queue speaks of its rows: processes, opened on their exam screen (never created nor removed here). */
import { formatarProtocolo, PERMISSAO as P, type ExameFilaItem } from '@rpj/domain';
import type { Entidade } from '../../ui/tela/entidade.ts';

export const PROCESSO_EM_EXAME: Entidade<Pick<ExameFilaItem, 'protocolo'>> = {
  singular: 'processo',
  plural: 'processos',
  lista: 'processos.exames',
  registro: 'processos.exames.processo',
  nomeDe: (p) => `protocolo ${formatarProtocolo(p.protocolo)}`,
  // The queue opens each process's exam for whoever sees exams; deciding needs ANALISAR_EXAME (the exam screen says).
  permissoes: { editar: P.ANALISAR_EXAME, abrir: [P.VISUALIZAR_EXAMES] },
  textos: {
    nenhumEncontrado: 'Nenhum processo nesta fila. Ajuste os filtros ou veja a fila do grupo.',
    nenhumCadastrado: 'Nenhum processo aguardando exame.',
    motivoNaoEncontrado: 'Não há processo com este protocolo.',
  },
};

/** How the analysis queue speaks of its rows: fit titles, opened on their analysis screen. */
export const PROCESSO_EM_ANALISE: Entidade<Pick<ExameFilaItem, 'protocolo'>> = {
  ...PROCESSO_EM_EXAME,
  lista: 'processos.analise',
  registro: 'processos.analise.processo',
  textos: {
    nenhumEncontrado: 'Nenhum título apto aguardando análise com estes filtros.',
    nenhumCadastrado: 'Nenhum título apto aguardando análise.',
    motivoNaoEncontrado: 'Não há processo com este protocolo.',
  },
};
