/** The financial reports: one screen, composed by each report's definition (@rpj/domain DEFINICOES_RELATORIO). */
import { area } from '../../di/feature.ts';

export const telas = area(() => import('./relatorios.module.ts').then((m) => m.relatoriosModule), {
  'relatorios.caixa': () => import('./relatorio.view.tsx').then((m) => m.RelatorioCaixaView),
  'relatorios.caixaDiario': () => import('./relatorio.view.tsx').then((m) => m.RelatorioCaixaDiarioView),
  'relatorios.controleRecibo': () => import('./relatorio.view.tsx').then((m) => m.RelatorioControleReciboView),
  'relatorios.cotacao': () => import('./relatorio.view.tsx').then((m) => m.RelatorioCotacaoView),
  'relatorios.livroDiario': () => import('./relatorio.view.tsx').then((m) => m.RelatorioLivroDiarioView),
});
