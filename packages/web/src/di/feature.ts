/** What a lazily loaded feature's entry exports: its container module and its screen. */
import type { IdRota } from '@rpj/domain';
import type { ContainerModule } from 'inversify';
import type { ComponentType } from 'react';

/** A screen and the bindings it needs, loaded together the first time its route opens. */
export interface Feature {
  readonly module: ContainerModule;
  readonly Component: ComponentType;
}

/** A feature entry's screens, by the id of the route each opens on. */
export type TelasDaArea<I extends IdRota = IdRota> = Readonly<Record<I, Feature>>;
