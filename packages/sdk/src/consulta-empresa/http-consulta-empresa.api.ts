import type { ChaveDbe } from '@rpj/domain';
import type { CallOptions, HttpCore } from '../http/http-core.ts';
import type { ConsultaEmpresaApi } from './consulta-empresa.api.ts';
import { CONSULTA_EMPRESA_ENDPOINTS } from './consulta-empresa.endpoints.ts';

/** {@link ConsultaEmpresaApi} over HTTP. */
export class HttpConsultaEmpresaApi implements ConsultaEmpresaApi {
  readonly #http: HttpCore;

  constructor(http: HttpCore) {
    this.#http = http;
  }

  cnpj(cnpj: string, options?: CallOptions): ReturnType<ConsultaEmpresaApi['cnpj']> {
    return this.#http.call(CONSULTA_EMPRESA_ENDPOINTS.cnpj, { body: { cnpj } }, options);
  }

  dbe(chave: ChaveDbe, options?: CallOptions): ReturnType<ConsultaEmpresaApi['dbe']> {
    return this.#http.call(CONSULTA_EMPRESA_ENDPOINTS.dbe, { body: chave }, options);
  }
}

/** The consultation client over an SDK core: `sdk.cliente(clienteConsultaEmpresa)`; `sdk.consultaEmpresa` of createRpjSdk. */
export const clienteConsultaEmpresa = (http: HttpCore): ConsultaEmpresaApi => new HttpConsultaEmpresaApi(http);
