/**
 * The web app's runtime configuration, as the server publishes it in /config.json: one build serves any office,
 * so where the services and the identity provider are is read at start, not compiled in.
 */

/** What the app reads at start from /config.json. */
export interface ConfiguracaoApp {
  /** Base URL of each service. */
  readonly servicos: { readonly cadastro: string; readonly selo: string; readonly consulta: string };
  /** The OpenID Connect issuer (the embedded provider in development, the office's Keycloak in production). */
  readonly issuer: string;
  /** The app's public client id at the issuer. */
  readonly clientId: string;
  /** The office's name, shown in the header. */
  readonly cartorio: string;
  /** Seconds before the access token expires at which the app refreshes it. */
  readonly refreshLeadSeconds: number;
  /** The identity provider's change-password page; the app adds `retorno` (the address to come back to). */
  readonly alterarSenhaUrl: string;
}
