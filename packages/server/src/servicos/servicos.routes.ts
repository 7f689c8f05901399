/** Services', the state's rule's, the catalogue's and quotes' endpoints of docs/api.md. */
import type { FastifyInstance } from 'fastify';
import { SERVICO_ENDPOINTS as S } from '@rpj/sdk/contract';
import { todosOsAtos } from '../atos/atos.repository.ts';
import { ApiError } from '../http/api-error.ts';
import { registerDocumento, registerEndpoint, type RouteDeps } from '../http/route.ts';
import { renderizarPdf } from '../printing/pdf.ts';
import { documentoCotacao, nomeArquivoCotacao } from './cotacao.documento.ts';
import { buscarCotacao, buscarServico, listarCotacoes, regrasDe } from './servicos.repository.ts';
import { cotar, listar, naoEncontrado, removerServicoAuditado, salvarRegras, salvarServico } from './servicos.service.ts';

function cotacaoNaoEncontrada(): ApiError {
  return new ApiError(404, 'Cotação não encontrada.');
}

export function registrarRotasServicos(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, deps, S.listar, async ({ db, query, paginacao }) => ({ dados: await listar(db, query, paginacao) }));
  const uf = deps.impressao.timbre.uf;
  registerEndpoint(app, deps, S.regra, async ({ db }) => ({ dados: await regrasDe(db, uf) }));
  registerEndpoint(app, deps, S.salvarRegra, async ({ db, body, principal, requestId }) => ({
    dados: await salvarRegras(db, uf, body, { principal, requestId }),
    mensagens: ['Regra de cobrança salva com sucesso!'],
  }));
  registerEndpoint(app, deps, S.atos, async ({ db }) => ({ dados: await todosOsAtos(db) }));
  registerEndpoint(app, deps, S.obter, async ({ db, params }) => {
    const servico = await buscarServico(db, params.id);
    if (servico === undefined) throw naoEncontrado();
    return { dados: servico };
  });
  registerEndpoint(app, deps, S.salvar, async ({ db, body, principal, requestId }) => {
    const { servico, mensagem } = await salvarServico(db, body, { principal, requestId });
    return { dados: servico, mensagens: [mensagem] };
  });
  registerEndpoint(app, deps, S.remover, async ({ db, params, principal, requestId }) => ({ dados: undefined, mensagens: [await removerServicoAuditado(db, params.id, { principal, requestId })] }));
  registerEndpoint(app, deps, S.cotar, async ({ db, body, principal, requestId }) => {
    const cotacao = await cotar(db, uf, body, { principal, requestId });
    return { dados: cotacao, mensagens: [`Cotação nº ${String(cotacao.numero)} registrada.`] };
  });
  registerEndpoint(app, deps, S.cotacoes, async ({ db, query, paginacao }) => ({ dados: await listarCotacoes(db, query, paginacao) }));
  registerEndpoint(app, deps, S.cotacao, async ({ db, params }) => {
    const cotacao = await buscarCotacao(db, params.id);
    if (cotacao === undefined) throw cotacaoNaoEncontrada();
    return { dados: cotacao };
  });
  registerDocumento(app, deps, S.imprimirCotacao, async ({ db, params }) => {
    const cotacao = await buscarCotacao(db, params.id);
    if (cotacao === undefined) throw cotacaoNaoEncontrada();
    return { nomeArquivo: nomeArquivoCotacao(cotacao), pdf: await renderizarPdf(deps.impressao, documentoCotacao(cotacao)) };
  });
}
