/** The grupos de distribuição screens: the list and the record, each its own code; the area's bindings shared. */
import { area } from '../../di/feature.ts';

export const telas = area(() => import('./grupos-distribuicao.module.ts').then((m) => m.gruposDistribuicaoModule), {
  'grupoDistribuicao': () => import('./grupo-distribuicao-list.view.tsx').then((m) => m.GrupoDistribuicaoListView),
  'grupoDistribuicao.salvar': () => import('./grupo-distribuicao-form.view.tsx').then((m) => m.GrupoDistribuicaoFormView),
});
