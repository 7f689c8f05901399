/** The permission screens as lazily loaded features (one module for both). */
import type { Feature } from '../../di/feature.ts';
import { PermissaoFormView } from './permissao-form.view.tsx';
import { PermissaoListView } from './permissao-list.view.tsx';
import { permissoesModule } from './permissoes.module.ts';

export const lista: Feature = { module: permissoesModule, Component: PermissaoListView };
export const cadastro: Feature = { module: permissoesModule, Component: PermissaoFormView };
