/** The conference's endpoints of docs/api.md (`/conferencia`). */
import type { FastifyInstance } from 'fastify';
import { CONFERENCIA_ENDPOINTS as E } from '@rpj/sdk/contract';
import { registerEndpoint, type RouteDeps } from '../http/route.ts';
import { listarProcessos } from '../processos/processos.repository.ts';
import { hojeEmBrasilia, paginaComPrazo } from '../processos/processos.service.ts';
import { concluir, conferenciaDoProcesso, marcarItem } from './conferencias.service.ts';

export function registrarRotasConferencias(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, deps, E.fila, async ({ db, query, paginacao }) => {
    const dia = hojeEmBrasilia();
    const ordem = paginacao.sortBy === undefined ? { ...paginacao, sortBy: 'prazo', sort: 'asc' as const } : paginacao;
    const { etapa, ...filtro } = query;
    return { dados: await paginaComPrazo(db, dia, await listarProcessos(db, { ...filtro, situacao: etapa === 'OFICIAL' ? 'CONFERENCIA_OFICIAL' : 'CONFERENCIA' }, ordem, dia)) };
  });
  registerEndpoint(app, deps, E.processo, async ({ db, params }) => ({ dados: await conferenciaDoProcesso(db, params.protocolo) }));
  registerEndpoint(app, deps, E.marcar, async ({ db, params, body, principal, requestId }) => ({ dados: await marcarItem(db, params.protocolo, body, { principal, requestId }) }));
  registerEndpoint(app, deps, E.concluir, async ({ db, params, body, principal, requestId }) => ({
    dados: await concluir(db, params.protocolo, body, { principal, requestId }),
    mensagens: [body.decisao === 'CONFERIR' ? `Processo ${String(params.protocolo)}: conferido; segue para a conferência do oficial.` : `Processo ${String(params.protocolo)}: devolvido ao exame.`],
  }));
}
