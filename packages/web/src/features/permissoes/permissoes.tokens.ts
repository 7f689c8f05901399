/** Tokens of the permission screens. */
import { token } from '../../di/token.ts';

export const PERMISSOES = {
  listViewModel: token('permissoes:PermissaoListViewModel'),
  formViewModel: token('permissoes:PermissaoFormViewModel'),
} as const;
