/** What other features use of the members' screen: the persons found, as both screens show them. */
export { PessoasEncontradas } from './pessoas-encontradas.view.tsx';
export { buscaDoTexto, documentoDe } from './pessoas.view-model.ts';
