/**
 * How an area declares its screens. The area's feature file (`x.feature.ts`) is small and loaded up front: it
 * names, by route id, the code of each screen and of the area's bindings, as dynamic imports. A screen's first
 * visit loads its own code and the area's bindings in parallel, so a list never carries its form's code (nor the
 * form its list's). Each load starts once: the boot's early start of the address's screen and the router's load
 * of the same route share one request.
 */
import type { IdRota } from '@rpj/domain';
import type { ContainerModule } from 'inversify';
import type { ComponentType } from 'react';

/** A screen and the bindings it needs, loaded together the first time its route opens. */
export interface Feature {
  readonly module: ContainerModule;
  readonly Component: ComponentType;
}

/** Loads a screen (its code and its area's bindings) on first use; later calls share that load. */
export type CarregarTela = () => Promise<Feature>;

/** An area's screens, by the id of the route each opens on. */
export type TelasDaArea<I extends IdRota = IdRota> = Readonly<Record<I, CarregarTela>>;

/** The first call's promise, shared by every later call. */
function umaVez<T>(carregar: () => Promise<T>): () => Promise<T> {
  let promessa: Promise<T> | undefined;
  return () => (promessa ??= carregar());
}

/**
 * An area's screens: `modulo` loads the area's container module, `telas` each screen's component, both as
 * dynamic imports (`() => import('./x.module.ts').then((m) => m.xModule)`).
 */
export function area<I extends IdRota>(
  modulo: () => Promise<ContainerModule>,
  telas: Readonly<Record<I, () => Promise<ComponentType>>>,
): TelasDaArea<I> {
  const carregarModulo = umaVez(modulo);
  const entradas = Object.entries<() => Promise<ComponentType>>(telas).map(([id, tela]) => [
    id,
    umaVez(async (): Promise<Feature> => {
      const [module, Component] = await Promise.all([carregarModulo(), tela()]);
      return { module, Component };
    }),
  ]);
  return Object.fromEntries(entradas) as Record<I, CarregarTela>;
}
