/**
 * Background work as a person follows it (`GET /tarefa/{id}`, docs/api.md): where a job stands and how far it is,
 * for the screens' progress bars. A job started by a person is theirs to follow; a job of the system, anyone's who
 * signed in and holds its id. Another person's job is not found (404), as one that does not exist.
 */
import { TAREFA } from '@rpj/sdk/contract';
import type { AreaServidor } from '../http/area.ts';
import { notFound } from '../http/api-error.ts';
import { registerEndpoint } from '../http/route.ts';

export const tarefas: AreaServidor = {
  nome: 'tarefas',
  servico: 'cadastro',
  registrarRotas: (app, deps) => {
    registerEndpoint(app, deps, TAREFA.obter, async ({ params, principal }) => {
      const andamento = await deps.fila.andamento(params.id);
      if (andamento === undefined || (andamento.usuarioId !== undefined && andamento.usuarioId !== principal.id)) throw notFound('Tarefa');
      const { usuarioId: _dono, ...visivel } = andamento;
      return { dados: visivel };
    });
  },
};
