/**
 * The bridge between React and the container: the composition root hands the container to this provider once;
 * components only ever reach it through `useInjection` and `useViewModel`.
 */
import type { Container } from 'inversify';
import { createContext, use, type ReactNode } from 'react';

const ContainerContext = createContext<Container | undefined>(undefined);

/** Makes the container available to the hooks below it. */
export function ContainerProvider(props: { readonly container: Container; readonly children: ReactNode }): ReactNode {
  return <ContainerContext value={props.container}>{props.children}</ContainerContext>;
}

/** The container of the nearest provider; a missing provider is a programming error. */
export function useContainer(): Container {
  const container = use(ContainerContext);
  if (container === undefined) throw new Error('useContainer needs a <ContainerProvider> above it');
  return container;
}
