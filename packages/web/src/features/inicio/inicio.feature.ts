/** The home screen as a lazily loaded feature. */
import type { Feature } from '../../di/feature.ts';
import { inicioModule } from './inicio.module.ts';
import { InicioView } from './inicio.view.tsx';

export const feature: Feature = { module: inicioModule, Component: InicioView };
