/** Tokens of the user-group screens. */
import { token } from '../../di/token.ts';

export const GRUPOS_USUARIO = {
  listViewModel: token('grupos-usuario:GrupoUsuarioListViewModel'),
  formViewModel: token('grupos-usuario:GrupoUsuarioFormViewModel'),
} as const;
