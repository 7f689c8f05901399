/** The registered entities' endpoints of docs/api.md (`/empresa`). */
import type { FastifyInstance } from 'fastify';
import { EMPRESA_ENDPOINTS as E } from '@rpj/sdk/contract';
import { registerEndpoint, type RouteDeps } from '../http/route.ts';
import { buscarEmpresa, listarEmpresas } from './empresas.repository.ts';
import { naoEncontrada, nomesSemelhantesA, removerEmpresaAuditada, salvarEmpresa } from './empresas.service.ts';
import { averbar, historico, listarAverbacoes, ocultarEntrada } from './averbacoes.service.ts';

export function registrarRotasEmpresas(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, deps, E.listar, async ({ db, query, paginacao }) => ({ dados: await listarEmpresas(db, query, paginacao) }));
  registerEndpoint(app, deps, E.nomesSemelhantes, async ({ db, query }) => ({ dados: await nomesSemelhantesA(db, query.denominacao, query.id) }));
  registerEndpoint(app, deps, E.obter, async ({ db, params }) => {
    const empresa = await buscarEmpresa(db, params.id);
    if (empresa === undefined) throw naoEncontrada();
    return { dados: empresa };
  });
  registerEndpoint(app, deps, E.salvar, async ({ db, body, principal, requestId }) => {
    const { empresa, mensagem } = await salvarEmpresa(db, body, { principal, requestId });
    return { dados: empresa, mensagens: [mensagem] };
  });
  registerEndpoint(app, deps, E.averbacoes, async ({ db, params }) => ({ dados: await listarAverbacoes(db, params.id) }));
  registerEndpoint(app, deps, E.averbar, async ({ db, params, body, principal, requestId }) => {
    const { averbacao, mensagem } = await averbar(db, params.id, body, { principal, requestId });
    return { dados: averbacao, mensagens: [mensagem] };
  });
  registerEndpoint(app, deps, E.historico, async ({ db, params, query }) => ({ dados: await historico(db, params.id, query.ocultos === true) }));
  registerEndpoint(app, deps, E.ocultarHistorico, async ({ db, params, body, principal, requestId }) => ({
    dados: undefined,
    mensagens: [await ocultarEntrada(db, params.id, body.motivo, { principal, requestId })],
  }));
  registerEndpoint(app, deps, E.remover, async ({ db, params, principal, requestId }) => ({
    dados: undefined,
    mensagens: [await removerEmpresaAuditada(db, params.id, { principal, requestId })],
  }));
}
