/** The users screens as lazily loaded features (one module for both). */
import type { Feature } from '../../di/feature.ts';
import { UsuarioFormView } from './usuario-form.view.tsx';
import { UsuarioListView } from './usuario-list.view.tsx';
import { usuariosModule } from './usuarios.module.ts';

export const lista: Feature = { module: usuariosModule, Component: UsuarioListView };
export const cadastro: Feature = { module: usuariosModule, Component: UsuarioFormView };
