/** The seal screens: import a batch, review and confirm it into stock, seal an act by hand (issue 29). */
import { area } from '../../di/feature.ts';

export const telas = area(() => import('./selos.module.ts').then((m) => m.selosModule), {
  importarSeloEletronico: () => import('./importar.view.tsx').then((m) => m.ImportarSelosView),
  salvarSelos: () => import('./salvar.view.tsx').then((m) => m.SalvarSelosView),
  selagemManual: () => import('./selagem.view.tsx').then((m) => m.SelagemManualView),
  enviarSeloEletronico: () => import('./envio.view.tsx').then((m) => m.EnvioSelosView),
  pesquisarSelo: () => import('./pesquisa.view.tsx').then((m) => m.PesquisaSelosView),
});
