/** The user-group screens as lazily loaded features (one module for both). */
import type { Feature } from '../../di/feature.ts';
import { GrupoUsuarioFormView } from './grupo-usuario-form.view.tsx';
import { GrupoUsuarioListView } from './grupo-usuario-list.view.tsx';
import { gruposUsuarioModule } from './grupos-usuario.module.ts';

export const lista: Feature = { module: gruposUsuarioModule, Component: GrupoUsuarioListView };
export const cadastro: Feature = { module: gruposUsuarioModule, Component: GrupoUsuarioFormView };
