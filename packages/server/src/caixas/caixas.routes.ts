/** Cash boxes' and receipts' endpoints of docs/api.md (`/caixa`, `/recibo`, the CAIXAS permissions). */
import type { FastifyInstance } from 'fastify';
import { CAIXA_ENDPOINTS as C } from '@rpj/sdk/contract';
import { registerDocumento, registerEndpoint, type RouteDeps } from '../http/route.ts';
import { renderizarPdf } from '../printing/pdf.ts';
import { buscarCaixa, buscarRecibo, caixaAbertoDe, listarCaixas } from './caixas.repository.ts';
import { abrirCaixa, aprovar, caixaNaoEncontrado, cancelarRecibo, fechar, movimentar, pagar, reciboNaoEncontrado } from './caixas.service.ts';
import { documentoRecibo, nomeArquivoRecibo } from './recibo.documento.ts';

export function registrarRotasCaixas(app: FastifyInstance, deps: RouteDeps): void {
  const uf = deps.impressao.timbre.uf;
  registerEndpoint(app, deps, C.listar, async ({ db, query, paginacao }) => ({ dados: await listarCaixas(db, query, paginacao) }));
  registerEndpoint(app, deps, C.meu, async ({ db, principal }) => {
    const id = await caixaAbertoDe(db, principal.id);
    const caixa = id === undefined ? undefined : await buscarCaixa(db, id);
    return { dados: caixa === undefined ? {} : { caixa } };
  });
  registerEndpoint(app, deps, C.obter, async ({ db, params }) => {
    const caixa = await buscarCaixa(db, params.id);
    if (caixa === undefined) throw caixaNaoEncontrado();
    return { dados: caixa };
  });
  registerEndpoint(app, deps, C.abrir, async ({ db, body, principal, requestId }) => {
    const caixa = await abrirCaixa(db, body.fundoCentavos, { principal, requestId });
    return { dados: caixa, mensagens: [`Caixa nº ${String(caixa.id)} aberto.`] };
  });
  registerEndpoint(app, deps, C.pagar, async ({ db, params, body, principal, requestId }) => {
    const recibo = await pagar(db, uf, params.id, body, { principal, requestId });
    return { dados: recibo, mensagens: [`Pagamento registrado: recibo nº ${String(recibo.numero)}.`] };
  });
  registerEndpoint(app, deps, C.movimentar, async ({ db, params, body, principal, requestId }) => ({
    dados: await movimentar(db, params.id, body, { principal, requestId }),
    mensagens: [body.tipo === 'ENTRADA' ? 'Entrada de valores registrada.' : 'Saída de valores registrada.'],
  }));
  registerEndpoint(app, deps, C.fechar, async ({ db, params, body, principal, requestId }) => ({ dados: await fechar(db, params.id, body, { principal, requestId }), mensagens: ['Caixa fechado.'] }));
  registerEndpoint(app, deps, C.aprovar, async ({ db, params, body, principal, requestId }) => ({ dados: await aprovar(db, params.id, body, { principal, requestId }), mensagens: ['Fechamento aprovado.'] }));
  registerEndpoint(app, deps, C.recibo, async ({ db, params }) => {
    const recibo = await buscarRecibo(db, params.id);
    if (recibo === undefined) throw reciboNaoEncontrado();
    return { dados: recibo };
  });
  registerDocumento(app, deps, C.imprimirRecibo, async ({ db, params }) => {
    const recibo = await buscarRecibo(db, params.id);
    if (recibo === undefined) throw reciboNaoEncontrado();
    return { nomeArquivo: nomeArquivoRecibo(recibo), pdf: await renderizarPdf(deps.impressao, documentoRecibo(recibo)) };
  });
  registerEndpoint(app, deps, C.cancelarRecibo, async ({ db, params, body, principal, requestId }) => {
    const recibo = await cancelarRecibo(db, params.id, body.motivo, { principal, requestId });
    return { dados: recibo, mensagens: [`Recibo nº ${String(recibo.numero)} cancelado.`] };
  });
}
