import type { CallOptions, HttpCore } from '../http/http-core.ts';
import { HttpRegistrosRemoviveis } from '../http/http-registros.ts';
import type { EmpresaApi } from './empresas.api.ts';
import { EMPRESA_ENDPOINTS } from './empresas.endpoints.ts';

/** {@link EmpresaApi} over HTTP. */
export class HttpEmpresaApi extends HttpRegistrosRemoviveis<typeof EMPRESA_ENDPOINTS> implements EmpresaApi {
  constructor(http: HttpCore) {
    super(http, EMPRESA_ENDPOINTS);
  }

  nomesSemelhantes(denominacao: string, id?: number, options?: CallOptions): ReturnType<EmpresaApi['nomesSemelhantes']> {
    return this.http.call(EMPRESA_ENDPOINTS.nomesSemelhantes, { query: id === undefined ? { denominacao } : { denominacao, id } }, options);
  }
}
