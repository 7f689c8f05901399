/** Distribution groups' endpoints of docs/api.md (`/grupo-distribuicao`). */
import type { FastifyInstance } from 'fastify';
import { GRUPO_DISTRIBUICAO_ENDPOINTS as G } from '@rpj/sdk/contract';
import { registerEndpoint, type RouteDeps } from '../http/route.ts';
import { buscarGrupo, listarGrupos } from './grupos-distribuicao.repository.ts';
import { naoEncontrado, removerGrupoAuditado, salvarGrupo } from './grupos-distribuicao.service.ts';

export function registrarRotasGruposDistribuicao(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, deps, G.listar, async ({ db, query, paginacao }) => ({ dados: await listarGrupos(db, query, paginacao) }));
  registerEndpoint(app, deps, G.obter, async ({ db, params }) => {
    const grupo = await buscarGrupo(db, params.id);
    if (grupo === undefined) throw naoEncontrado();
    return { dados: grupo };
  });
  registerEndpoint(app, deps, G.salvar, async ({ db, body, principal, requestId }) => {
    const { grupo, mensagem } = await salvarGrupo(db, body, { principal, requestId });
    return { dados: grupo, mensagens: [mensagem] };
  });
  registerEndpoint(app, deps, G.remover, async ({ db, params, principal, requestId }) => ({ dados: undefined, mensagens: [await removerGrupoAuditado(db, params.id, { principal, requestId })] }));
}
