import type { CallOptions, HttpCore } from '../http/http-core.ts';
import { HttpRegistrosRemoviveis } from '../http/http-registros.ts';
import type { FeriadoApi } from './feriados.api.ts';
import { FERIADO_ENDPOINTS } from './feriados.endpoints.ts';

/** {@link FeriadoApi} over HTTP. */
export class HttpFeriadoApi extends HttpRegistrosRemoviveis<typeof FERIADO_ENDPOINTS> implements FeriadoApi {
  constructor(http: HttpCore) {
    super(http, FERIADO_ENDPOINTS);
  }

  calendario(ano: number, options?: CallOptions): ReturnType<FeriadoApi['calendario']> {
    return this.http.call(FERIADO_ENDPOINTS.calendario, { query: { ano } }, options);
  }
}

/** The calendar's client over an SDK core: `sdk.cliente(clienteFeriados)` (createRpjSdkNucleo); `sdk.feriados` of createRpjSdk. */
export const clienteFeriados = (http: HttpCore): FeriadoApi => new HttpFeriadoApi(http);
