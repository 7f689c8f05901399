/** Tokens of the entity lookup (/consulta-empresa): the SDK's clients it uses and the screen's view-model. */
import type { ConsultaEmpresaApi, EmpresaApi, SocioApi } from '@rpj/sdk';
import { token, tokenDe } from '../../di/token.ts';

export const CONSULTA_EMPRESA = {
  empresas: tokenDe<EmpresaApi>('consulta-empresa:empresas'),
  socios: tokenDe<SocioApi>('consulta-empresa:socios'),
  consulta: tokenDe<ConsultaEmpresaApi>('consulta-empresa:consulta'),
  viewModel: token('consulta-empresa:ConsultaEmpresaViewModel'),
} as const;
