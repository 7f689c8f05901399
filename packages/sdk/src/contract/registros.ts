/**
 * The four endpoints of a record area, as most areas have them (docs/areas.md): `GET /x/listar` (paged, filtered,
 * sortable), `GET /x/:id`, `POST /x` (create without `id`, update with `id` and `versao`) and `DELETE /x/:id`, with
 * the area's four permissions. An area with other shapes writes its endpoints with `endpoint()` instead.
 */
import type * as t from 'io-ts';
import type { Pagina, Permissao } from '@rpj/domain';
import { endpoint, IdParams, todas, type Endpoint, type Servico } from './endpoint.ts';
import { paginaCodec, Vazio } from './resposta.codec.ts';

/** What {@link endpointsDeRegistros} needs. */
export interface DefinicaoEndpointsRegistros<R, L, S, F> {
  /** The endpoints' names' prefix, e.g. `feriado` (`feriado.listar`, …). */
  readonly nome: string;
  readonly servico?: Servico;
  /** The path of the area, e.g. `/feriado`. */
  readonly path: string;
  readonly permissoes: {
    readonly visualizar: Permissao;
    readonly criar: Permissao;
    readonly editar: Permissao;
    readonly remover: Permissao;
  };
  /** A record. */
  readonly registro: t.Type<R, unknown>;
  /** A row of the list. */
  readonly linha: t.Type<L, unknown>;
  /** The body of a save. */
  readonly salvar: t.Type<S, unknown>;
  /** The list's filters. */
  readonly filtro: t.Type<F, unknown>;
  /** The fields the list may be sorted by. */
  readonly ordenacao: readonly string[];
  /** Other areas whose reads a save or removal here changes (see {@link Endpoint.invalida}). */
  readonly invalida?: readonly string[];
}

/** The four endpoints of a record area. */
// A type alias (not an interface) so that it is a table of endpoints (contract/endpoints.ts).
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type EndpointsDeRegistros<R, L, S, F> = {
  readonly listar: Endpoint<unknown, F, unknown, Pagina<L>>;
  readonly obter: Endpoint<{ readonly id: number }, unknown, unknown, R>;
  readonly salvar: Endpoint<unknown, unknown, S, R>;
  readonly remover: Endpoint<{ readonly id: number }, unknown, unknown, undefined>;
};

/** Declares the four endpoints of a record area. */
export function endpointsDeRegistros<R, L, S, F>(d: DefinicaoEndpointsRegistros<R, L, S, F>): EndpointsDeRegistros<R, L, S, F> {
  const servico = d.servico ?? 'cadastro';
  const { visualizar, criar, editar, remover } = d.permissoes;
  const invalida = d.invalida === undefined ? {} : { invalida: d.invalida };
  return {
    listar: endpoint({ nome: `${d.nome}.listar`, servico, metodo: 'GET', path: `${d.path}/listar`, permissao: todas(visualizar), query: d.filtro, dados: paginaCodec(d.linha), ordenacao: d.ordenacao }),
    obter: endpoint({ nome: `${d.nome}.obter`, servico, metodo: 'GET', path: `${d.path}/:id`, permissao: todas(visualizar), params: IdParams, dados: d.registro }),
    salvar: endpoint({ nome: `${d.nome}.salvar`, servico, metodo: 'POST', path: d.path, permissao: { tipo: 'novoExistente', novo: [criar], existente: [editar] }, body: d.salvar, dados: d.registro, ...invalida }),
    remover: endpoint({ nome: `${d.nome}.remover`, servico, metodo: 'DELETE', path: `${d.path}/:id`, permissao: todas(remover), params: IdParams, dados: Vazio, ...invalida }),
  };
}
