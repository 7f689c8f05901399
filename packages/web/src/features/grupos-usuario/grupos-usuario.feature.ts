/** The user-group screens as lazily loaded features (one module for both), by route id. */
import type { Feature, TelasDaArea } from '../../di/feature.ts';
import { GrupoUsuarioFormView } from './grupo-usuario-form.view.tsx';
import { GrupoUsuarioListView } from './grupo-usuario-list.view.tsx';
import { gruposUsuarioModule } from './grupos-usuario.module.ts';

const lista: Feature = { module: gruposUsuarioModule, Component: GrupoUsuarioListView };
const cadastro: Feature = { module: gruposUsuarioModule, Component: GrupoUsuarioFormView };

export const telas: TelasDaArea<'grupoUsuario' | 'grupoUsuario.salvar'> = { grupoUsuario: lista, 'grupoUsuario.salvar': cadastro };
