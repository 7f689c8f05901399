/**
 * The calls every record area's client has — listar (paged, filtered), obter, salvar and remover — over the area's
 * endpoints as data. An area's HTTP client extends it and adds its own calls; its interface (`x.api.ts`) stays
 * the contract callers see.
 */
import type { PaginacaoRequest } from '@rpj/domain';
import type { AnyEndpoint, Endpoint } from '../contract/endpoint.ts';
import { withPaging, type CallOptions, type HttpCore, type Resposta } from './http-core.ts';

/** What an endpoint answers in `dados`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reads one type argument of any endpoint
export type DadosDe<E> = E extends Endpoint<any, any, any, infer D> ? D : never;
/** The query an endpoint takes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reads one type argument of any endpoint
export type QueryDe<E> = E extends Endpoint<any, infer Q, any, any> ? Q : never;
/** The body an endpoint takes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reads one type argument of any endpoint
export type CorpoDe<E> = E extends Endpoint<any, any, infer B, any> ? B : never;

/** The endpoints of an area's records. */
export interface EndpointsRegistros {
  readonly listar: AnyEndpoint;
  readonly obter: AnyEndpoint;
  readonly salvar: AnyEndpoint;
}

/** listar, obter and salvar over an area's endpoints. */
export class HttpRegistros<E extends EndpointsRegistros> {
  protected readonly http: HttpCore;
  protected readonly endpoints: E;

  constructor(http: HttpCore, endpoints: E) {
    this.http = http;
    this.endpoints = endpoints;
  }

  /** A page of the list, filtered. */
  listar(filtro?: QueryDe<E['listar']>, paginacao?: PaginacaoRequest, options?: CallOptions): Promise<Resposta<DadosDe<E['listar']>>> {
    return this.http.call(this.endpoints.listar, withPaging({ query: filtro ?? {} }, paginacao), options);
  }

  /** One record. */
  obter(id: number, options?: CallOptions): Promise<Resposta<DadosDe<E['obter']>>> {
    return this.http.call(this.endpoints.obter, { params: { id } }, options);
  }

  /** Creates (no `id`) or updates (with `id` and `versao`) a record. */
  salvar(registro: CorpoDe<E['salvar']>, options?: CallOptions): Promise<Resposta<DadosDe<E['salvar']>>> {
    return this.http.call(this.endpoints.salvar, { body: registro }, options);
  }
}

/** listar, obter, salvar and remover over an area's endpoints. */
export class HttpRegistrosRemoviveis<E extends EndpointsRegistros & { readonly remover: AnyEndpoint }> extends HttpRegistros<E> {
  /** Removes a record. */
  remover(id: number, options?: CallOptions): Promise<Resposta<DadosDe<E['remover']>>> {
    return this.http.call(this.endpoints.remover, { params: { id } }, options);
  }
}
