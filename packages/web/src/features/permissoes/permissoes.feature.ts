/** The permission screens: the list and the record, each its own code; the area's bindings shared. */
import { area } from '../../di/feature.ts';

export const telas = area(() => import('./permissoes.module.ts').then((m) => m.permissoesModule), {
  permissao: () => import('./permissao-list.view.tsx').then((m) => m.PermissaoListView),
  'permissao.salvar': () => import('./permissao-form.view.tsx').then((m) => m.PermissaoFormView),
});
