/** The feriados screens: the list and the record, each its own code; the area's bindings shared. */
import { area } from '../../di/feature.ts';

export const telas = area(() => import('./feriados.module.ts').then((m) => m.feriadosModule), {
  'feriado': () => import('./feriado-list.view.tsx').then((m) => m.FeriadoListView),
  'feriado.cadastro': () => import('./feriado-form.view.tsx').then((m) => m.FeriadoFormView),
});
