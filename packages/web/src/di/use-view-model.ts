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
 * This component's view-model. `configure` runs once, right after resolution and before the first render, for
 * what the view-model needs from the view (a route, an id).
 *
 * @example
 * ```tsx
 * const vm = useViewModel(SHELL.guard, (g) => g.configure(rota));
 * ```
 */
export function useViewModel<T extends object>(token: Token<T>, configure?: (viewModel: T) => void): T {
  const container = useContainer();
  const [viewModel] = useState(() => {
    const resolved = resolve(container, token);
    configure?.(resolved);
    return resolved;
  });
  useEffect(() => (viewModel as ViewModel).setup?.(), [viewModel]);
  return viewModel;
}
