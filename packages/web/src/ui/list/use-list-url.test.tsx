// @vitest-environment happy-dom
// A list and the address bar: what the list writes is not read back into it (a search fired by the typing pause
// must not take the list back after Enter has searched further), while back and forward still take the list to
// the address they show, without writing a new entry.
import { act, cleanup, render } from '@testing-library/react';
import { makeAutoObservable } from 'mobx';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useListUrl } from './use-list-url.ts';

/** A list whose state is only its address: it records what it is told to read from the bar. */
class ListaFalsa {
  query = '';
  readonly lidas: string[] = [];
  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }
  fromQuery(search: string): void {
    this.lidas.push(search);
    this.query = search;
  }
  pesquisar(query: string): void {
    this.query = query;
  }
  dispose(): void {
    // nothing pending
  }
}

function montar(): { lista: ListaFalsa; router: ReturnType<typeof createMemoryRouter> } {
  const lista = new ListaFalsa();
  function Tela(): ReactNode {
    useListUrl(lista);
    return <p>lista</p>;
  }
  const router = createMemoryRouter([{ path: '/permissao', element: <Tela /> }], { initialEntries: ['/permissao'] });
  render(<RouterProvider router={router} />);
  return { lista, router };
}

afterEach(cleanup);

describe('useListUrl', () => {
  it('writes each search into the address and never reads its own writing back', () => {
    const { lista, router } = montar();
    expect(lista.lidas).toEqual(['', '']);
    act(() => {
      lista.pesquisar('?nome=ANALISAR_');
    });
    act(() => {
      lista.pesquisar('?nome=ANALISAR_CAIXAS');
    });
    expect(router.state.location.search).toBe('?nome=ANALISAR_CAIXAS');
    expect(lista.lidas).toEqual(['', '']);
    expect(lista.query).toBe('?nome=ANALISAR_CAIXAS');
  });

  it('takes the list to the address that back and forward show, with no new entry', async () => {
    const { lista, router } = montar();
    act(() => {
      lista.pesquisar('?nome=A');
    });
    act(() => {
      lista.pesquisar('?nome=B');
    });
    await act(() => router.navigate(-1));
    expect(lista.lidas.at(-1)).toBe('?nome=A');
    expect(lista.query).toBe('?nome=A');
    expect(router.state.historyAction).toBe('POP');
    expect(router.state.location.search).toBe('?nome=A');
    await act(() => router.navigate(1));
    expect(lista.query).toBe('?nome=B');
    expect(router.state.location.search).toBe('?nome=B');
    await act(() => router.navigate(-2));
    expect(lista.query).toBe('');
    expect(router.state.location.search).toBe('');
  });
});
