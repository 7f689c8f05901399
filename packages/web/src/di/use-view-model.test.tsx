// @vitest-environment happy-dom
// A screen's view-model and a render React throws away: the first render of a page is sliced, and when a store it
// read changes meanwhile (the list's answer arriving), React renders it again from the start. A keyed screen keeps
// the view-model — and the search it already sent — instead of making a second one.
import { act, cleanup, render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import { Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContainerProvider } from './container-provider.tsx';
import type { Token } from './token.ts';
import { useViewModel } from './use-view-model.ts';

class Tela {
  static feitas = 0;
  static montadas: Tela[] = [];
  readonly numero = ++Tela.feitas;
  setup(): undefined {
    Tela.montadas.push(this);
    return undefined;
  }
}
class Outra extends Tela {}

const TELA = Symbol('teste:Tela') as Token<Tela>;
const OUTRA = Symbol('teste:Outra') as Token<Outra>;

function containerDeTeste(): Container {
  const c = new Container();
  c.bind(TELA).toDynamicValue(() => new Tela());
  c.bind(OUTRA).toDynamicValue(() => new Outra());
  return c;
}

/** A render that is thrown away once: the component suspends until `soltar`, before anything has mounted. */
function umaVezSuspensa(): { readonly suspender: () => void; readonly soltar: () => Promise<void> } {
  let solto = false;
  let fim = (): void => undefined;
  const pendente = new Promise<void>((resolve) => {
    fim = resolve;
  });
  return {
    suspender: () => {
      // React's way to suspend a render: it throws the promise it waits for.
      // eslint-disable-next-line @typescript-eslint/only-throw-error
      if (!solto) throw pendente;
    },
    soltar: async () => {
      solto = true;
      await act(async () => {
        fim();
        await pendente;
      });
    },
  };
}

function Vista(props: { readonly token: Token<Tela>; readonly chave?: string; readonly antes?: () => void }): ReactNode {
  const vm = useViewModel(props.token, undefined, props.chave);
  props.antes?.();
  return <p>tela {vm.numero}</p>;
}

function montar(c: Container, filho: ReactNode): ReturnType<typeof render> {
  return render(
    <ContainerProvider container={c}>
      <Suspense fallback={<p>carregando</p>}>{filho}</Suspense>
    </ContainerProvider>,
  );
}

afterEach(() => {
  cleanup();
  Tela.feitas = 0;
  Tela.montadas = [];
  vi.restoreAllMocks();
});

describe('useViewModel and a render done again', () => {
  it('a keyed screen whose first render is thrown away gets, the second time, the view-model the first one made', async () => {
    const c = containerDeTeste();
    const { suspender, soltar } = umaVezSuspensa();
    montar(c, <Vista token={TELA} chave="default" antes={suspender} />);
    expect(screen.getByText('carregando')).toBeTruthy();
    await soltar();
    expect(screen.getByText('tela 1')).toBeTruthy();
    expect(Tela.feitas).toBe(1);
    expect(Tela.montadas.map((t) => t.numero)).toEqual([1]);
  });

  it('without a key, that second render makes a view-model of its own (what a screen’s second search came from)', async () => {
    const c = containerDeTeste();
    const { suspender, soltar } = umaVezSuspensa();
    montar(c, <Vista token={TELA} antes={suspender} />);
    await soltar();
    expect(screen.queryByText('tela 1')).toBeNull();
    expect(Tela.feitas).toBeGreaterThan(1);
  });

  it('once its screen has mounted, the key makes a new view-model the next time', () => {
    const c = containerDeTeste();
    const primeira = montar(c, <Vista token={TELA} chave="default" />);
    expect(screen.getByText('tela 1')).toBeTruthy();
    primeira.unmount();
    montar(c, <Vista token={TELA} chave="default" />);
    expect(screen.getByText('tela 2')).toBeTruthy();
  });

  it('another token under the same key, and a render done again after the wait has passed, make their own', async () => {
    const c = containerDeTeste();
    const { suspender, soltar } = umaVezSuspensa();
    montar(c, <Vista token={TELA} chave="default" antes={suspender} />);
    montar(c, <Vista token={OUTRA} chave="default" />);
    expect(screen.getByText('tela 2')).toBeTruthy();
    const agora = performance.now();
    vi.spyOn(performance, 'now').mockReturnValue(agora + 5_000);
    await soltar();
    expect(screen.getByText('tela 3')).toBeTruthy();
  });
});
