/** The office's calendar's endpoints of docs/api.md (`/feriado`). */
import type { FastifyInstance } from 'fastify';
import { FERIADO_ENDPOINTS as F } from '@rpj/sdk/contract';
import { registerEndpoint, type RouteDeps } from '../http/route.ts';
import { buscarFeriado } from './feriados.repository.ts';
import { calendarioDoAno, listarFeriados, naoEncontrado, removerFeriadoAuditado, salvarFeriado } from './feriados.service.ts';

export function registrarRotasFeriados(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, deps, F.listar, async ({ db, query, paginacao }) => ({ dados: await listarFeriados(db, query, paginacao) }));
  registerEndpoint(app, deps, F.calendario, async ({ db, query }) => ({ dados: await calendarioDoAno(db, query.ano) }));
  registerEndpoint(app, deps, F.obter, async ({ db, params }) => {
    const feriado = await buscarFeriado(db, params.id);
    if (feriado === undefined) throw naoEncontrado();
    return { dados: feriado };
  });
  registerEndpoint(app, deps, F.salvar, async ({ db, body, principal, requestId }) => {
    const { feriado, mensagem } = await salvarFeriado(db, body, { principal, requestId });
    return { dados: feriado, mensagens: [mensagem] };
  });
  registerEndpoint(app, deps, F.remover, async ({ db, params, principal, requestId }) => ({ dados: undefined, mensagens: [await removerFeriadoAuditado(db, params.id, { principal, requestId })] }));
}
