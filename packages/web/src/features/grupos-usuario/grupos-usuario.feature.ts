/** The user-group screens: the list and the record, each its own code; the area's bindings shared. */
import { area } from '../../di/feature.ts';

export const telas = area(() => import('./grupos-usuario.module.ts').then((m) => m.gruposUsuarioModule), {
  grupoUsuario: () => import('./grupo-usuario-list.view.tsx').then((m) => m.GrupoUsuarioListView),
  'grupoUsuario.salvar': () => import('./grupo-usuario-form.view.tsx').then((m) => m.GrupoUsuarioFormView),
});
