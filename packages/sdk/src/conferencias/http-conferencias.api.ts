import type { ConferenciaSalvar, MarcaSalvar, PaginacaoRequest } from '@rpj/domain';
import type { FiltroConferencia } from './conferencias.codec.ts';
import { withPaging, type CallOptions, type HttpCore } from '../http/http-core.ts';
import type { ConferenciaApi } from './conferencias.api.ts';
import { CONFERENCIA_ENDPOINTS as E } from './conferencias.endpoints.ts';

/** {@link ConferenciaApi} over HTTP. */
export class HttpConferenciaApi implements ConferenciaApi {
  constructor(private readonly http: HttpCore) {}

  fila(filtro?: FiltroConferencia, paginacao?: PaginacaoRequest, options?: CallOptions): ReturnType<ConferenciaApi['fila']> {
    return this.http.call(E.fila, withPaging({ query: filtro ?? {} }, paginacao), options);
  }

  processo(protocolo: number, options?: CallOptions): ReturnType<ConferenciaApi['processo']> {
    return this.http.call(E.processo, { params: { protocolo } }, options);
  }

  marcar(protocolo: number, marca: MarcaSalvar, options?: CallOptions): ReturnType<ConferenciaApi['marcar']> {
    return this.http.call(E.marcar, { params: { protocolo }, body: marca }, options);
  }

  concluir(protocolo: number, conferencia: ConferenciaSalvar, options?: CallOptions): ReturnType<ConferenciaApi['concluir']> {
    return this.http.call(E.concluir, { params: { protocolo }, body: conferencia }, options);
  }
}

/** The conference's client over an SDK core: `sdk.cliente(clienteConferencias)`; `sdk.conferencias` of createRpjSdk. */
export const clienteConferencias = (http: HttpCore): ConferenciaApi => new HttpConferenciaApi(http);
