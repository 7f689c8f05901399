/** /grupo-usuario: the user groups list. */
import { makeStyles, tokens } from '@fluentui/react-components';
import { formatInteger, type GrupoUsuarioResumo } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { Coluna } from '../../ui/list/data-table.view.tsx';
import { LinkRegistro, TelaLista, useLista } from '../../ui/list/tela-lista.view.tsx';
import { GRUPOS_USUARIO } from './grupos-usuario.tokens.ts';

const useStyles = makeStyles({
  nome: { minWidth: '260px', flexGrow: 1, maxWidth: '520px' },
  descricao: { color: tokens.colorNeutralForeground2 },
  numero: { fontVariantNumeric: 'tabular-nums' },
});

export const GrupoUsuarioListView = observer(function GrupoUsuarioListView(): ReactNode {
  const { tela } = useLista(GRUPOS_USUARIO.listViewModel);
  const styles = useStyles();

  const colunas: Coluna<GrupoUsuarioResumo>[] = [
    {
      id: 'nome',
      titulo: 'Nome',
      ordenarPor: 'nome',
      largura: '260px',
      render: (g) => (
        <LinkRegistro tela={tela} item={g}>
          {g.nome}
        </LinkRegistro>
      ),
    },
    { id: 'descricao', titulo: 'Descrição', render: (g) => <span className={styles.descricao}>{g.descricao ?? ''}</span> },
    {
      id: 'usuarios',
      titulo: 'Usuários',
      largura: '110px',
      render: (g) => <span className={styles.numero}>{formatInteger(g.quantidadeUsuarios)}</span>,
    },
    {
      id: 'permissoes',
      titulo: 'Permissões',
      largura: '120px',
      render: (g) => <span className={styles.numero}>{formatInteger(g.quantidadePermissoes)}</span>,
    },
  ];

  return <TelaLista tela={tela} titulo="Grupos de usuários" colunas={colunas} busca={{ campo: 'nome', rotulo: 'Nome', className: styles.nome }} />;
});
