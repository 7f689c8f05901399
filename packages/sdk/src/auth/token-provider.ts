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
  /**
   * Gets a new access token (the refresh-token grant, or a new client-credentials token), rejecting when it
   * cannot. The SDK calls it at most once at a time, however many requests meet a 401 together. Without it, a
   * 401 is final.
   */
  refresh?(): Promise<void>;
  /**
   * Whether a user is still signed in, asked when a 401 cannot be mended: yes → the credentials alert and '/';
   * no → the `entrar` event. Default: whether the failed request carried a token.
   */
  isAuthenticated?(): boolean;
  /**
   * The signed-in user's key (e.g. `preferred_username`), which scopes the response cache: entries of another
   * key are never served. `undefined` means nobody is signed in and nothing is cached. Without this method the
   * cache has a single scope.
   */
  userKey?(): string | undefined;
}
