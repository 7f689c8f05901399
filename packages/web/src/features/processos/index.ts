/** What other features use of the process screens: a process's summary, its history, its deadline and state, the list columns. */
export { COLUNA_ENTIDADE, COLUNA_PRAZO, colunaProtocolo } from './colunas.view.tsx';
export { Historico } from './historico.view.tsx';
export { Prazo } from './prazo.view.tsx';
export { Resumo } from './resumo.view.tsx';
export { SituacaoProcessoEtiqueta } from './situacao.view.tsx';
