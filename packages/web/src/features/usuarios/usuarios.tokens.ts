/** Tokens of the users screens. */
import type { GrupoUsuarioApi, UsuarioApi } from '@rpj/sdk';
import { token } from '../../di/token.ts';

export const USUARIOS = {
  listViewModel: token('usuarios:UsuarioListViewModel'),
  formViewModel: token('usuarios:UsuarioFormViewModel'),
  /** The SDK's usuarios client. */
  api: token('usuarios:UsuarioApi'),
  /** The SDK's gruposUsuario client. */
  grupos: token('usuarios:GrupoUsuarioApi'),
} as const;

declare module '../../di/token.ts' {
  interface Registro {
    'usuarios:UsuarioApi': UsuarioApi;
    'usuarios:GrupoUsuarioApi': GrupoUsuarioApi;
  }
}
