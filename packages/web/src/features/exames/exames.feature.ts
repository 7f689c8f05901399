/** The exam screens: the examiner's queue, a process's exam, a round's details. */
import { area } from '../../di/feature.ts';

export const telas = area(() => import('./exames.module.ts').then((m) => m.examesModule), {
  'processos.exames': () => import('./fila.view.tsx').then((m) => m.FilaExamesView),
  'processos.exames.processo': () => import('./exame.view.tsx').then((m) => m.ExameView),
  'processos.exames.detalhes': () => import('./detalhes.view.tsx').then((m) => m.DetalhesExameView),
});
