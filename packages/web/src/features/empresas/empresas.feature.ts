/** The registered entities' screens: the list, the record and its history, each its own code; the area's bindings shared. */
import { area } from '../../di/feature.ts';

export const telas = area(() => import('./empresas.module.ts').then((m) => m.empresasModule), {
  'empresa': () => import('./empresa-list.view.tsx').then((m) => m.EmpresaListView),
  'empresa.salvar': () => import('./empresa-form.view.tsx').then((m) => m.EmpresaFormView),
  'empresa.historico': () => import('./empresa-historico.view.tsx').then((m) => m.EmpresaHistoricoView),
});
