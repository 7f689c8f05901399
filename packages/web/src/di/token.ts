/**
 * Typed injection tokens: a symbol that carries the type it resolves to. inversify cannot infer a type from a
 * symbol, so the container is always reached through `resolve` and `bindToken`, which read it from the token:
 * `resolve(container, SHELL.alerts)` is an `AlertService`, and binding a class of the wrong type fails
 * compilation.
 */
import type { BindToFluentSyntax, Container, ContainerModuleLoadOptions } from 'inversify';

declare const TIPO: unique symbol;

/** A token for a `T`. */
export type Token<T> = symbol & { readonly [TIPO]?: T };

/**
 * What each token name resolves to. Empty here: the file of each class (or value) adds its own entry by module
 * augmentation, so a token table never imports the classes it names and the classes can import the tables
 * without an import cycle.
 *
 * @example
 * ```ts
 * // shell/alert.service.ts
 * declare module '../di/token.ts' {
 *   interface Registro {
 *     'shell:AlertService': AlertService;
 *   }
 * }
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface Registro {}

/**
 * Makes a token, named 'feature:Name', of the type {@link Registro} gives that name: an unregistered name does
 * not compile.
 *
 * @example
 * ```ts
 * export const SHELL = { alerts: token('shell:AlertService') };
 * ```
 */
export function token<const N extends keyof Registro>(name: N): Token<Registro[N]> {
  return Symbol(`rpj:${name}`);
}

/** The value of a token. */
export function resolve<T>(container: Pick<Container, 'get'>, tokenOf: Token<T>): T {
  return container.get<T>(tokenOf);
}

/** Starts a binding whose target must be a `T`. */
export function bindToken<T>(bind: ContainerModuleLoadOptions['bind'] | Container['bind'], tokenOf: Token<T>): BindToFluentSyntax<T> {
  return bind<T>(tokenOf);
}

/** A view-model the bridge manages: effects start in `setup()` and stop with the disposer it returns. */
export interface ViewModel {
  setup?(): (() => void) | undefined;
}

/**
 * Binds a token to one of the SDK's clients, taken from the SDK the composition root made (bound to `sdkToken`):
 * each feature's module binds the clients it uses, so adding an area edits neither the container nor the app's
 * tokens.
 *
 * @example
 * ```ts
 * bindSdkClient(bind, USUARIOS.api, APP.sdk, (sdk) => sdk.cliente(clienteUsuarios));
 * ```
 */
export function bindSdkClient<S, C>(
  bind: ContainerModuleLoadOptions['bind'] | Container['bind'],
  tokenOf: Token<C>,
  sdkToken: Token<S>,
  client: (sdk: S) => C,
): void {
  bind<C>(tokenOf).toDynamicValue((context) => client(context.get<S>(sdkToken))).inSingletonScope();
}

/**
 * A token whose type is written where it is made, for values that are not classes of their own (the chassis of a
 * simple record area: ui/tela/area-de-registros.ts); the name is 'feature:name' as for {@link token}.
 *
 * @example
 * ```ts
 * export const FERIADOS = { api: tokenDe<FeriadoApi>('feriados:api') };
 * ```
 */
export function tokenDe<T>(name: `${string}:${string}`): Token<T> {
  return Symbol(`rpj:${name}`);
}
