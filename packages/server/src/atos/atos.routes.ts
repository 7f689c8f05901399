/** The catalogue of acts' endpoints of docs/api.md (`/ato`, ATOS permissions). */
import type { FastifyInstance } from 'fastify';
import { ATO_ENDPOINTS as A } from '@rpj/sdk/contract';
import { registerEndpoint, type RouteDeps } from '../http/route.ts';
import { buscarAto, listarAtos } from './atos.repository.ts';
import { atoNaoEncontrado, removerAtoAuditado, salvarAto } from './atos.service.ts';

export function registrarRotasAtos(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, deps, A.listar, async ({ db, query, paginacao }) => ({ dados: await listarAtos(db, query, paginacao) }));
  registerEndpoint(app, deps, A.obter, async ({ db, params }) => {
    const ato = await buscarAto(db, params.id);
    if (ato === undefined) throw atoNaoEncontrado();
    return { dados: ato };
  });
  registerEndpoint(app, deps, A.salvar, async ({ db, body, principal, requestId }) => {
    const { ato, mensagem } = await salvarAto(db, body, { principal, requestId });
    return { dados: ato, mensagens: [mensagem] };
  });
  registerEndpoint(app, deps, A.remover, async ({ db, params, principal, requestId }) => ({ dados: undefined, mensagens: [await removerAtoAuditado(db, params.id, { principal, requestId })] }));
}
