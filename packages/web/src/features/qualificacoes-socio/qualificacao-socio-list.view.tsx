/** /empresa/qualificacao: the qualification table. */
import { LinkRegistro } from '../../ui/list/tela-lista.view.tsx';
import { vistaDeLista } from '../../ui/tela/lista-de-registros.view.tsx';
import { QUALIFICACOES_SOCIO } from './qualificacoes-socio.tokens.ts';

export const QualificacaoSocioListView = vistaDeLista(QUALIFICACOES_SOCIO.lista, {
  colunas: (tela) => [
    { id: 'codigo', titulo: 'Código', ordenarPor: 'codigo', largura: '120px', render: (r) => <LinkRegistro tela={tela} item={r}>{r.codigo}</LinkRegistro> },
    { id: 'nome', titulo: 'Nome', ordenarPor: 'nome', render: (r) => r.nome },
  ],
  busca: { campo: 'nome', rotulo: 'Nome' },
});
