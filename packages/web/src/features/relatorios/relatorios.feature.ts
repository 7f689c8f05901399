/** The financial reports, the protocol book and the productivity report: one screen, composed by each report's definition (@rpj/domain DEFINICOES_RELATORIO). */
import type { NomeRelatorio } from '@rpj/domain';
import { area } from '../../di/feature.ts';

/** The one screen's code, loaded once for every report's route (one dynamic import keeps the route table small). */
const tela = (nome: NomeRelatorio) => () => import('./relatorio.view.tsx').then((m) => m.telaDoRelatorio(nome));

export const telas = area(() => import('./relatorios.module.ts').then((m) => m.relatoriosModule), {
  'relatorios.caixa': tela('caixa'),
  'relatorios.caixaDiario': tela('caixaDiario'),
  'relatorios.controleRecibo': tela('controleRecibo'),
  'relatorios.cotacao': tela('cotacao'),
  'relatorios.livroDiario': tela('livroDiario'),
  'relatorios.livroProtocolo': tela('livroProtocolo'),
  'relatorios.produtividade': tela('produtividade'),
});
