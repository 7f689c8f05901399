/** The exam screens: the examiner's queue, a process's exam, a round's details; the analysis queue and a title's analysis. */
import { area } from '../../di/feature.ts';

export const telas = area(() => import('./exames.module.ts').then((m) => m.examesModule), {
  'processos.exames': () => import('./fila.view.tsx').then((m) => m.FilaExamesView),
  'processos.exames.processo': () => import('./exame.view.tsx').then((m) => m.ExameView),
  'processos.exames.detalhes': () => import('./detalhes.view.tsx').then((m) => m.DetalhesExameView),
  'processos.analise': () => import('./fila.view.tsx').then((m) => m.FilaAnaliseView),
  'processos.analise.processo': () => import('./analise.view.tsx').then((m) => m.AnaliseView),
});
