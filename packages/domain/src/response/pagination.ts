/**
 * The pagination request and its query string (spec §3, §7, §9): `?page=&size=&sort=campo,asc|desc`, each
 * parameter only when present; page 0 and size 10 by default.
 */
import { PAGINA_PADRAO, TAMANHO_PAGINA_PADRAO } from '../constants.ts';
import type { ErroCampo } from './resposta-padrao.ts';

/** Sort direction. */
export type DirecaoOrdenacao = 'asc' | 'desc';

/** What a list call asks for (the spec's pageNumber, pageSize, sort, sortBy). */
export interface PaginacaoRequest {
  /** Page index from 0. */
  readonly pageNumber?: number;
  readonly pageSize?: number;
  /** Field to sort by. */
  readonly sortBy?: string;
  /** Direction; ascending when a field is given without one. */
  readonly sort?: DirecaoOrdenacao;
}

/** A pagination request with its defaults applied. */
export interface Paginacao {
  readonly pageNumber: number;
  readonly pageSize: number;
  readonly sortBy?: string;
  readonly sort?: DirecaoOrdenacao;
}

/** Page sizes offered to staff (docs/ux.md); the first is the default. */
export const TAMANHOS_PAGINA = [TAMANHO_PAGINA_PADRAO, 25, 50, 100] as const;

/** Largest page a service answers. */
export const TAMANHO_PAGINA_MAXIMO = 100;

/** The request with the defaults: page 0, size 10, no sort. */
export function withPaginationDefaults(request: PaginacaoRequest = {}): Paginacao {
  return {
    ...request,
    pageNumber: request.pageNumber ?? PAGINA_PADRAO,
    pageSize: request.pageSize ?? TAMANHO_PAGINA_PADRAO,
  };
}

/**
 * Query parameters of a pagination request, in the order page, size, sort, each only when present.
 *
 * @example
 * ```ts
 * paginationQuery(withPaginationDefaults({ sortBy: 'nome' })); // [['page','0'],['size','10'],['sort','nome,asc']]
 * paginationQuery({});                                         // []
 * ```
 */
export function paginationQuery(request: PaginacaoRequest): readonly (readonly [string, string])[] {
  const query: (readonly [string, string])[] = [];
  if (request.pageNumber !== undefined) query.push(['page', String(request.pageNumber)]);
  if (request.pageSize !== undefined) query.push(['size', String(request.pageSize)]);
  if (request.sortBy !== undefined) query.push(['sort', `${request.sortBy},${request.sort ?? 'asc'}`]);
  return query;
}

/** The result of reading a pagination query: the request, or the field errors in pt-BR. */
export type LeituraPaginacao =
  | { readonly ok: true; readonly value: Paginacao }
  | { readonly ok: false; readonly erros: readonly ErroCampo[] };

const INTEIRO = /^\d{1,9}$/;

/**
 * Reads `page`, `size` and `sort` from a query (a service's request or the web app's address bar), applying
 * the defaults. `sortable` lists the fields a list can be sorted by; anything else is an error naming `sort`.
 *
 * @example
 * ```ts
 * parsePaginationQuery({ page: '2', sort: 'nome,desc' }, ['nome']);
 * // { ok: true, value: { pageNumber: 2, pageSize: 10, sortBy: 'nome', sort: 'desc' } }
 * ```
 */
export function parsePaginationQuery(
  query: Readonly<Record<string, string | undefined>>,
  sortable: readonly string[],
): LeituraPaginacao {
  const erros: ErroCampo[] = [];
  const { page, size, sort } = query;
  let pageNumber = PAGINA_PADRAO;
  let pageSize = TAMANHO_PAGINA_PADRAO;
  if (page !== undefined) {
    if (INTEIRO.test(page)) pageNumber = Number(page);
    else erros.push({ campo: 'page', mensagem: 'Página inválida: informe um número inteiro a partir de 0.' });
  }
  if (size !== undefined) {
    const n = INTEIRO.test(size) ? Number(size) : 0;
    if (n >= 1 && n <= TAMANHO_PAGINA_MAXIMO) pageSize = n;
    else
      erros.push({
        campo: 'size',
        mensagem: `Tamanho de página inválido: informe um número de 1 a ${TAMANHO_PAGINA_MAXIMO}.`,
      });
  }
  let ordenacao: Pick<Paginacao, 'sortBy' | 'sort'> = {};
  if (sort !== undefined && sort !== '') {
    const [campo = '', direcao = 'asc', ...resto] = sort.split(',');
    if (!sortable.includes(campo) || (direcao !== 'asc' && direcao !== 'desc') || resto.length > 0) {
      const campos = sortable.length > 0 ? sortable.join(', ') : 'nenhum';
      erros.push({
        campo: 'sort',
        mensagem: `Ordenação inválida: use campo,asc ou campo,desc com um destes campos: ${campos}.`,
      });
    } else {
      ordenacao = { sortBy: campo, sort: direcao };
    }
  }
  return erros.length > 0 ? { ok: false, erros } : { ok: true, value: { pageNumber, pageSize, ...ordenacao } };
}
