/** The list screen of a simple record area (ui/tela/area-de-registros.ts), in its own file: a list loads alone. */
import type { ComponentType, ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { Token } from '../../di/token.ts';
import type { RegistroVersionado } from '../form/registro.view-model.ts';
import type { Coluna } from '../list/data-table.view.tsx';
import type { CampoBusca } from '../list/filter-bar.view.tsx';
import type { Filtro } from '../list/list.view-model.ts';
import type { TelaListaViewModel } from '../list/tela-lista.view-model.ts';
import { TelaLista, useLista } from '../list/tela-lista.view.tsx';
import type { TelaDeLista } from './area-de-registros.ts';

/** How the list looks: its columns and its search box. */
export interface VistaDeLista<R extends RegistroVersionado, F extends Filtro> {
  /** The list's columns, given the list (its `podeVer` decides whether a name links to its record). */
  readonly colunas: (tela: TelaListaViewModel<R, F>) => readonly Coluna<R>[];
  readonly busca: CampoBusca<F>;
}

/** The list view over the area's list view-model. */
export function vistaDeLista<R extends RegistroVersionado, F extends Filtro>(token: Token<TelaDeLista<R, F>>, vista: VistaDeLista<R, F>): ComponentType {
  return observer(function ListaDeRegistros(): ReactNode {
    const { tela } = useLista(token);
    return <TelaLista tela={tela} colunas={vista.colunas(tela)} busca={vista.busca} />;
  });
}
