/** The scanning screen (issue 31): files sent to a process's archive, the archive, the search by a word. */
import { area } from '../../di/feature.ts';

export const telas = area(() => import('./digitalizacoes.module.ts').then((m) => m.digitalizacoesModule), {
  digitalizar: () => import('./digitalizar.view.tsx').then((m) => m.DigitalizarView),
});
