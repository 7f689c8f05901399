/**
 * Hooks that resolve from the container. A component gets a singleton service with `useInjection` and its own
 * view-model with `useViewModel`: resolved once per mount, `setup()` run after mount, its disposer run on unmount.
 */
import { useEffect, useState } from 'react';
import { useContainer } from './container-provider.tsx';
import { resolve, type Token, type ViewModel } from './token.ts';

/** A service from the container (the same instance for every call when it is bound as a singleton). */
export function useInjection<T>(token: Token<T>): T {
  const container = useContainer();
  const [value] = useState(() => resolve(container, token));
  return value;
}

/**
 * The view-models made by renders that have not mounted yet, by the key their screen gave (docs/architecture.md):
 * React may discard a first render and do it again (a store it read changed meanwhile: the list's answer arriving
 * while the page's first render is sliced), and the second render then takes the view-model the first one made,
 * with the request that one already sent. An entry goes when its component mounts; one whose render never mounted
 * is not taken once REPETICAO_MS have passed.
 */
interface NaoMontado {
  readonly token: symbol;
  readonly viewModel: object;
  readonly desde: number;
}
const naoMontados = new WeakMap<object, Map<string, NaoMontado>>();

/** How long after its making an unmounted render's view-model may be taken by that render done again. */
const REPETICAO_MS = 5_000;

/** The view-model an unmounted render made under this key, if it is still to be taken; drops the stale ones. */
function tomar(pendentes: Map<string, NaoMontado>, chave: string, token: symbol, agora: number): object | undefined {
  for (const [k, p] of pendentes) if (agora - p.desde >= REPETICAO_MS) pendentes.delete(k);
  const anterior = pendentes.get(chave);
  return anterior?.token === token ? anterior.viewModel : undefined;
}

/**
 * This component's view-model. `configure` runs once, right after resolution and before the first render, for
 * what the view-model needs from the view (a route, an id). `chave` names the mount attempt (a screen: its history
 * entry), so that a render React does again takes the view-model of the discarded one; no two components mounted
 * together may give the same key for the same token.
 *
 * @example
 * ```tsx
 * const vm = useViewModel(SHELL.guard, (g) => g.configure(rota));
 * ```
 */
export function useViewModel<T extends object>(token: Token<T>, configure?: (viewModel: T) => void, chave?: string): T {
  const container = useContainer();
  const [{ viewModel, tentativa }] = useState(() => {
    const criar = (): T => {
      const resolved = resolve(container, token);
      configure?.(resolved);
      return resolved;
    };
    if (chave === undefined) return { viewModel: criar(), tentativa: undefined };
    const pendentes = naoMontados.get(container) ?? new Map<string, NaoMontado>();
    naoMontados.set(container, pendentes);
    const agora = performance.now();
    const anterior = tomar(pendentes, chave, token, agora);
    if (anterior !== undefined) return { viewModel: anterior as T, tentativa: chave };
    const feito = criar();
    pendentes.set(chave, { token, viewModel: feito, desde: agora });
    return { viewModel: feito, tentativa: chave };
  });
  useEffect(() => {
    if (tentativa !== undefined) naoMontados.get(container)?.delete(tentativa);
    return (viewModel as ViewModel).setup?.();
  }, [viewModel, container, tentativa]);
  return viewModel;
}
