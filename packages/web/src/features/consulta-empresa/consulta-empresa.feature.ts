/** The entity lookup (/consulta-empresa). */
import { area } from '../../di/feature.ts';

export const telas = area(() => import('./consulta-empresa.module.ts').then((m) => m.consultaEmpresaModule), {
  consultaEmpresa: () => import('./consulta-empresa.view.tsx').then((m) => m.ConsultaEmpresaView),
});
