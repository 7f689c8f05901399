import type { FiltroAtos, TipoAtoListaItem, TipoAtoRegistro, TipoAtoSalvar } from '@rpj/domain';
import type { HttpCore } from '../http/http-core.ts';
import { HttpRegistrosRemoviveis } from '../http/http-registros.ts';
import type { RegistrosApi } from '../http/registros.api.ts';
import { ATO_ENDPOINTS } from './atos.endpoints.ts';

/**
 * The catalogue of acts (registration service, `/ato`): what intake, examination and conference read of each kind of
 * act. `await sdk.atos.listar({ especie: 'AVERBACAO' })`; `sdk.servicos.atos()` answers the whole catalogue at once.
 */
export type AtoApi = RegistrosApi<TipoAtoRegistro, TipoAtoListaItem, TipoAtoSalvar, FiltroAtos>;

/** The client over an SDK core: `sdk.cliente(clienteAtos)` (createRpjSdkNucleo); `sdk.atos` of createRpjSdk. */
export const clienteAtos = (http: HttpCore): AtoApi => new HttpRegistrosRemoviveis(http, ATO_ENDPOINTS);
