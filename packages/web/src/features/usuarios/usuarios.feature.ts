/** The users screens: the list and the record, each its own code; the area's bindings shared. */
import { area } from '../../di/feature.ts';

export const telas = area(() => import('./usuarios.module.ts').then((m) => m.usuariosModule), {
  usuario: () => import('./usuario-list.view.tsx').then((m) => m.UsuarioListView),
  'usuario.cadastro': () => import('./usuario-form.view.tsx').then((m) => m.UsuarioFormView),
});
