import { describe, expect, it } from 'vitest';
import type { UsuarioListaItem } from '@rpj/domain';
import { ListaVersionadaCache, type ListaIds } from './lista-versionada.cache.ts';

const lista = (versao: string, ...ids: number[]): ListaIds => ({ versao, ids: Int32Array.from(ids) });

describe('ListaVersionadaCache', () => {
  it('reads a key once for concurrent misses, then answers it from memory', async () => {
    const cache = new ListaVersionadaCache<UsuarioListaItem>();
    let reads = 0;
    const load = async (): Promise<ListaIds> => {
      reads += 1;
      await Promise.resolve();
      return lista('1', 3, 1, 2);
    };
    const [a, b] = await Promise.all([cache.load('k', load), cache.load('k', load)]);
    expect([reads, a, b === a]).toEqual([1, lista('1', 3, 1, 2), true]);
    expect(cache.get('k')).toBe(a);
  });

  it('forgets a failed read', async () => {
    const cache = new ListaVersionadaCache<UsuarioListaItem>();
    await expect(cache.load('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.get('k')).toBeUndefined();
    expect(await cache.load('k', () => Promise.resolve(lista('1', 1)))).toEqual(lista('1', 1));
  });

  it('drops the entries older than a stamp seen, and keeps the others', async () => {
    const cache = new ListaVersionadaCache<UsuarioListaItem>();
    await cache.load('velha', () => Promise.resolve(lista('9', 1)));
    await cache.load('nova', () => Promise.resolve(lista('10', 2)));
    cache.seen('10');
    expect([cache.get('velha'), cache.get('nova')]).toEqual([undefined, lista('10', 2)]);
  });

  it('answers rows only when every one of a page was read under the stamp asked for', () => {
    const cache = new ListaVersionadaCache<UsuarioListaItem>({ entries: 2, ids: 10, rows: 3 });
    const item = (id: number): UsuarioListaItem => ({ id, nome: `N${id}`, login: `l${id}`, cpf: '52998224725', ativo: true, primeiroAcesso: false, grupos: [] });
    cache.keepRows('4', [item(1), item(2)]);
    expect(cache.rowsAt('4', Int32Array.of(2, 1))?.map((r) => r.id)).toEqual([2, 1]);
    expect(cache.rowsAt('4', Int32Array.of(1, 3))).toBeUndefined();
    expect(cache.rowsAt('5', Int32Array.of(1))).toBeUndefined();
    expect(cache.rowsAt('4', Int32Array.of())).toEqual([]);
    // Rows read under an older stamp than those kept are not kept; a newer stamp drops the older rows.
    cache.keepRows('3', [item(3)]);
    expect(cache.rowsAt('4', Int32Array.of(3))).toBeUndefined();
    cache.keepRows('5', [item(3)]);
    expect([cache.rowsAt('5', Int32Array.of(3))?.length, cache.rowsAt('4', Int32Array.of(1))]).toEqual([1, undefined]);
    // At most three rows: the oldest go first.
    cache.keepRows('5', [item(4), item(5), item(6)]);
    expect([cache.rowsAt('5', Int32Array.of(3)), cache.rowsAt('5', Int32Array.of(4, 5, 6))?.length]).toEqual([undefined, 3]);
  });

  it('stays within its limits, the least recently used first out', async () => {
    const cache = new ListaVersionadaCache<UsuarioListaItem>({ entries: 2, ids: 5, rows: 10 });
    await cache.load('a', () => Promise.resolve(lista('1', 1, 2)));
    await cache.load('b', () => Promise.resolve(lista('1', 3)));
    cache.get('a');
    await cache.load('c', () => Promise.resolve(lista('1', 4)));
    expect([cache.get('a') !== undefined, cache.get('b'), cache.get('c') !== undefined]).toEqual([true, undefined, true]);
    await cache.load('d', () => Promise.resolve(lista('1', 5, 6, 7, 8)));
    expect([cache.get('a'), cache.get('c') !== undefined, cache.get('d')?.ids.length]).toEqual([undefined, true, 4]);
    // Larger than the whole budget: answered, not kept.
    expect((await cache.load('e', () => Promise.resolve(lista('1', 1, 2, 3, 4, 5, 6)))).ids.length).toBe(6);
    expect([cache.get('e'), cache.get('d')?.ids.length]).toEqual([undefined, 4]);
  });
});
