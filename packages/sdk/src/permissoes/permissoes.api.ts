import type { FiltroPermissoes, PaginacaoRequest, Pagina, PermissaoDetalhe, PermissaoSalvar } from '@rpj/domain';
import type { CallOptions, Resposta } from '../http/http-core.ts';

/**
 * The permission catalogue (registration service, `/permissao`). Names are fixed by the code; labels,
 * descriptions and the groups holding each permission are editable. There is no create or remove.
 *
 * @example
 * ```ts
 * const { dados } = await sdk.permissoes.listar({ area: 'USUARIOS' });
 * ```
 */
export interface PermissaoApi {
  listar(filtro?: FiltroPermissoes, paginacao?: PaginacaoRequest, options?: CallOptions): Promise<Resposta<Pagina<PermissaoDetalhe>>>;
  /** The whole catalogue, for the group editor. */
  catalogo(options?: CallOptions): Promise<Resposta<readonly PermissaoDetalhe[]>>;
  obter(id: number, options?: CallOptions): Promise<Resposta<PermissaoDetalhe>>;
  /** Saves the label, description and groups of an existing permission. */
  salvar(permissao: PermissaoSalvar, options?: CallOptions): Promise<Resposta<PermissaoDetalhe>>;
}
