/** The qualificações de sócio screens: the list and the record, each its own code; the area's bindings shared. */
import { area } from '../../di/feature.ts';

export const telas = area(() => import('./qualificacoes-socio.module.ts').then((m) => m.qualificacoesSocioModule), {
  'empresa.qualificacao': () => import('./qualificacao-socio-list.view.tsx').then((m) => m.QualificacaoSocioListView),
  'empresa.qualificacao.salvar': () => import('./qualificacao-socio-form.view.tsx').then((m) => m.QualificacaoSocioFormView),
});
