/** The DBE conferral's endpoints of docs/api.md (`/dbe`). */
import type { FastifyInstance } from 'fastify';
import { formatarProtocolo, numeroDeControle } from '@rpj/domain';
import { DBE_ENDPOINTS as E } from '@rpj/sdk/contract';
import { registerEndpoint, type RouteDeps } from '../http/route.ts';
import { dbeDoProcesso, decidirDbe } from './dbe.service.ts';

export function registrarRotasDbe(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, deps, E.processo, async ({ db, params }) => ({ dados: await dbeDoProcesso(db, params.protocolo) }));
  registerEndpoint(app, deps, E.decidir, async ({ db, params, body, principal, requestId }) => ({
    dados: await decidirDbe(db, params.protocolo, body, { principal, requestId }),
    mensagens: [`DBE ${numeroDeControle(body)} ${body.decisao === 'CONFERIR' ? 'conferido' : 'rejeitado'} no processo nº ${formatarProtocolo(params.protocolo)}.`],
  }));
}
