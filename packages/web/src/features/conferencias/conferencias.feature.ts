/** The conference screens: the queue of confirmed titles and a process's conference. */
import { area } from '../../di/feature.ts';

export const telas = area(() => import('./conferencias.module.ts').then((m) => m.conferenciasModule), {
  'processos.conferencia': () => import('./fila.view.tsx').then((m) => m.FilaConferenciaView),
  'processos.conferencia.processo': () => import('./conferencia.view.tsx').then((m) => m.ConferenciaView),
});
