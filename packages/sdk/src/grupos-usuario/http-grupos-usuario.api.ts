import type { FiltroGrupos, GrupoUsuarioSalvar, PaginacaoRequest } from '@rpj/domain';
import { GRUPO_USUARIO } from './grupos-usuario.endpoints.ts';
import { withPaging, type CallOptions, type HttpCore } from '../http/http-core.ts';
import type { GrupoUsuarioApi } from './grupos-usuario.api.ts';

/** {@link GrupoUsuarioApi} over HTTP. */
export class HttpGrupoUsuarioApi implements GrupoUsuarioApi {
  readonly #http: HttpCore;

  constructor(http: HttpCore) {
    this.#http = http;
  }

  listar(filtro: FiltroGrupos = {}, paginacao?: PaginacaoRequest, options?: CallOptions): ReturnType<GrupoUsuarioApi['listar']> {
    return this.#http.call(GRUPO_USUARIO.listar, withPaging({ query: filtro }, paginacao), options);
  }

  todos(options?: CallOptions): ReturnType<GrupoUsuarioApi['todos']> {
    return this.#http.call(GRUPO_USUARIO.todos, {}, options);
  }

  obter(id: number, options?: CallOptions): ReturnType<GrupoUsuarioApi['obter']> {
    return this.#http.call(GRUPO_USUARIO.obter, { params: { id } }, options);
  }

  salvar(grupo: GrupoUsuarioSalvar, options?: CallOptions): ReturnType<GrupoUsuarioApi['salvar']> {
    return this.#http.call(GRUPO_USUARIO.salvar, { body: grupo }, options);
  }

  remover(id: number, options?: CallOptions): ReturnType<GrupoUsuarioApi['remover']> {
    return this.#http.call(GRUPO_USUARIO.remover, { params: { id } }, options);
  }
}
