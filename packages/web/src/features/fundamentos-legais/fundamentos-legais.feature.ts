/** The fundamentos legais screens: the list and the record, each its own code; the area's bindings shared. */
import { area } from '../../di/feature.ts';

export const telas = area(() => import('./fundamentos-legais.module.ts').then((m) => m.fundamentosLegaisModule), {
  'servico.fundamento': () => import('./fundamento-legal-list.view.tsx').then((m) => m.FundamentoLegalListView),
  'servico.fundamento.salvar': () => import('./fundamento-legal-form.view.tsx').then((m) => m.FundamentoLegalFormView),
});
