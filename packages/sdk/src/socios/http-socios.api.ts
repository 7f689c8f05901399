import type { BuscaPessoas } from '@rpj/domain';
import type { CallOptions, HttpCore } from '../http/http-core.ts';
import type { SocioApi } from './socios.api.ts';
import { SOCIO_ENDPOINTS } from './socios.endpoints.ts';

/** {@link SocioApi} over HTTP. */
export class HttpSocioApi implements SocioApi {
  readonly #http: HttpCore;

  constructor(http: HttpCore) {
    this.#http = http;
  }

  pesquisar(busca: BuscaPessoas, options?: CallOptions): ReturnType<SocioApi['pesquisar']> {
    return this.#http.call(SOCIO_ENDPOINTS.pesquisar, { body: busca }, options);
  }
}

/** The persons client over an SDK core: `sdk.cliente(clienteSocios)` (createRpjSdkNucleo); `sdk.socios` of createRpjSdk. */
export const clienteSocios = (http: HttpCore): SocioApi => new HttpSocioApi(http);
