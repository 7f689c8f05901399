/** The members' screen (/empresa/socio): who is or was a member of which entity. */
import { area } from '../../di/feature.ts';

export const telas = area(() => import('./socios.module.ts').then((m) => m.sociosModule), {
  'empresa.socio': () => import('./pessoas.view.tsx').then((m) => m.PessoasView),
});
