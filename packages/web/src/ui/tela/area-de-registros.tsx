/**
 * A simple record area's screens made whole from its definitions (docs/areas.md): the two view-models (a list and
 * a form over the four calls of a `RegistrosApi`), the two views, and the feature entry that binds them. What
 * `pnpm new-area` writes is then a few lines of definitions per file; an area that outgrows this writes its own
 * view-model classes over the same chassis (as users, groups and permissions do).
 */
import { Card } from '@fluentui/react-components';
import type { IdRota } from '@rpj/domain';
import type { RegistrosApi, RpjSdk } from '@rpj/sdk';
import { ContainerModule, inject, injectable } from 'inversify';
import { observer } from 'mobx-react-lite';
import type { ComponentType, ReactNode } from 'react';
import { APP } from '../../app/app.tokens.ts';
import type { TelasDaArea } from '../../di/feature.ts';
import { bindSdkClient, bindToken, type Token } from '../../di/token.ts';
import type { FormViewModel, Valores } from '../form/form.view-model.ts';
import { registroDeApi, type DefinicaoRegistroDeApi, type RegistroVersionado, type RegistroViewModel } from '../form/registro.view-model.ts';
import { TelaRegistro, useRegistro, useRegistroStyles } from '../form/registro.view.tsx';
import type { Coluna } from '../list/data-table.view.tsx';
import type { CampoBusca } from '../list/filter-bar.view.tsx';
import type { Filtro } from '../list/list.view-model.ts';
import { listaDeApi, type DefinicaoListaDeApi, type TelaListaViewModel } from '../list/tela-lista.view-model.ts';
import { TelaLista, useLista } from '../list/tela-lista.view.tsx';
import type { ServicosTela } from './servicos-tela.ts';
import { UI } from './tela.tokens.ts';

/** The values and filters of an area whose records are a name (the skeleton `pnpm new-area` writes). */
// A type alias (not an interface) so that it is a form's Valores and a list's Filtro.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type SoNome = { readonly nome: string };

/** A list screen's view-model. */
export interface TelaDeLista<T extends { readonly id: number }, F extends Filtro> {
  readonly tela: TelaListaViewModel<T, F>;
}

/** A record screen's view-model. */
export interface TelaDeRegistro<R extends RegistroVersionado, V extends Valores> {
  readonly tela: RegistroViewModel<R, V>;
}

/** The list's view-model class, its client taken from `apiToken`. */
export function ListaDeApi<T extends { readonly id: number }, F extends Filtro>(
  apiToken: Token<RegistrosApi<unknown, T, unknown, Partial<F>>>,
  definicao: DefinicaoListaDeApi<T, F>,
): new (api: RegistrosApi<unknown, T, unknown, Partial<F>>, servicos: ServicosTela) => TelaDeLista<T, F> {
  @injectable()
  class Lista implements TelaDeLista<T, F> {
    readonly tela: TelaListaViewModel<T, F>;
    constructor(@inject(apiToken) api: RegistrosApi<unknown, T, unknown, Partial<F>>, @inject(UI.servicos) servicos: ServicosTela) {
      this.tela = listaDeApi(api, definicao, servicos);
    }
  }
  return Lista;
}

/** The form's view-model class, its client taken from `apiToken`. */
export function FormularioDeApi<R extends RegistroVersionado, V extends Valores, S>(
  apiToken: Token<RegistrosApi<R, unknown, S, unknown>>,
  definicao: DefinicaoRegistroDeApi<R, V, S>,
): new (api: RegistrosApi<R, unknown, S, unknown>, servicos: ServicosTela) => TelaDeRegistro<R, V> {
  @injectable()
  class Formulario implements TelaDeRegistro<R, V> {
    readonly tela: RegistroViewModel<R, V>;
    constructor(@inject(apiToken) api: RegistrosApi<R, unknown, S, unknown>, @inject(UI.servicos) servicos: ServicosTela) {
      this.tela = registroDeApi(api, definicao, servicos);
    }
  }
  return Formulario;
}

/** The tokens of a simple record area: its client and its two view-models. */
export interface TokensDeRegistros<R extends RegistroVersionado, F extends Filtro, V extends Valores, S> {
  readonly api: Token<RegistrosApi<R, R, S, Partial<F>>>;
  readonly lista: Token<TelaDeLista<R, F>>;
  readonly formulario: Token<TelaDeRegistro<R, V>>;
}

/** How the area's screens look: the list's columns and search box, the form's sections. */
export interface Telas<R extends RegistroVersionado, F extends Filtro, V extends Valores> {
  /** The list's columns, given the list (its `podeVer` decides whether a name links to its record). */
  readonly colunas: (tela: TelaListaViewModel<R, F>) => readonly Coluna<R>[];
  readonly busca: CampoBusca<F>;
  readonly secoes: (form: FormViewModel<V>, somenteLeitura: boolean) => ReactNode;
}

/** The list view over the area's list view-model. */
function vistaDeLista<R extends RegistroVersionado, F extends Filtro>(token: Token<TelaDeLista<R, F>>, telas: Pick<Telas<R, F, Valores>, 'colunas' | 'busca'>): ComponentType {
  return observer(function ListaDeRegistros(): ReactNode {
    const { tela } = useLista(token);
    return <TelaLista tela={tela} colunas={telas.colunas(tela)} busca={telas.busca} />;
  });
}

/** The form view over the area's form view-model: one card with the sections. */
function vistaDeRegistro<R extends RegistroVersionado, V extends Valores>(token: Token<TelaDeRegistro<R, V>>, secoes: Telas<R, Filtro, V>['secoes']): ComponentType {
  return observer(function RegistroDaArea(): ReactNode {
    const { tela } = useRegistro(token);
    const styles = useRegistroStyles();
    return (
      <TelaRegistro tela={tela}>
        <Card className={styles.card}>
          <div className={styles.section}>{secoes(tela.form, !tela.podeSalvar)}</div>
        </Card>
      </TelaRegistro>
    );
  });
}

/** The feature entry of a simple record area: its bindings, and its list and form screens on their routes. */
export function featureDeRegistros<R extends RegistroVersionado, F extends Filtro, V extends Valores, S, L extends IdRota, E extends IdRota>(
  tokens: TokensDeRegistros<R, F, V, S>,
  classes: {
    readonly cliente: (sdk: RpjSdk) => RegistrosApi<R, R, S, Partial<F>>;
    readonly lista: new (api: RegistrosApi<unknown, R, unknown, Partial<F>>, servicos: ServicosTela) => TelaDeLista<R, F>;
    readonly formulario: new (api: RegistrosApi<R, unknown, S, unknown>, servicos: ServicosTela) => TelaDeRegistro<R, V>;
  },
  rotas: { readonly lista: L; readonly registro: E },
  telas: Telas<R, F, V>,
): TelasDaArea<L | E> {
  const module = new ContainerModule(({ bind }) => {
    bindSdkClient(bind, tokens.api, APP.sdk, classes.cliente);
    bindToken(bind, tokens.lista).to(classes.lista).inTransientScope();
    bindToken(bind, tokens.formulario).to(classes.formulario).inTransientScope();
  });
  const lista = { module, Component: vistaDeLista(tokens.lista, telas) };
  const registro = { module, Component: vistaDeRegistro(tokens.formulario, telas.secoes) };
  return { [rotas.lista]: lista, [rotas.registro]: registro } as Record<L | E, typeof lista>;
}
