import type {
  BuscaUsuarios,
  FiltroUsuarios,
  FiltroUsuariosResumo,
  PaginacaoRequest,
  Pagina,
  SenhaTemporaria,
  Usuario,
  UsuarioListaItem,
  UsuarioResumo,
  UsuarioSalvar,
} from '@rpj/domain';
import type { Documento } from '../contract/endpoint.ts';
import type { CallOptions, Resposta } from '../http/http-core.ts';

/**
 * Staff accounts (registration service, `/usuario`). Every method resolves to the decoded standard response or
 * rejects with an SDK error; see docs/api.md for permissions and errors.
 *
 * @example
 * ```ts
 * const { dados: pagina } = await sdk.usuarios.listar({ ativo: true }, { pageSize: 25, sortBy: 'nome' });
 * ```
 */
export interface UsuarioApi {
  /** The signed-in user (`GET /usuario/recupera-dados-por-login`). */
  recuperaDadosPorLogin(options?: CallOptions): Promise<Resposta<Usuario>>;
  /** Creates (no `id`) or updates (with `id` and `versao`) a user. A stale `versao` is a 409 HttpError. */
  salvar(usuario: UsuarioSalvar, options?: CallOptions): Promise<Resposta<Usuario>>;
  /** Active users who examine processes, for pickers. */
  listarAnalista(filtro?: FiltroUsuariosResumo, paginacao?: PaginacaoRequest, options?: CallOptions): Promise<Resposta<Pagina<UsuarioResumo>>>;
  /** Users who run cash boxes, for pickers. */
  listarCaixas(filtro?: FiltroUsuariosResumo, paginacao?: PaginacaoRequest, options?: CallOptions): Promise<Resposta<Pagina<UsuarioResumo>>>;
  /** The users list with filters that may travel in a URL. */
  listar(filtro?: FiltroUsuarios, paginacao?: PaginacaoRequest, options?: CallOptions): Promise<Resposta<Pagina<UsuarioListaItem>>>;
  /** The users search by name or CPF: personal data goes in the POST body, never in the URL. */
  buscar(busca: BuscaUsuarios, paginacao?: PaginacaoRequest, options?: CallOptions): Promise<Resposta<Pagina<UsuarioListaItem>>>;
  /** One user. */
  obter(id: number, options?: CallOptions): Promise<Resposta<Usuario>>;
  /** The account's printed record, a PDF (`dados.conteudo`), named for the person. */
  ficha(id: number, options?: CallOptions): Promise<Resposta<Documento>>;
  /** Marks a user removed: hidden from lists, sign-in refused, history kept. */
  remover(id: number, options?: CallOptions): Promise<Resposta<undefined>>;
  /** Brings back a removed user (offered by the 409 of registering their CPF again). */
  restaurar(id: number, options?: CallOptions): Promise<Resposta<Usuario>>;
  /** Sets a temporary password, returned once, and turns first access on. */
  resetarSenha(id: number, options?: CallOptions): Promise<Resposta<SenhaTemporaria>>;
}
