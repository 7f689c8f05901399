/** The DBE conferral of a process (/processos/dbe/:protocolo?). */
import { area } from '../../di/feature.ts';

export const telas = area(() => import('./dbe.module.ts').then((m) => m.dbeModule), {
  'processos.dbe': () => import('./dbe.view.tsx').then((m) => m.DbeView),
});
