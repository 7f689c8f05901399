import type { RegistroSalvar } from '@rpj/domain';
import type { CallOptions, HttpCore } from '../http/http-core.ts';
import type { RegistroApi } from './registros.api.ts';
import { REGISTRO_ENDPOINTS as E } from './registros.endpoints.ts';

/** {@link RegistroApi} over HTTP. */
export class HttpRegistroApi implements RegistroApi {
  constructor(private readonly http: HttpCore) {}

  registrar(protocolo: number, registro: RegistroSalvar, options?: CallOptions): ReturnType<RegistroApi['registrar']> {
    return this.http.call(E.registrar, { params: { protocolo }, body: registro }, options);
  }

  obter(protocolo: number, options?: CallOptions): ReturnType<RegistroApi['obter']> {
    return this.http.call(E.obter, { params: { protocolo } }, options);
  }

  certidao(protocolo: number, options?: CallOptions): ReturnType<RegistroApi['certidao']> {
    return this.http.call(E.certidao, { params: { protocolo } }, options);
  }

  emitirCertidao(protocolo: number, corpo: { readonly versao: number }, options?: CallOptions): ReturnType<RegistroApi['emitirCertidao']> {
    return this.http.call(E.emitirCertidao, { params: { protocolo }, body: corpo }, options);
  }

  livros(options?: CallOptions): ReturnType<RegistroApi['livros']> {
    return this.http.call(E.livros, {}, options);
  }
}

/** The registration's client over an SDK core: `sdk.cliente(clienteRegistros)`; `sdk.registros` of createRpjSdk. */
export const clienteRegistros = (http: HttpCore): RegistroApi => new HttpRegistroApi(http);
