/**
 * A simple record area made whole from its definitions (docs/areas.md): the two view-models (a list and a form over
 * the four calls of a `RegistrosApi`) and the module that binds them. Their two screens are made by
 * ui/list/lista-de-registros.view.tsx and ui/form/registro-de-area.view.tsx, each in its own file so that each
 * screen's code loads alone. What `pnpm new-area` writes is then a few lines of definitions per file; an area that
 * outgrows this writes its own view-model classes over the same chassis (as users, groups and permissions do).
 */
import type { RegistrosApi, RpjSdkNucleo } from '@rpj/sdk';
import { ContainerModule, inject, injectable } from 'inversify';
import { APP } from '../../app/app.tokens.ts';
import { bindSdkClient, bindToken, type Token } from '../../di/token.ts';
import type { Valores } from '../form/form.view-model.ts';
import { registroDeApi, type DefinicaoRegistroDeApi, type RegistroVersionado, type RegistroViewModel } from '../form/registro.view-model.ts';
import type { Filtro } from '../list/list.view-model.ts';
import { listaDeApi, type DefinicaoListaDeApi, type TelaListaViewModel } from '../list/tela-lista.view-model.ts';
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

/** The module of a simple record area: its SDK client and its two view-models. */
export function moduloDeRegistros<R extends RegistroVersionado, F extends Filtro, V extends Valores, S>(
  tokens: TokensDeRegistros<R, F, V, S>,
  classes: {
    readonly cliente: (sdk: RpjSdkNucleo) => RegistrosApi<R, R, S, Partial<F>>;
    readonly lista: new (api: RegistrosApi<unknown, R, unknown, Partial<F>>, servicos: ServicosTela) => TelaDeLista<R, F>;
    readonly formulario: new (api: RegistrosApi<R, unknown, S, unknown>, servicos: ServicosTela) => TelaDeRegistro<R, V>;
  },
): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bindSdkClient(bind, tokens.api, APP.sdk, classes.cliente);
    bindToken(bind, tokens.lista).to(classes.lista).inTransientScope();
    bindToken(bind, tokens.formulario).to(classes.formulario).inTransientScope();
  });
}
