/** Certificates' endpoints of docs/api.md (`/certidao`) and the public check (`/verificacao-certidao`). */
import type { FastifyInstance } from 'fastify';
import { CERTIDAO_ENDPOINTS as E, VERIFICACAO_CERTIDAO_ENDPOINTS as V } from '@rpj/sdk/contract';
import { ApiError } from '../http/api-error.ts';
import { registerDocumento, registerEndpoint, type RouteDeps } from '../http/route.ts';
import { AccessLimiter, esperaPorExtenso } from '../identity/rate-limit.ts';
import { LIMITE_CONSULTA_SOLICITACAO } from '../processos/processos.routes.ts';
import { emitir, listar, obterCertidao, pagarCertidao, pdfDaCertidao, pedir, verificar } from './certidoes.service.ts';

export function registrarRotasCertidoes(app: FastifyInstance, deps: RouteDeps): void {
  const oficio = { uf: deps.impressao.timbre.uf, cartorio: deps.impressao.timbre.cartorio };
  registerEndpoint(app, deps, E.criar, async ({ db, body, principal, requestId }) => {
    const c = await pedir(db, oficio, body, { principal, requestId });
    return { dados: c, mensagens: [`Certidão nº ${String(c.numero)} pedida; prazo até ${c.prazo.split('-').reverse().join('/')}.`] };
  });
  registerEndpoint(app, deps, E.listar, async ({ db, query, paginacao }) => ({ dados: await listar(db, query, paginacao) }));
  registerEndpoint(app, deps, E.obter, async ({ db, params }) => ({ dados: await obterCertidao(db, oficio, params.id) }));
  registerEndpoint(app, deps, E.pagar, async ({ db, params, body, principal, requestId }) => {
    const c = await pagarCertidao(db, oficio, params.id, body, { principal, requestId });
    return { dados: c, mensagens: [`Certidão nº ${String(c.numero)} paga: recibo nº ${String(c.recibo?.numero ?? '')}.`] };
  });
  registerEndpoint(app, deps, E.emitir, async ({ db, params, body, principal, requestId }) => {
    const c = await emitir(db, oficio, params.id, body, { principal, requestId });
    return { dados: c, mensagens: [`Certidão nº ${String(c.numero)} emitida, assinada por ${c.assinatura?.nome ?? ''}.`] };
  });
  registerDocumento(app, deps, E.pdf, async ({ db, params }) => pdfDaCertidao(db, deps.arquivos, deps.impressao, oficio, params.id));
  // The public check shares the request lookup's limit per client address (the database limiter every server process shares).
  registerEndpoint(app, deps, V.verificar, async ({ db, body, ip }) => {
    const limitador = new AccessLimiter(db);
    const chave = { chave: `verificacao-certidao:${ip}`, regra: LIMITE_CONSULTA_SOLICITACAO };
    const tentativa = await limitador.tentar([chave]);
    if (!tentativa.permitida) throw new ApiError(429, `Muitas consultas deste endereço. Tente de novo em ${esperaPorExtenso(tentativa.esperaMs)}.`);
    const dados = await verificar(db, body.codigo);
    await limitador.sucesso([], [chave]);
    return { dados };
  });
}
