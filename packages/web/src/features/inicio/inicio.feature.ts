/** The home screen as a lazily loaded feature. */
import type { TelasDaArea } from '../../di/feature.ts';
import { inicioModule } from './inicio.module.ts';
import { InicioView } from './inicio.view.tsx';

export const telas: TelasDaArea<'inicio'> = { inicio: { module: inicioModule, Component: InicioView } };
