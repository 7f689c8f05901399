/** /servico/fundamento: the fundamentos legais list. */
import { LinkRegistro } from '../../ui/list/tela-lista.view.tsx';
import { vistaDeLista } from '../../ui/tela/lista-de-registros.view.tsx';
import { FUNDAMENTOS_LEGAIS } from './fundamentos-legais.tokens.ts';

export const FundamentoLegalListView = vistaDeLista(FUNDAMENTOS_LEGAIS.lista, {
  colunas: (tela) => [{ id: 'nome', titulo: 'Nome', ordenarPor: 'nome', render: (r) => <LinkRegistro tela={tela} item={r}>{r.nome}</LinkRegistro> }],
  busca: { campo: 'nome', rotulo: 'Nome' },
});
