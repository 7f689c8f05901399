import type { AndamentoTarefa } from '@rpj/domain';
import type { CallOptions, Resposta } from '../http/http-core.ts';

/** Background work: `const { dados } = await sdk.tarefas.obter(id)` for a progress bar (`percentualTarefa`). */
export interface TarefaApi {
  /** Where a job stands and how far it is. */
  obter(id: string, options?: CallOptions): Promise<Resposta<AndamentoTarefa>>;
}
