import type { FiltroFundamentosLegais, FundamentoLegal, FundamentoLegalSalvar } from '@rpj/domain';
import type { HttpCore } from '../http/http-core.ts';
import { HttpRegistrosRemoviveis } from '../http/http-registros.ts';
import type { RegistrosApi } from '../http/registros.api.ts';
import { FUNDAMENTO_LEGAL_ENDPOINTS } from './fundamentos-legais.endpoints.ts';

/** Fundamentos legais (registration service, `/fundamento-legal`): `await sdk.fundamentosLegais.listar({ nome: 'parte do nome' })`. */
export type FundamentoLegalApi = RegistrosApi<FundamentoLegal, FundamentoLegal, FundamentoLegalSalvar, FiltroFundamentosLegais>;

/** The client over an SDK core: `sdk.cliente(clienteFundamentosLegais)` (createRpjSdkNucleo); `sdk.fundamentosLegais` of createRpjSdk. */
export const clienteFundamentosLegais = (http: HttpCore): FundamentoLegalApi => new HttpRegistrosRemoviveis(http, FUNDAMENTO_LEGAL_ENDPOINTS);
