import { HttpRegistros } from '../http/http-registros.ts';
import type { CallOptions, HttpCore } from '../http/http-core.ts';
import type { PermissaoApi } from './permissoes.api.ts';
import { PERMISSAO_ENDPOINTS } from './permissoes.endpoints.ts';

/** {@link PermissaoApi} over HTTP (a fixed catalogue: nothing is created or removed). */
export class HttpPermissaoApi extends HttpRegistros<typeof PERMISSAO_ENDPOINTS> implements PermissaoApi {
  constructor(http: HttpCore) {
    super(http, PERMISSAO_ENDPOINTS);
  }

  catalogo(options?: CallOptions): ReturnType<PermissaoApi['catalogo']> {
    return this.http.call(PERMISSAO_ENDPOINTS.catalogo, {}, options);
  }
}

/** The permissions client over an SDK core: `sdk.cliente(clientePermissoes)` (createRpjSdkNucleo); `sdk.permissoes` of createRpjSdk. */
export const clientePermissoes = (http: HttpCore): PermissaoApi => new HttpPermissaoApi(http);
