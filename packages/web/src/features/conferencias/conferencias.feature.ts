/** The conference screens: the queue of confirmed titles, the officer's queue, and a process's conference and registration. */
import { area } from '../../di/feature.ts';

export const telas = area(() => import('./conferencias.module.ts').then((m) => m.conferenciasModule), {
  'processos.conferencia': () => import('./fila.view.tsx').then((m) => m.FilaConferenciaView),
  'processos.conferencia.oficial': () => import('./fila.view.tsx').then((m) => m.FilaOficialView),
  'processos.conferencia.processo': () => import('./conferencia.view.tsx').then((m) => m.ConferenciaView),
});
