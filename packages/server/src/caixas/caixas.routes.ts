/** Cash boxes' and receipts' endpoints of docs/api.md (`/caixa`, `/recibo`, the CAIXAS permissions). */
import type { FastifyInstance } from 'fastify';
import { diaCivil, formatMoney, FUSO_HORARIO_PADRAO } from '@rpj/domain';
import { invalidInput } from '../http/api-error.ts';
import { CAIXA_ENDPOINTS as C } from '@rpj/sdk/contract';
import { registerDocumento, registerEndpoint, type RouteDeps } from '../http/route.ts';
import { renderizarPdf } from '../printing/pdf.ts';
import { buscarCaixa, buscarRecibo, caixaAbertoDe, listarCaixas } from './caixas.repository.ts';
import { abrirCaixa, aprovar, caixaNaoEncontrado, cancelarRecibo, fechar, movimentar, pagar, reciboNaoEncontrado } from './caixas.service.ts';
import { buscarDeposito, listarDepositos } from './depositos.repository.ts';
import { autorizarDevolucao, depositar, depositoNaoEncontrado, devolver, liquidar } from './depositos.service.ts';
import { resumoFinanceiro } from './financeiro.repository.ts';
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
  registerEndpoint(app, deps, C.depositar, async ({ db, params, body, principal, requestId }) => {
    const deposito = await depositar(db, params.id, body, { principal, requestId });
    return { dados: deposito, mensagens: [`Depósito prévio do protocolo ${deposito.protocolo} registrado: recibo nº ${String(deposito.reciboNumero)}.`] };
  });
  registerEndpoint(app, deps, C.depositos, async ({ db, query, paginacao }) => ({ dados: await listarDepositos(db, query, paginacao) }));
  registerEndpoint(app, deps, C.deposito, async ({ db, params }) => {
    const deposito = await buscarDeposito(db, params.id);
    if (deposito === undefined) throw depositoNaoEncontrado();
    return { dados: deposito };
  });
  registerEndpoint(app, deps, C.liquidar, async ({ db, params, body, principal, requestId }) => {
    const r = await liquidar(db, uf, params.id, body, { principal, requestId });
    const devolucao = r.deposito.liquidacao?.devolucaoCentavos ?? 0;
    return { dados: r, mensagens: [`Depósito do protocolo ${r.deposito.protocolo} liquidado: recibo nº ${String(r.recibo.numero)}.${devolucao > 0 ? ` Há ${formatMoney(devolucao)} a devolver, depois de autorizado.` : ''}`] };
  });
  registerEndpoint(app, deps, C.autorizarDevolucao, async ({ db, params, body, principal, requestId }) => ({
    dados: await autorizarDevolucao(db, params.id, body.versao, { principal, requestId }),
    mensagens: ['Devolução autorizada.'],
  }));
  registerEndpoint(app, deps, C.devolver, async ({ db, params, body, principal, requestId }) => {
    const r = await devolver(db, params.id, body, { principal, requestId });
    return { dados: r, mensagens: [`Devolução paga: recibo nº ${String(r.recibo.numero)}.`] };
  });
  registerEndpoint(app, deps, C.resumo, async ({ db, query }) => {
    const dia = diaCivil(Date.now(), FUSO_HORARIO_PADRAO);
    const de = query.de ?? query.ate ?? dia;
    const ate = query.ate ?? (query.de === undefined ? dia : de > dia ? de : dia);
    if (de > ate) throw invalidInput([{ campo: 'ate', mensagem: 'A data final vem antes da inicial.' }]);
    return { dados: await resumoFinanceiro(db, de, ate) };
  });
}
