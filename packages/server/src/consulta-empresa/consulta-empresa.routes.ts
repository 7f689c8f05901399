/** The entity-consultation service's endpoints of docs/api.md (`/consulta`, port 8142). */
import type { FastifyInstance } from 'fastify';
import { formatCnpj } from '@rpj/domain';
import { CONSULTA_EMPRESA_ENDPOINTS as C } from '@rpj/sdk/contract';
import { ApiError } from '../http/api-error.ts';
import { registerEndpoint, type RouteDeps } from '../http/route.ts';
import { buscarReceita } from './consulta-empresa.repository.ts';
import { dbeDaConsulta } from './dbe.ts';

export function registrarRotasConsulta(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, deps, C.cnpj, async ({ db, body }) => {
    const receita = await buscarReceita(db, body.cnpj);
    if (receita === undefined) throw new ApiError(404, `O CNPJ ${formatCnpj(body.cnpj)} não consta na base da Receita consultada: confira o número.`);
    return { dados: receita };
  });
  registerEndpoint(app, deps, C.dbe, async ({ db, body }) => ({ dados: await dbeDaConsulta(db, body) }));
}
