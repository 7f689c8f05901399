import { HttpRegistrosRemoviveis } from '../http/http-registros.ts';
import type { CallOptions, HttpCore } from '../http/http-core.ts';
import type { GrupoUsuarioApi } from './grupos-usuario.api.ts';
import { GRUPO_USUARIO } from './grupos-usuario.endpoints.ts';

/** {@link GrupoUsuarioApi} over HTTP. */
export class HttpGrupoUsuarioApi extends HttpRegistrosRemoviveis<typeof GRUPO_USUARIO> implements GrupoUsuarioApi {
  constructor(http: HttpCore) {
    super(http, GRUPO_USUARIO);
  }

  todos(options?: CallOptions): ReturnType<GrupoUsuarioApi['todos']> {
    return this.http.call(GRUPO_USUARIO.todos, {}, options);
  }
}

/** The groups client over an SDK core: `sdk.cliente(clienteGruposUsuario)` (createRpjSdkNucleo); `sdk.gruposUsuario` of createRpjSdk. */
export const clienteGruposUsuario = (http: HttpCore): GrupoUsuarioApi => new HttpGrupoUsuarioApi(http);
