import type { FiltroResponsaveis, Responsavel, ResponsavelSalvar } from '@rpj/domain';
import type { HttpCore } from '../http/http-core.ts';
import { HttpRegistrosRemoviveis } from '../http/http-registros.ts';
import type { RegistrosApi } from '../http/registros.api.ts';
import { RESPONSAVEL_ENDPOINTS } from './responsaveis.endpoints.ts';

/** Responsáveis assinantes (registration service, `/responsavel`): `await sdk.responsaveis.listar({ nome: 'parte do nome' })`. */
export type ResponsavelApi = RegistrosApi<Responsavel, Responsavel, ResponsavelSalvar, FiltroResponsaveis>;

/** The client over an SDK core: `sdk.cliente(clienteResponsaveis)` (createRpjSdkNucleo); `sdk.responsaveis` of createRpjSdk. */
export const clienteResponsaveis = (http: HttpCore): ResponsavelApi => new HttpRegistrosRemoviveis(http, RESPONSAVEL_ENDPOINTS);
