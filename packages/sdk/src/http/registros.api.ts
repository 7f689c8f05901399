/** The client of a record area built on {@link endpointsDeRegistros}: its four calls. */
import type { PaginacaoRequest, Pagina } from '@rpj/domain';
import type { CallOptions, Resposta } from './http-core.ts';

/** listar, obter, salvar and remover of a record area: records `R`, list rows `L`, save bodies `S`, filters `F`. */
export interface RegistrosApi<R, L, S, F> {
  /** A page of the list, filtered. */
  listar(filtro?: F, paginacao?: PaginacaoRequest, options?: CallOptions): Promise<Resposta<Pagina<L>>>;
  /** One record. */
  obter(id: number, options?: CallOptions): Promise<Resposta<R>>;
  /** Creates (no `id`) or updates (with `id` and `versao`) a record. */
  salvar(registro: S, options?: CallOptions): Promise<Resposta<R>>;
  /** Removes a record. */
  remover(id: number, options?: CallOptions): Promise<Resposta<undefined>>;
}
