/** The seals' endpoints of docs/api.md (`/selo`, the seal service). */
import type { FastifyInstance } from 'fastify';
import { SELO_ENDPOINTS as E } from '@rpj/sdk/contract';
import { ApiError } from '../http/api-error.ts';
import { registerDocumento, registerEndpoint, type RouteDeps } from '../http/route.ts';
import { codigosDaConsulta, excluirModelo, imprimirEtiquetas, imprimirModelo, salvarModelo } from './impressao.service.ts';
import { listarModelos } from './impressao.repository.ts';
import { corrigir, enviar } from './envio.service.ts';
import { buscarEnvio, buscarLote, estoque, listarEnvios, listarLotes, listarSelos } from './selos.repository.ts';
import { confirmarLote, importar, inutilizar, selarManual, tribunalDoCartorio } from './selos.service.ts';

export function registrarRotasSelos(app: FastifyInstance, deps: RouteDeps): void {
  const uf = deps.impressao.timbre.uf;
  registerEndpoint(app, deps, E.importar, async ({ db, body, principal, requestId }) => {
    const lote = await importar(db, deps.fila, deps.tribunal, uf, body, { principal, requestId });
    return { dados: lote, mensagens: [`Lote ${String(lote.id)}: importação iniciada. Acompanhe o andamento e confira o lote antes de confirmá-lo.`] };
  });
  registerEndpoint(app, deps, E.lotes, async ({ db, query, paginacao }) => ({ dados: await listarLotes(db, query.situacao, paginacao) }));
  registerEndpoint(app, deps, E.lote, async ({ db, params }) => {
    const lote = await buscarLote(db, params.id);
    if (lote === undefined) throw new ApiError(404, 'Lote de selos não encontrado.');
    return { dados: lote };
  });
  registerEndpoint(app, deps, E.confirmar, async ({ db, params, principal, requestId }) => {
    const lote = await confirmarLote(db, params.id, { principal, requestId });
    return { dados: lote, mensagens: [`Lote ${String(lote.id)}: ${String(lote.resumo?.total ?? 0)} selos no estoque.`] };
  });
  registerEndpoint(app, deps, E.estoque, async ({ db }) => ({ dados: await estoque(db, tribunalDoCartorio(uf)) }));
  registerEndpoint(app, deps, E.listar, async ({ db, query, paginacao }) => ({ dados: await listarSelos(db, query, paginacao) }));
  registerEndpoint(app, deps, E.selar, async ({ db, body, principal, requestId }) => {
    const selo = await selarManual(db, body, { principal, requestId });
    return { dados: selo, mensagens: [`Selo ${selo.codigo} aplicado ao processo nº ${String(selo.protocolo ?? '')}.`] };
  });
  registerEndpoint(app, deps, E.enviar, async ({ db, principal, requestId }) => {
    const envio = await enviar(db, deps.fila, { principal, requestId });
    return { dados: envio, mensagens: [`Envio ${String(envio.id)}: os selos pendentes estão sendo enviados ao tribunal.`] };
  });
  registerEndpoint(app, deps, E.envios, async ({ db, paginacao }) => ({ dados: await listarEnvios(db, paginacao) }));
  registerEndpoint(app, deps, E.envio, async ({ db, params }) => {
    const envio = await buscarEnvio(db, params.id);
    if (envio === undefined) throw new ApiError(404, 'Envio não encontrado.');
    return { dados: envio };
  });
  registerEndpoint(app, deps, E.corrigir, async ({ db, params, body, principal, requestId }) => {
    const selo = await corrigir(db, params.id, body, { principal, requestId });
    return { dados: selo, mensagens: [`Selo ${selo.codigo} corrigido: segue no próximo envio ao tribunal.`] };
  });
  registerEndpoint(app, deps, E.inutilizar, async ({ db, params, body, principal, requestId }) => {
    const selo = await inutilizar(db, params.id, body.motivo, { principal, requestId });
    return { dados: selo, mensagens: [`Selo ${selo.codigo} inutilizado.`] };
  });
  registerDocumento(app, deps, E.etiquetas, async ({ db, query }) => imprimirEtiquetas(db, deps.impressao, { codigos: codigosDaConsulta(query.codigos), folha: query.folha, posicao: query.posicao }));
  registerEndpoint(app, deps, E.modelos, async ({ db }) => ({ dados: await listarModelos(db) }));
  registerEndpoint(app, deps, E.criarModelo, async ({ db, body, principal, requestId }) => {
    const modelo = await salvarModelo(db, body, { principal, requestId });
    return { dados: modelo, mensagens: [`Modelo “${modelo.nome}” criado.`] };
  });
  registerEndpoint(app, deps, E.salvarModelo, async ({ db, params, body, principal, requestId }) => {
    const modelo = await salvarModelo(db, body, { principal, requestId }, params.id);
    return { dados: modelo, mensagens: [`Modelo “${modelo.nome}” salvo.`] };
  });
  registerEndpoint(app, deps, E.removerModelo, async ({ db, params, principal, requestId }) => {
    const modelo = await excluirModelo(db, params.id, { principal, requestId });
    return { dados: undefined, mensagens: [`Modelo “${modelo.nome}” removido.`] };
  });
  registerDocumento(app, deps, E.imprimirModelo, async ({ db, params, query }) => imprimirModelo(db, deps.impressao, params.id, query.codigo));
}
