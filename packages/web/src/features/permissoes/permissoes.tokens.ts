/** Tokens of the permission screens. */
import type { GrupoUsuarioApi, PermissaoApi } from '@rpj/sdk';
import { token } from '../../di/token.ts';

export const PERMISSOES = {
  listViewModel: token('permissoes:PermissaoListViewModel'),
  formViewModel: token('permissoes:PermissaoFormViewModel'),
  /** The SDK's permissoes client. */
  api: token('permissoes:PermissaoApi'),
  /** The SDK's gruposUsuario client. */
  grupos: token('permissoes:GrupoUsuarioApi'),
} as const;

declare module '../../di/token.ts' {
  interface Registro {
    'permissoes:PermissaoApi': PermissaoApi;
    'permissoes:GrupoUsuarioApi': GrupoUsuarioApi;
  }
}
