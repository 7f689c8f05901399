/**
 * Where the SDK gets the bearer token. The web app implements it over its OpenID Connect client; a Node tool
 * uses client credentials. The SDK knows no OIDC library.
 */

/** A source of access tokens. */
export interface TokenProvider {
  /**
   * False while the sign-in client is still starting. Authenticated calls wait in steps (100 ms by default,
   * spec §9) until it is ready, for a bounded time.
   */
  isReady(): boolean;
  /** The current access token, or `undefined` when nobody is signed in (the call then goes without one). */
  getAccessToken(): string | undefined | Promise<string | undefined>;
}
