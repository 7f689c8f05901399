/** The home screen. */
import { area } from '../../di/feature.ts';

export const telas = area(() => import('./inicio.module.ts').then((m) => m.inicioModule), {
  inicio: () => import('./inicio.view.tsx').then((m) => m.InicioView),
});
