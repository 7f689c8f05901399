/** Tokens of the user-group screens. */
import type { GrupoUsuarioApi, PermissaoApi } from '@rpj/sdk';
import { token } from '../../di/token.ts';

export const GRUPOS_USUARIO = {
  listViewModel: token('grupos-usuario:GrupoUsuarioListViewModel'),
  formViewModel: token('grupos-usuario:GrupoUsuarioFormViewModel'),
  /** The SDK's gruposUsuario client. */
  api: token('grupos-usuario:GrupoUsuarioApi'),
  /** The SDK's permissoes client. */
  permissoes: token('grupos-usuario:PermissaoApi'),
} as const;

declare module '../../di/token.ts' {
  interface Registro {
    'grupos-usuario:GrupoUsuarioApi': GrupoUsuarioApi;
    'grupos-usuario:PermissaoApi': PermissaoApi;
  }
}
