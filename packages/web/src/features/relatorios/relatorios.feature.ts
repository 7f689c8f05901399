/** The financial reports, the protocol book and the productivity report: one screen, composed by each report's definition (@rpj/domain DEFINICOES_RELATORIO). */
import { area } from '../../di/feature.ts';

/** The one screen's code, loaded once for every report's route (one dynamic import keeps the route table small). */
const tela = (nome: 'RelatorioCaixaView' | 'RelatorioCaixaDiarioView' | 'RelatorioControleReciboView' | 'RelatorioCotacaoView' | 'RelatorioLivroDiarioView' | 'RelatorioLivroProtocoloView' | 'RelatorioProdutividadeView') => () =>
  import('./relatorio.view.tsx').then((m) => m[nome]);

export const telas = area(() => import('./relatorios.module.ts').then((m) => m.relatoriosModule), {
  'relatorios.caixa': tela('RelatorioCaixaView'),
  'relatorios.caixaDiario': tela('RelatorioCaixaDiarioView'),
  'relatorios.controleRecibo': tela('RelatorioControleReciboView'),
  'relatorios.cotacao': tela('RelatorioCotacaoView'),
  'relatorios.livroDiario': tela('RelatorioLivroDiarioView'),
  'relatorios.livroProtocolo': tela('RelatorioLivroProtocoloView'),
  'relatorios.produtividade': tela('RelatorioProdutividadeView'),
});
