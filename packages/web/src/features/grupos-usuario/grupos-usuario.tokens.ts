/** Tokens of the user-group screens. */
import { token } from '../../di/token.ts';
import type { GrupoUsuarioFormViewModel } from './grupo-usuario-form.view-model.ts';
import type { GrupoUsuarioListViewModel } from './grupo-usuario-list.view-model.ts';

export const GRUPOS_USUARIO = {
  listViewModel: token<GrupoUsuarioListViewModel>('grupos-usuario:GrupoUsuarioListViewModel'),
  formViewModel: token<GrupoUsuarioFormViewModel>('grupos-usuario:GrupoUsuarioFormViewModel'),
} as const;
