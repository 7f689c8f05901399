/** The cash screens: the boxes, a box (opened, worked in, closed, approved), and the finance overview with its charts. */
import { area } from '../../di/feature.ts';

export const telas = area(() => import('./caixas.module.ts').then((m) => m.caixasModule), {
  caixa: () => import('./caixa-list.view.tsx').then((m) => m.CaixaListView),
  'caixa.salvar': () => import('./caixa.view.tsx').then((m) => m.CaixaView),
  financeiro: () => import('./financeiro.view.tsx').then((m) => m.FinanceiroView),
});
