/** The seal screens: import, confirm, seal by hand (issue 29); send, search, print on labels and model pages (issue 30). */
import { area } from '../../di/feature.ts';

export const telas = area(() => import('./selos.module.ts').then((m) => m.selosModule), {
  importarSeloEletronico: () => import('./importar.view.tsx').then((m) => m.ImportarSelosView),
  salvarSelos: () => import('./salvar.view.tsx').then((m) => m.SalvarSelosView),
  selagemManual: () => import('./selagem.view.tsx').then((m) => m.SelagemManualView),
  enviarSeloEletronico: () => import('./envio.view.tsx').then((m) => m.EnvioSelosView),
  pesquisarSelo: () => import('./pesquisa.view.tsx').then((m) => m.PesquisaSelosView),
  emissaoEtiqueta: () => import('./etiquetas.view.tsx').then((m) => m.EmissaoEtiquetaView),
  emissaoModelo: () => import('./modelo.view.tsx').then((m) => m.EmissaoModeloView),
});
