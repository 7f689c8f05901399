/** Tokens of the users screens. */
import { token } from '../../di/token.ts';

export const USUARIOS = {
  listViewModel: token('usuarios:UsuarioListViewModel'),
  formViewModel: token('usuarios:UsuarioFormViewModel'),
} as const;
