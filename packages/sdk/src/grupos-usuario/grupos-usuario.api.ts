import type { FiltroGrupos, GrupoRef, GrupoUsuario, GrupoUsuarioResumo, GrupoUsuarioSalvar, PaginacaoRequest, Pagina } from '@rpj/domain';
import type { CallOptions, Resposta } from '../http/http-core.ts';

/**
 * User groups (registration service, `/grupo-usuario`).
 *
 * @example
 * ```ts
 * const { dados: grupos } = await sdk.gruposUsuario.todos();
 * ```
 */
export interface GrupoUsuarioApi {
  /** The groups list. */
  listar(filtro?: FiltroGrupos, paginacao?: PaginacaoRequest, options?: CallOptions): Promise<Resposta<Pagina<GrupoUsuarioResumo>>>;
  /** Every group, id and name, for selects. */
  todos(options?: CallOptions): Promise<Resposta<readonly GrupoRef[]>>;
  /** One group with its permissions. */
  obter(id: number, options?: CallOptions): Promise<Resposta<GrupoUsuario>>;
  /** Creates (no `id`) or updates (with `id` and `versao`) a group. */
  salvar(grupo: GrupoUsuarioSalvar, options?: CallOptions): Promise<Resposta<GrupoUsuario>>;
  /** Removes a group that no user belongs to. */
  remover(id: number, options?: CallOptions): Promise<Resposta<undefined>>;
}
