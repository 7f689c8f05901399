/** /grupo-usuario: the user groups list. */
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { caminho, formatInteger, type GrupoUsuarioResumo } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useViewModel } from '../../di/use-view-model.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { DataTable, type Coluna } from '../../ui/list/data-table.view.tsx';
import { FilterBar } from '../../ui/list/filter-bar.view.tsx';
import { useListUrl } from '../../ui/list/use-list-url.ts';
import { PageHeader } from '../../ui/page-header.view.tsx';
import { GRUPOS_USUARIO } from './grupos-usuario.tokens.ts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  nome: { minWidth: '260px', flexGrow: 1, maxWidth: '520px' },
  descricao: { color: tokens.colorNeutralForeground2 },
  numero: { fontVariantNumeric: 'tabular-nums' },
  // Keeps Editar in its column on the row that has no Excluir (ADMINISTRADOR).
  lacuna: { display: 'inline-block', width: '32px' },
});

export const GrupoUsuarioListView = observer(function GrupoUsuarioListView(): ReactNode {
  const vm = useViewModel(GRUPOS_USUARIO.listViewModel);
  const { lista } = vm;
  useListUrl(lista);
  const styles = useStyles();
  const navigate = useNavigate();

  const colunas: Coluna<GrupoUsuarioResumo>[] = [
    {
      id: 'nome',
      titulo: 'Nome',
      ordenarPor: 'nome',
      largura: '260px',
      render: (g) => <AppLink to={caminho('grupoUsuario.salvar', { id: g.id })}>{g.nome}</AppLink>,
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

  return (
    <div className={styles.page}>
      <PageHeader titulo="Grupos de usuários">
        {vm.podeCriar && (
          <Button
            appearance="primary"
            icon={<AddRegular />}
            onClick={() => {
              void navigate(caminho('grupoUsuario.salvar'));
            }}
          >
            Novo grupo
          </Button>
        )}
      </PageHeader>
      <FilterBar lista={lista} busca={{ campo: 'nome', rotulo: 'Nome', className: styles.nome }} />
      <DataTable
        vm={lista}
        rotulo="Grupos de usuários"
        colunas={colunas}
        chave={(g) => g.id}
        onExportar={() => void vm.exportar()}
        vazio={
          lista.filtrosAtivos
            ? 'Nenhum grupo encontrado. Ajuste os filtros ou cadastre um novo.'
            : 'Nenhum grupo cadastrado. Use "Novo grupo" para cadastrar o primeiro.'
        }
        {...(vm.podeEditar || vm.podeRemover
          ? {
              acoes: (g: GrupoUsuarioResumo) => (
                <>
                  {vm.podeEditar && (
                    <Button
                      appearance="subtle"
                      icon={<EditRegular />}
                      aria-label={`Editar ${g.nome}`}
                      title="Editar"
                      onClick={() => {
                        void navigate(caminho('grupoUsuario.salvar', { id: g.id }));
                      }}
                    />
                  )}
                  {vm.podeRemover && !vm.podeRemoverGrupo(g) && <span className={styles.lacuna} aria-hidden="true" />}
                  {vm.podeRemoverGrupo(g) && (
                    <Button
                      appearance="subtle"
                      icon={<DeleteRegular />}
                      aria-label={`Excluir ${g.nome}`}
                      title="Excluir"
                      onClick={() => void vm.remover(g)}
                    />
                  )}
                </>
              ),
            }
          : {})}
      />
    </div>
  );
});
