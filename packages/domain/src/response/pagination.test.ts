import { describe, expect, it } from 'vitest';
import { paginationQuery, parsePaginationQuery, withPaginationDefaults } from './pagination.ts';

describe('pagination query (spec §7)', () => {
  it('defaults to page 0, size 10, no sort', () => {
    expect(withPaginationDefaults()).toEqual({ pageNumber: 0, pageSize: 10 });
    expect(paginationQuery(withPaginationDefaults())).toEqual([
      ['page', '0'],
      ['size', '10'],
    ]);
  });

  it('adds each parameter only when present', () => {
    expect(paginationQuery({})).toEqual([]);
    expect(paginationQuery({ pageSize: 25 })).toEqual([['size', '25']]);
    expect(paginationQuery({ sortBy: 'nome', sort: 'desc' })).toEqual([['sort', 'nome,desc']]);
  });

  it('sorts ascending when only the field is given', () => {
    expect(paginationQuery({ sortBy: 'login' })).toEqual([['sort', 'login,asc']]);
  });
});

describe('reading a pagination query', () => {
  it('applies the defaults', () => {
    expect(parsePaginationQuery({}, ['nome'])).toEqual({ ok: true, value: { pageNumber: 0, pageSize: 10 } });
  });

  it('reads page, size and sort', () => {
    expect(parsePaginationQuery({ page: '3', size: '50', sort: 'nome,desc' }, ['nome'])).toEqual({
      ok: true,
      value: { pageNumber: 3, pageSize: 50, sortBy: 'nome', sort: 'desc' },
    });
    expect(parsePaginationQuery({ sort: 'nome' }, ['nome'])).toMatchObject({ value: { sortBy: 'nome', sort: 'asc' } });
  });

  it.each([
    [{ page: '-1' }, 'page'],
    [{ page: 'x' }, 'page'],
    [{ size: '0' }, 'size'],
    [{ size: '101' }, 'size'],
    [{ size: '1e3' }, 'size'],
    [{ sort: 'senha,asc' }, 'sort'],
    [{ sort: 'nome,up' }, 'sort'],
    [{ sort: 'nome,asc,x' }, 'sort'],
  ])('refuses %j naming the field %s in pt-BR', (query, campo) => {
    const result = parsePaginationQuery(query, ['nome']);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.erros.map((e) => e.campo)).toEqual([campo]);
      expect(result.erros[0]?.mensagem).toMatch(/inválid[oa]/);
    }
  });

  it('names every wrong field at once', () => {
    const result = parsePaginationQuery({ page: 'a', size: 'b', sort: 'c' }, []);
    expect(result.ok ? [] : result.erros.map((e) => e.campo)).toEqual(['page', 'size', 'sort']);
  });
});
