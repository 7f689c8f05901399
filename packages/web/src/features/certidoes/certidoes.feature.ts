/** The certificate screens: the list, a request and its way to the requester, and the public check. */
import { area } from '../../di/feature.ts';

export const telas = area(() => import('./certidoes.module.ts').then((m) => m.certidoesModule), {
  certidao: () => import('./certidao-list.view.tsx').then((m) => m.CertidaoListView),
  'certidao.gerar': () => import('./certidao.view.tsx').then((m) => m.CertidaoView),
  verificarCertidao: () => import('./verificacao.view.tsx').then((m) => m.VerificacaoView),
});
