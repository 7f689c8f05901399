/** Tokens of the DBE screen: the SDK's clients (the conferral's, the consultation service's) and the view-model. */
import type { ConsultaEmpresaApi, DbeApi } from '@rpj/sdk';
import { token, tokenDe } from '../../di/token.ts';

export const DBE = {
  api: tokenDe<DbeApi>('dbe:api'),
  consulta: tokenDe<ConsultaEmpresaApi>('dbe:consulta'),
  processo: token('dbe:DbeViewModel'),
} as const;
