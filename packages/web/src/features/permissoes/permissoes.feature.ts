/** The permission screens as lazily loaded features (one module for both), by route id. */
import type { Feature, TelasDaArea } from '../../di/feature.ts';
import { PermissaoFormView } from './permissao-form.view.tsx';
import { PermissaoListView } from './permissao-list.view.tsx';
import { permissoesModule } from './permissoes.module.ts';

const lista: Feature = { module: permissoesModule, Component: PermissaoListView };
const cadastro: Feature = { module: permissoesModule, Component: PermissaoFormView };

export const telas: TelasDaArea<'permissao' | 'permissao.salvar'> = { permissao: lista, 'permissao.salvar': cadastro };
