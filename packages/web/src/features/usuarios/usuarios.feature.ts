/** The users screens as lazily loaded features (one module for both), by route id. */
import type { Feature, TelasDaArea } from '../../di/feature.ts';
import { UsuarioFormView } from './usuario-form.view.tsx';
import { UsuarioListView } from './usuario-list.view.tsx';
import { usuariosModule } from './usuarios.module.ts';

const lista: Feature = { module: usuariosModule, Component: UsuarioListView };
const cadastro: Feature = { module: usuariosModule, Component: UsuarioFormView };

export const telas: TelasDaArea<'usuario' | 'usuario.cadastro'> = { usuario: lista, 'usuario.cadastro': cadastro };
