import type { CallOptions, HttpCore } from '../http/http-core.ts';
import type { TarefaApi } from './tarefas.api.ts';
import { TAREFA } from './tarefas.endpoints.ts';

/** {@link TarefaApi} over HTTP. */
export class HttpTarefaApi implements TarefaApi {
  readonly #http: HttpCore;

  constructor(http: HttpCore) {
    this.#http = http;
  }

  obter(id: string, options?: CallOptions): ReturnType<TarefaApi['obter']> {
    return this.#http.call(TAREFA.obter, { params: { id } }, options);
  }
}

/** The jobs client over an SDK core: `sdk.cliente(clienteTarefas)` (createRpjSdkNucleo); `sdk.tarefas` of createRpjSdk. */
export const clienteTarefas = (http: HttpCore): TarefaApi => new HttpTarefaApi(http);
