import type { DecisaoDbeSalvar } from '@rpj/domain';
import type { CallOptions, HttpCore } from '../http/http-core.ts';
import type { DbeApi } from './dbe.api.ts';
import { DBE_ENDPOINTS as E } from './dbe.endpoints.ts';

/** {@link DbeApi} over HTTP. */
export class HttpDbeApi implements DbeApi {
  constructor(private readonly http: HttpCore) {}

  processo(protocolo: number, options?: CallOptions): ReturnType<DbeApi['processo']> {
    return this.http.call(E.processo, { params: { protocolo } }, options);
  }

  decidir(protocolo: number, decisao: DecisaoDbeSalvar, options?: CallOptions): ReturnType<DbeApi['decidir']> {
    return this.http.call(E.decidir, { params: { protocolo }, body: decisao }, options);
  }
}

/** The DBE conferral's client over an SDK core: `sdk.cliente(clienteDbe)`; `sdk.dbe` of createRpjSdk. */
export const clienteDbe = (http: HttpCore): DbeApi => new HttpDbeApi(http);
