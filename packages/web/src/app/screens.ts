/**
 * The screens that are built, by route id (the domain's route table). A screen is a lazily loaded feature: its
 * code and its container module arrive together the first time the route opens. Routes without a screen here
 * are absent: not in the menu, not found when typed.
 */
import type { IdRota } from '@rpj/domain';
import type { Feature } from '../di/feature.ts';

/** The screens, by route id: a route id that does not exist is a type error. */
export type Telas = Readonly<Partial<Record<IdRota, () => Promise<Feature>>>>;

export const TELAS: Telas = {
  inicio: () => import('../features/inicio/inicio.feature.ts').then((m) => m.feature),
  usuario: () => import('../features/usuarios/usuarios.feature.ts').then((m) => m.lista),
  'usuario.cadastro': () => import('../features/usuarios/usuarios.feature.ts').then((m) => m.cadastro),
  grupoUsuario: () => import('../features/grupos-usuario/grupos-usuario.feature.ts').then((m) => m.lista),
  'grupoUsuario.salvar': () => import('../features/grupos-usuario/grupos-usuario.feature.ts').then((m) => m.cadastro),
  permissao: () => import('../features/permissoes/permissoes.feature.ts').then((m) => m.lista),
  'permissao.salvar': () => import('../features/permissoes/permissoes.feature.ts').then((m) => m.cadastro),
};
