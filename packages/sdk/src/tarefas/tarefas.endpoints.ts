/** Background work (registration service, `/tarefa`), as data. */
import { autenticado, endpoint } from '../contract/endpoint.ts';
import { AndamentoTarefaCodec, IdTarefaParams } from './tarefas.codec.ts';

export const TAREFA = {
  /** Where a job stands and how far it is: its starter's, or a job of the system (404 otherwise). */
  obter: endpoint({ nome: 'tarefa.obter', servico: 'cadastro', metodo: 'GET', path: '/tarefa/:id', permissao: autenticado, params: IdTarefaParams, dados: AndamentoTarefaCodec }),
} as const;
