/** Background work as a person follows it (GET /tarefa/{id}): where it stands and how far it is. */

/** Where a job stands. */
export const ESTADOS_TAREFA = ['criada', 'repetir', 'executando', 'concluida', 'cancelada', 'falhou'] as const;
export type EstadoTarefa = (typeof ESTADOS_TAREFA)[number];

/** A job's progress. */
export interface AndamentoTarefa {
  readonly id: string;
  /** The kind of work: 'limpeza', 'enviar-email', … */
  readonly fila: string;
  readonly estado: EstadoTarefa;
  readonly feitos: number;
  /** Unknown until the work says how much there is. */
  readonly total?: number;
  /** What it is doing, in pt-BR. */
  readonly mensagem?: string;
}

/** Whether the job will not change any more. */
export function tarefaTerminada(a: Pick<AndamentoTarefa, 'estado'>): boolean {
  return a.estado === 'concluida' || a.estado === 'cancelada' || a.estado === 'falhou';
}

/** The share done, 0 to 100, for a progress bar; `undefined` while the total is unknown (an indeterminate bar). */
export function percentualTarefa(a: Pick<AndamentoTarefa, 'estado' | 'feitos' | 'total'>): number | undefined {
  if (a.estado === 'concluida') return 100;
  if (a.total === undefined || a.total === 0) return undefined;
  return Math.min(100, Math.floor((a.feitos * 100) / a.total));
}
