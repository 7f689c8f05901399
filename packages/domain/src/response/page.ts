/**
 * The page shape of every list (spec §3), as Spring Data serialises it, plus `number` (the page index).
 */

/** Sort state as Spring reports it. */
export interface EstadoOrdenacao {
  readonly sorted: boolean;
  readonly unsorted: boolean;
  readonly empty: boolean;
}

/** The request a page answers. */
export interface Pageable {
  readonly pageNumber: number;
  readonly pageSize: number;
  readonly offset: number;
  readonly paged: boolean;
  readonly unpaged: boolean;
  readonly sort: EstadoOrdenacao;
}

/** One page of a list. */
export interface Pagina<T> {
  readonly content: readonly T[];
  readonly pageable: Pageable;
  readonly totalElements: number;
  readonly totalPages: number;
  readonly last: boolean;
  readonly first: boolean;
  readonly numberOfElements: number;
  readonly size: number;
  /** Index of this page, from 0. */
  readonly number: number;
  readonly sort: EstadoOrdenacao;
  readonly empty: boolean;
  /** `campo,asc|desc` when the list is sorted. */
  readonly sortBy?: string;
}

/**
 * Builds the page that holds `content` for a request, given the total count of the filtered list.
 *
 * @example
 * ```ts
 * buildPage(rows, { pageNumber: 0, pageSize: 10 }, 1234).totalPages; // 124
 * ```
 */
export function buildPage<T>(
  content: readonly T[],
  request: { readonly pageNumber: number; readonly pageSize: number; readonly sortBy?: string },
  totalElements: number,
): Pagina<T> {
  const { pageNumber, pageSize } = request;
  const sorted = request.sortBy !== undefined;
  const sort: EstadoOrdenacao = { sorted, unsorted: !sorted, empty: !sorted };
  const totalPages = pageSize > 0 ? Math.ceil(totalElements / pageSize) : 0;
  return {
    content,
    pageable: { pageNumber, pageSize, offset: pageNumber * pageSize, paged: true, unpaged: false, sort },
    totalElements,
    totalPages,
    last: pageNumber >= totalPages - 1,
    first: pageNumber === 0,
    numberOfElements: content.length,
    size: pageSize,
    number: pageNumber,
    sort,
    empty: content.length === 0,
    ...(request.sortBy === undefined ? {} : { sortBy: request.sortBy }),
  };
}
