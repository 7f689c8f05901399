import type { BuscaUsuarios, FiltroUsuarios, FiltroUsuariosResumo, PaginacaoRequest, UsuarioSalvar } from '@rpj/domain';
import { USUARIO } from './usuarios.endpoints.ts';
import { withPaging, type CallOptions, type HttpCore } from '../http/http-core.ts';
import type { UsuarioApi } from './usuarios.api.ts';

/** {@link UsuarioApi} over HTTP. */
export class HttpUsuarioApi implements UsuarioApi {
  readonly #http: HttpCore;

  constructor(http: HttpCore) {
    this.#http = http;
  }

  recuperaDadosPorLogin(options: CallOptions = {}): ReturnType<UsuarioApi['recuperaDadosPorLogin']> {
    // Cached by default (spec §7); a call may pass its own cache configuration.
    return this.#http.call(USUARIO.recuperaDadosPorLogin, {}, { cache: {}, ...options });
  }

  salvar(usuario: UsuarioSalvar, options?: CallOptions): ReturnType<UsuarioApi['salvar']> {
    return this.#http.call(USUARIO.salvar, { body: usuario }, options);
  }

  listarAnalista(filtro: FiltroUsuariosResumo = {}, paginacao?: PaginacaoRequest, options?: CallOptions): ReturnType<UsuarioApi['listarAnalista']> {
    return this.#http.call(USUARIO.listarAnalista, withPaging({ query: filtro }, paginacao), options);
  }

  listarCaixas(filtro: FiltroUsuariosResumo = {}, paginacao?: PaginacaoRequest, options?: CallOptions): ReturnType<UsuarioApi['listarCaixas']> {
    return this.#http.call(USUARIO.listarCaixas, withPaging({ query: filtro }, paginacao), options);
  }

  listar(filtro: FiltroUsuarios = {}, paginacao?: PaginacaoRequest, options?: CallOptions): ReturnType<UsuarioApi['listar']> {
    return this.#http.call(USUARIO.listar, withPaging({ query: filtro }, paginacao), options);
  }

  buscar(busca: BuscaUsuarios, paginacao?: PaginacaoRequest, options?: CallOptions): ReturnType<UsuarioApi['buscar']> {
    return this.#http.call(USUARIO.buscar, withPaging({ body: busca }, paginacao), options);
  }

  obter(id: number, options?: CallOptions): ReturnType<UsuarioApi['obter']> {
    return this.#http.call(USUARIO.obter, { params: { id } }, options);
  }

  remover(id: number, options?: CallOptions): ReturnType<UsuarioApi['remover']> {
    return this.#http.call(USUARIO.remover, { params: { id } }, options);
  }

  restaurar(id: number, options?: CallOptions): ReturnType<UsuarioApi['restaurar']> {
    return this.#http.call(USUARIO.restaurar, { params: { id } }, options);
  }

  ficha(id: number, options?: CallOptions): ReturnType<UsuarioApi['ficha']> {
    return this.#http.call(USUARIO.ficha, { params: { id } }, options);
  }

  resetarSenha(id: number, options?: CallOptions): ReturnType<UsuarioApi['resetarSenha']> {
    return this.#http.call(USUARIO.resetarSenha, { params: { id } }, options);
  }
}

/** The usuarios client over an SDK core: `sdk.cliente(clienteUsuarios)` (createRpjSdkNucleo); `sdk.usuarios` of createRpjSdk. */
export const clienteUsuarios = (http: HttpCore): UsuarioApi => new HttpUsuarioApi(http);
