/**
 * The list screen's frame (docs/areas.md): the title with Novo, the filter bar, the table with Editar and Excluir
 * on each row, the empty-list texts and Exportar CSV, the state kept in the URL. An area's list view writes only
 * its columns and its extra filter fields.
 */
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Token } from '../../di/token.ts';
import { useViewModel } from '../../di/use-view-model.ts';
import { AppLink } from '../app-link.tsx';
import { PageHeader } from '../page-header.view.tsx';
import { caminhoRegistro, textosDe } from '../tela/entidade.ts';
import { DataTable, type Coluna } from './data-table.view.tsx';
import { FilterBar, type CampoBusca } from './filter-bar.view.tsx';
import type { Filtro } from './list.view-model.ts';
import type { TelaListaViewModel } from './tela-lista.view-model.ts';
import { useListUrl, type ListaNaUrl } from './use-list-url.ts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // Keeps Editar in its column on a row that has no Excluir.
  lacuna: { display: 'inline-block', width: '32px' },
});

/** What the list screens' hook needs of an area's view-model. */
interface ComLista {
  readonly tela: { readonly lista: ListaNaUrl };
}

/**
 * An area's list view-model, its state in the URL (useListUrl also stops its search when the screen closes). Its
 * first search leaves while the screen renders; a render React discards and does again (useViewModel's key: the
 * history entry) keeps that view-model and its search instead of sending a second one.
 */
export function useLista<T extends ComLista>(tokenOf: Token<T>): T {
  const vm = useViewModel(tokenOf, undefined, useLocation().key);
  useListUrl(vm.tela.lista);
  return vm;
}

/** A record's name, linked to its record when the user may open it. */
export function LinkRegistro<T extends { readonly id: number }>(props: {
  readonly tela: Pick<TelaListaViewModel<T, Filtro>, 'podeVer' | 'entidade'>;
  readonly item: T;
  readonly className?: string;
  readonly children: ReactNode;
}): ReactNode {
  if (!props.tela.podeVer) return props.children;
  return (
    <AppLink to={caminhoRegistro(props.tela.entidade, props.item.id)} {...(props.className === undefined ? {} : { className: props.className })}>
      {props.children}
    </AppLink>
  );
}

function TelaListaInner<T extends { readonly id: number }, F extends Filtro>(props: {
  readonly tela: TelaListaViewModel<T, F>;
  /** The page's title and the table's name (default: the plural, capitalised). */
  readonly titulo?: string;
  readonly colunas: readonly Coluna<T>[];
  readonly busca: CampoBusca<F>;
  /** The filter bar's other fields (FilterBar's `campos`). */
  readonly campos?: () => ReactNode;
}): ReactNode {
  const { tela } = props;
  const { lista, entidade } = tela;
  const styles = useStyles();
  const navigate = useNavigate();
  const textos = textosDe(entidade);
  const titulo = props.titulo ?? entidade.plural.charAt(0).toUpperCase() + entidade.plural.slice(1);

  const acoes = (item: T): ReactNode => {
    const nome = entidade.nomeDe(item);
    return (
      <>
        {tela.podeEditar && !tela.podeEditarItem(item) && <span className={styles.lacuna} aria-hidden="true" />}
        {tela.podeEditarItem(item) && (
          <Button
            appearance="subtle"
            icon={<EditRegular />}
            aria-label={`Editar ${nome}`}
            title="Editar"
            onClick={() => {
              void navigate(caminhoRegistro(entidade, item.id));
            }}
          />
        )}
        {tela.podeRemover && !tela.podeRemoverItem(item) && <span className={styles.lacuna} aria-hidden="true" />}
        {tela.podeRemoverItem(item) && (
          <Button appearance="subtle" icon={<DeleteRegular />} aria-label={`Excluir ${nome}`} title="Excluir" onClick={() => void tela.remover(item)} />
        )}
      </>
    );
  };

  return (
    <div className={styles.page}>
      <PageHeader titulo={titulo}>
        {tela.podeCriar && (
          <Button
            appearance="primary"
            icon={<AddRegular />}
            onClick={() => {
              void navigate(caminhoRegistro(entidade));
            }}
          >
            {textos.novo}
          </Button>
        )}
      </PageHeader>
      <FilterBar lista={lista} busca={props.busca} {...(props.campos === undefined ? {} : { campos: props.campos })} />
      <DataTable
        vm={lista}
        rotulo={titulo}
        colunas={props.colunas}
        chave={(item) => item.id}
        onExportar={() => void tela.exportar()}
        vazio={lista.filtrosAtivos ? textos.nenhumEncontrado : textos.nenhumCadastrado}
        {...(tela.temAcoes ? { acoes } : {})}
      />
    </div>
  );
}

export const TelaLista = observer(TelaListaInner) as typeof TelaListaInner;
