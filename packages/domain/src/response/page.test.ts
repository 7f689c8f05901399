import { describe, expect, it } from 'vitest';
import { buildPage } from './page.ts';

describe('page shape (spec §3)', () => {
  it('describes a middle page of a sorted list like Spring does', () => {
    const page = buildPage(['k', 'l'], { pageNumber: 1, pageSize: 10, sortBy: 'nome,asc' }, 12);
    expect(page).toEqual({
      content: ['k', 'l'],
      pageable: {
        pageNumber: 1,
        pageSize: 10,
        offset: 10,
        paged: true,
        unpaged: false,
        sort: { sorted: true, unsorted: false, empty: false },
      },
      totalElements: 12,
      totalPages: 2,
      last: true,
      first: false,
      numberOfElements: 2,
      size: 10,
      number: 1,
      sort: { sorted: true, unsorted: false, empty: false },
      empty: false,
      sortBy: 'nome,asc',
    });
  });

  it('describes an empty list as one first and last page with nothing in it', () => {
    const page = buildPage([], { pageNumber: 0, pageSize: 10 }, 0);
    expect(page).toMatchObject({ totalPages: 0, first: true, last: true, empty: true, numberOfElements: 0 });
    expect('sortBy' in page).toBe(false);
  });

  it('counts pages by rounding up', () => {
    expect(buildPage([], { pageNumber: 0, pageSize: 10 }, 1234).totalPages).toBe(124);
  });
});
