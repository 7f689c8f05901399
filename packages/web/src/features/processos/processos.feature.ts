/** The process screens: intake, the list, a process, manual distribution, and the public request lookup. */
import { area } from '../../di/feature.ts';

export const telas = area(() => import('./processos.module.ts').then((m) => m.processosModule), {
  processos: () => import('./processo-list.view.tsx').then((m) => m.ProcessoListView),
  'processos.editar': () => import('./processo.view.tsx').then((m) => m.ProcessoView),
  'processos.entrada': () => import('./entrada.view.tsx').then((m) => m.EntradaView),
  'processos.distribuicaoManual': () => import('./distribuicao.view.tsx').then((m) => m.DistribuicaoView),
  consultaSolicitacao: () => import('./consulta-solicitacao.view.tsx').then((m) => m.ConsultaSolicitacaoView),
});
