/** What other areas' screens use of the scanned archive: the documents' viewer and its bindings. */
export { Visualizador } from './visualizador.view.tsx';
export { bindVisualizador } from './visualizador.binding.ts';
