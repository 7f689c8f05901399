/** Tokens of the permission screens. */
import { token } from '../../di/token.ts';
import type { PermissaoFormViewModel } from './permissao-form.view-model.ts';
import type { PermissaoListViewModel } from './permissao-list.view-model.ts';

export const PERMISSOES = {
  listViewModel: token<PermissaoListViewModel>('permissoes:PermissaoListViewModel'),
  formViewModel: token<PermissaoFormViewModel>('permissoes:PermissaoFormViewModel'),
} as const;
