/**
 * The screens that are built, by route id (the domain's route table). A screen is a lazily loaded feature: its
 * code and its container module arrive together the first time the route opens. Routes without a screen here
 * are absent: not in the menu, not found when typed.
 */
import type { IdRota } from '@rpj/domain';
import type { Feature, TelasDaArea } from '../di/feature.ts';

/** The screens, by route id: a route id that does not exist is a type error. */
export type Telas = Readonly<Partial<Record<IdRota, () => Promise<Feature>>>>;

/** An area's screens: its route ids, each loading the area's feature entry (one chunk, one module) on first use. */
function area<I extends IdRota>(ids: readonly I[], carregar: () => Promise<{ readonly telas: TelasDaArea<I> }>): Telas {
  return Object.fromEntries(ids.map((id) => [id, () => carregar().then((m) => m.telas[id])]));
}

/** Every built screen: one line per area (docs/areas.md). */
export const TELAS: Telas = {
  ...area(['inicio'], () => import('../features/inicio/inicio.feature.ts')),
  ...area(['usuario', 'usuario.cadastro'], () => import('../features/usuarios/usuarios.feature.ts')),
  ...area(['grupoUsuario', 'grupoUsuario.salvar'], () => import('../features/grupos-usuario/grupos-usuario.feature.ts')),
  ...area(['permissao', 'permissao.salvar'], () => import('../features/permissoes/permissoes.feature.ts')),
};
