/** Tokens of the users screens. */
import { token } from '../../di/token.ts';
import type { UsuarioFormViewModel } from './usuario-form.view-model.ts';
import type { UsuarioListViewModel } from './usuario-list.view-model.ts';

export const USUARIOS = {
  listViewModel: token<UsuarioListViewModel>('usuarios:UsuarioListViewModel'),
  formViewModel: token<UsuarioFormViewModel>('usuarios:UsuarioFormViewModel'),
} as const;
