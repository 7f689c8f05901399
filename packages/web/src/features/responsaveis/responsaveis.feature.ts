/** The responsáveis assinantes screens: the list and the record, each its own code; the area's bindings shared. */
import { area } from '../../di/feature.ts';

export const telas = area(() => import('./responsaveis.module.ts').then((m) => m.responsaveisModule), {
  'responsavel': () => import('./responsavel-list.view.tsx').then((m) => m.ResponsavelListView),
  'responsavel.salvar': () => import('./responsavel-form.view.tsx').then((m) => m.ResponsavelFormView),
});
