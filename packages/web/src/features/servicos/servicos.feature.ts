/** The services' screens: the list, the record with its fee tables, the quote, and the state's rule of fees. */
import { area } from '../../di/feature.ts';

export const telas = area(() => import('./servicos.module.ts').then((m) => m.servicosModule), {
  servico: () => import('./servico-list.view.tsx').then((m) => m.ServicoListView),
  'servico.salvar': () => import('./servico-form.view.tsx').then((m) => m.ServicoFormView),
  'servico.cotacao': () => import('./cotacao.view.tsx').then((m) => m.CotacaoView),
  'servico.regra': () => import('./regra.view.tsx').then((m) => m.RegraView),
});
