import type { FiltroPermissoes, PaginacaoRequest, PermissaoSalvar } from '@rpj/domain';
import { PERMISSAO_ENDPOINTS } from './permissoes.endpoints.ts';
import { withPaging, type CallOptions, type HttpCore } from '../http/http-core.ts';
import type { PermissaoApi } from './permissoes.api.ts';

/** {@link PermissaoApi} over HTTP. */
export class HttpPermissaoApi implements PermissaoApi {
  readonly #http: HttpCore;

  constructor(http: HttpCore) {
    this.#http = http;
  }

  listar(filtro: FiltroPermissoes = {}, paginacao?: PaginacaoRequest, options?: CallOptions): ReturnType<PermissaoApi['listar']> {
    return this.#http.call(PERMISSAO_ENDPOINTS.listar, withPaging({ query: filtro }, paginacao), options);
  }

  catalogo(options?: CallOptions): ReturnType<PermissaoApi['catalogo']> {
    return this.#http.call(PERMISSAO_ENDPOINTS.catalogo, {}, options);
  }

  obter(id: number, options?: CallOptions): ReturnType<PermissaoApi['obter']> {
    return this.#http.call(PERMISSAO_ENDPOINTS.obter, { params: { id } }, options);
  }

  salvar(permissao: PermissaoSalvar, options?: CallOptions): ReturnType<PermissaoApi['salvar']> {
    return this.#http.call(PERMISSAO_ENDPOINTS.salvar, { body: permissao }, options);
  }
}
