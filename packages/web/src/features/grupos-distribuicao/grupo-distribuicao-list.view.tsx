/** /grupo-distribuicao: the distribution groups. */
import type { GrupoDistribuicaoListaItem } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Etiqueta } from '../../ui/etiqueta.view.tsx';
import type { Coluna } from '../../ui/list/data-table.view.tsx';
import { LinkRegistro, TelaLista, useLista } from '../../ui/list/tela-lista.view.tsx';
import { GRUPOS_DISTRIBUICAO } from './grupos-distribuicao.tokens.ts';

export const GrupoDistribuicaoListView = observer(function GrupoDistribuicaoListView(): ReactNode {
  const { tela } = useLista(GRUPOS_DISTRIBUICAO.lista);
  const colunas: Coluna<GrupoDistribuicaoListaItem>[] = [
    {
      id: 'nome',
      titulo: 'Nome',
      ordenarPor: 'nome',
      render: (g) => (
        <LinkRegistro tela={tela} item={g}>
          {g.nome}
        </LinkRegistro>
      ),
    },
    { id: 'membros', titulo: 'Membros', largura: '100px', render: (g) => String(g.membros) },
    { id: 'ausentes', titulo: 'Ausentes hoje', largura: '130px', render: (g) => (g.ausentesHoje === 0 ? '—' : <Etiqueta tom="aviso">{String(g.ausentesHoje)}</Etiqueta>) },
    { id: 'tipos', titulo: 'Tipos de ato', render: (g) => (g.tiposAto.length === 0 ? 'Todos' : g.tiposAto.join('; ')) },
    { id: 'ativo', titulo: 'Situação', largura: '110px', render: (g) => <Etiqueta tom={g.ativo ? 'sucesso' : 'discreto'}>{g.ativo ? 'Ativo' : 'Inativo'}</Etiqueta> },
  ];
  return <TelaLista tela={tela} colunas={colunas} busca={{ campo: 'nome', rotulo: 'Nome' }} />;
});
