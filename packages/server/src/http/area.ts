/**
 * A business area as the server sees it (docs/areas.md): which service answers it and how its routes are
 * registered. Each area's folder exports one `x.module.ts`; `src/areas.ts` lists them, one line per area.
 */
import type { FastifyInstance } from 'fastify';
import type { Servico } from '@rpj/sdk/contract';
import type { RouteDeps } from './route.ts';

/** An area of the server. */
export interface AreaServidor {
  /** The area's folder name, e.g. `usuarios`. */
  readonly nome: string;
  /** The service (and port) that answers its endpoints. */
  readonly servico: Servico;
  /** Registers the area's endpoints (each through `registerEndpoint`). */
  registrarRotas(app: FastifyInstance, deps: RouteDeps): void;
}
