/** The exam's endpoints of docs/api.md (`/exame`). */
import type { FastifyInstance } from 'fastify';
import { EXAME_ENDPOINTS as E } from '@rpj/sdk/contract';
import { registerDocumento, registerEndpoint, type RouteDeps } from '../http/route.ts';
import { hojeEmBrasilia, paginaComPrazo } from '../processos/processos.service.ts';
import { listarFila } from './exames.repository.ts';
import { analisar, decidir, enviarNota, exameDoProcesso, notaEmPdf, obterExame, reingressar } from './exames.service.ts';

export function registrarRotasExames(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, deps, E.fila, async ({ db, query, paginacao, principal }) => {
    const dia = hojeEmBrasilia();
    return { dados: await paginaComPrazo(db, dia, await listarFila(db, query, principal.id, paginacao, dia)) };
  });
  registerEndpoint(app, deps, E.analise, async ({ db, query, paginacao }) => {
    const dia = hojeEmBrasilia();
    return { dados: await paginaComPrazo(db, dia, await listarFila(db, { ...query, situacao: 'APTO' }, undefined, paginacao, dia)) };
  });
  registerEndpoint(app, deps, E.analisar, async ({ db, params, body, principal, requestId }) => {
    const dados = await analisar(db, deps.fila, params.protocolo, body, { principal, requestId });
    return { dados, mensagens: [body.decisao === 'CONFIRMAR' ? `Processo ${String(params.protocolo)}: exame confirmado; segue para a conferência.` : `Processo ${String(params.protocolo)}: devolvido ao examinador.`] };
  });
  registerEndpoint(app, deps, E.processo, async ({ db, params }) => ({ dados: await exameDoProcesso(db, deps.fila, params.protocolo) }));
  registerEndpoint(app, deps, E.decidir, async ({ db, params, body, principal, requestId }) => {
    const dados = await decidir(db, deps.fila, params.protocolo, body, { principal, requestId });
    return { dados, mensagens: [body.decisao === 'APTO' ? `Processo ${String(params.protocolo)}: título apto.` : `Processo ${String(params.protocolo)}: nota de exigência emitida.`] };
  });
  registerEndpoint(app, deps, E.reingresso, async ({ db, params, body, principal, requestId }) => ({
    dados: await reingressar(db, params.protocolo, body, { principal, requestId }),
    mensagens: [`Processo ${String(params.protocolo)}: reingresso registrado; volta ao examinador.`],
  }));
  registerEndpoint(app, deps, E.obter, async ({ db, params }) => ({ dados: await obterExame(db, deps.fila, params.id) }));
  registerDocumento(app, deps, E.nota, async ({ db, params }) => notaEmPdf(db, deps.fila, deps.impressao, params.id));
  registerEndpoint(app, deps, E.enviar, async ({ db, params, body, principal, requestId }) => {
    const dados = await enviarNota(db, deps.fila, deps.impressao, params.id, body, { principal, requestId });
    return { dados, mensagens: [`Nota de exigência na fila de envio para ${dados.envios.at(-1)?.para ?? ''}.`] };
  });
}
