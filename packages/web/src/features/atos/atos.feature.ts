/** The catalogue of acts' screens: the list and the record, each its own code; the area's bindings shared. */
import { area } from '../../di/feature.ts';

export const telas = area(() => import('./atos.module.ts').then((m) => m.atosModule), {
  'servico.ato': () => import('./ato-list.view.tsx').then((m) => m.AtoListView),
  'servico.ato.salvar': () => import('./ato-form.view.tsx').then((m) => m.AtoFormView),
});
