/** What a lazily loaded feature's entry exports: its container module and its screen. */
import type { ContainerModule } from 'inversify';
import type { ComponentType } from 'react';

/** A screen and the bindings it needs, loaded together the first time its route opens. */
export interface Feature {
  readonly module: ContainerModule;
  readonly Component: ComponentType;
}
