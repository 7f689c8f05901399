/** The person search of docs/api.md (`/socio`); the boards are saved with their entity (empresas.service.ts). */
import type { FastifyInstance } from 'fastify';
import { SOCIO_ENDPOINTS as S } from '@rpj/sdk/contract';
import { registerEndpoint, type RouteDeps } from '../http/route.ts';
import { pesquisarPessoas } from './socios.repository.ts';

export function registrarRotasSocios(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, deps, S.pesquisar, async ({ db, body }) => ({ dados: await pesquisarPessoas(db, body) }));
}
