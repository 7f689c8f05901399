/**
 * The signed-in session of this tab, on oidc-client-ts (security.md #1–#5):
 * - code + PKCE by a top-level redirect (never an iframe); tokens in this tab's sessionStorage only;
 * - one pending refresh per tab, shared by the automatic renew (ahead of expiry by `refreshLeadSeconds`) and
 *   every SDK 401, so a burst of requests makes one token request;
 * - a duplicated tab (the browser copied sessionStorage into it) drops the copied tokens and signs in on its own,
 *   instead of spending the original tab's refresh token;
 * - sign-out revokes the refresh token, ends the provider session with `id_token_hint`, clears the SDK cache
 *   and the drafts, and tells the other tabs, which follow at once;
 * - a local check every 5 s notices a session that ended elsewhere.
 */
import type { TokenProvider } from '@rpj/sdk';
import { INTERVALO_VERIFICACAO_SESSAO_MS, caminho } from '@rpj/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import type { RevokeTokensTypes, SigninRedirectArgs, SignoutRedirectArgs, UserProfile } from 'oidc-client-ts';
import type { BrowserLocation, Logger, Scheduler, TabChannel, TabIdentity } from '../app/ports.ts';
import { safeReturnAddress } from './return-address.ts';

/**
 * What the session reads of a signed-in user: oidc-client-ts's User has these (and more). Only types come from
 * oidc-client-ts here: its code arrives later (session/cliente-oidc-adiado.ts).
 */
export interface UsuarioOidc {
  readonly access_token: string;
  readonly refresh_token?: string | undefined;
  readonly id_token?: string | undefined;
  readonly profile: UserProfile;
  /** True once the access token's time is up; undefined when it has none. */
  readonly expired: boolean | undefined;
  /** What the sign-in request carried (the return address), on the user a callback answers. */
  readonly state: unknown;
}

/** The part of oidc-client-ts's UserManager the session uses. */
export interface OidcClient {
  getUser(): Promise<UsuarioOidc | null>;
  removeUser(): Promise<void>;
  signinRedirect(args?: SigninRedirectArgs): Promise<void>;
  signinRedirectCallback(url?: string): Promise<UsuarioOidc>;
  signinSilent(): Promise<UsuarioOidc | null>;
  signoutRedirect(args?: SignoutRedirectArgs): Promise<void>;
  clearStaleState(): Promise<void>;
  revokeTokens(types?: RevokeTokensTypes): Promise<void>;
  readonly events: {
    addAccessTokenExpiring(cb: () => void): () => void;
    addUserLoaded(cb: (user: UsuarioOidc) => void): () => void;
    addUserUnloaded(cb: () => void): () => void;
  };
}

/** What tabs tell each other. */
export type MensagemSessao = { readonly tipo: 'saiu' } | { readonly tipo: 'entrou' };

/** Who is signed in, as the header shows it. */
export interface PerfilSessao {
  readonly login: string;
  readonly nome: string;
}

/** What the session clears when it ends: the SDK's cache, and the drafts on an explicit sign-out. */
export interface LimpezaSessao {
  clearCache(): void;
  clearDrafts(): void;
  /** The session ended by itself: the drafts typed until now were left by it (their notice says so). */
  keepDrafts(): void;
}

/** The session as the rest of the app sees it. */
export interface Session extends TokenProvider {
  /** Who is signed in in this tab, or `undefined`. */
  readonly perfil: PerfilSessao | undefined;
  /** True when this tab holds tokens. */
  hasSession(): boolean;
  /** Goes to the provider's sign-in, coming back to `returnTo` (a path of this app). Keeps drafts. */
  signIn(returnTo: string): Promise<void>;
  /** Finishes a sign-in from the callback address; resolves to the path to go to. Once per address. */
  completeSignIn(url: string): Promise<string>;
  /** Sair: revokes, clears, tells the other tabs, ends the provider session. */
  signOut(): Promise<void>;
  /**
   * The session is taking this page elsewhere (to sign in, after Sair here or in another tab): a form with
   * unsaved changes does not hold it back — its draft is kept for a new sign-in, or was discarded by Sair.
   */
  readonly saindoDaPagina: boolean;
}

/** Everything the session needs. */
export interface OidcSessionDeps {
  readonly client: OidcClient;
  readonly location: BrowserLocation;
  readonly channel: TabChannel<MensagemSessao>;
  readonly tab: TabIdentity;
  readonly scheduler: Scheduler;
  readonly logger: Logger;
  readonly limpeza: LimpezaSessao;
  /** A fresh random value for each sign-in request (security.md #1). */
  readonly nonce: () => string;
}

function perfilDe(user: UsuarioOidc | null): PerfilSessao | undefined {
  if (user === null) return undefined;
  const profile = user.profile;
  const login = typeof profile.preferred_username === 'string' ? profile.preferred_username : profile.sub;
  const nome = typeof profile.name === 'string' && profile.name.trim() !== '' ? profile.name : login;
  return { login, nome };
}

/** An error the provider answered (e.g. `invalid_grant`): the session cannot be mended by trying again. */
function isDefinitive(error: unknown): boolean {
  // oidc-client-ts's ErrorResponse, known by its name: its class would bring the library's code with it.
  return error instanceof Error && error.name === 'ErrorResponse';
}

/** Where the provider sends the browser back with a code (ROTAS 'auth.callback'). */
const CAMINHO_RETORNO = '/auth/callback';

/** The session of this tab. Call {@link OidcSession.start} once before anything else. */
export class OidcSession implements Session {
  perfil: PerfilSessao | undefined = undefined;
  pronta = false;

  readonly #deps: OidcSessionDeps;
  #user: UsuarioOidc | null = null;
  #refreshing: Promise<void> | undefined;
  #redirecting = false;
  readonly #callbacks = new Map<string, Promise<string>>();
  readonly #stops: (() => void)[] = [];

  constructor(deps: OidcSessionDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Reads this tab's tokens, detects a duplicated tab, and starts the renew timer and the session check. */
  async start(): Promise<void> {
    const { client, tab, channel, scheduler, logger } = this.#deps;
    // Old sign-in state is dropped on the way; the session does not wait for it.
    client.clearStaleState().catch((error: unknown) => {
      logger.warn('Estado de login antigo não pôde ser limpo.', error);
    });
    if (!(await tab.claim())) {
      // A copy of another tab's sessionStorage: its refresh token belongs to that tab's chain.
      await client.removeUser();
      this.#deps.limpeza.clearCache();
    }
    this.setUser(await client.getUser());
    this.#stops.push(
      client.events.addUserLoaded((user) => {
        this.setUser(user);
      }),
      client.events.addUserUnloaded(() => {
        this.setUser(null);
      }),
      client.events.addAccessTokenExpiring(() => {
        void this.#renew();
      }),
      channel.listen((message) => {
        void this.#onMessage(message);
      }),
      scheduler.every(INTERVALO_VERIFICACAO_SESSAO_MS, () => {
        void this.#check();
      }),
    );
    runInAction(() => {
      this.pronta = true;
    });
  }

  /** Stops timers and listeners (tests, hot reload). */
  stop(): void {
    for (const stop of this.#stops.splice(0)) stop();
  }

  /** @internal */
  setUser(user: UsuarioOidc | null): void {
    this.#user = user;
    this.perfil = perfilDe(user);
  }

  // TokenProvider

  isReady(): boolean {
    return this.pronta;
  }

  async getAccessToken(): Promise<string | undefined> {
    const user = this.#user;
    if (user === null) return undefined;
    if (user.expired === true && user.refresh_token !== undefined) {
      // Ask for a fresh token first rather than sending one the API will refuse.
      await this.refresh().catch(() => undefined);
    }
    return this.#user?.access_token;
  }

  refresh(): Promise<void> {
    this.#refreshing ??= this.#refreshOnce().finally(() => {
      this.#refreshing = undefined;
    });
    return this.#refreshing;
  }

  isAuthenticated(): boolean {
    return this.#user !== null;
  }

  userKey(): string | undefined {
    return this.perfil?.login;
  }

  // Session

  hasSession(): boolean {
    return this.#user !== null;
  }

  get saindoDaPagina(): boolean {
    return this.#redirecting;
  }

  async signIn(returnTo: string): Promise<void> {
    if (this.#redirecting) return;
    this.#redirecting = true;
    try {
      // oidc-client-ts sends a nonce only when given one; it then checks it against the ID token.
      await this.#deps.client.signinRedirect({ state: { returnTo: safeReturnAddress(returnTo) }, nonce: this.#deps.nonce() });
    } catch (error) {
      this.#redirecting = false;
      throw error;
    }
  }

  completeSignIn(url: string): Promise<string> {
    // React StrictMode mounts twice in development: a code can be redeemed only once.
    let pending = this.#callbacks.get(url);
    if (pending === undefined) {
      pending = this.#deps.client.signinRedirectCallback(url).then((user) => {
        this.setUser(user);
        this.#deps.channel.post({ tipo: 'entrou' });
        const state = user.state as { returnTo?: unknown } | undefined;
        return safeReturnAddress(state?.returnTo);
      });
      this.#callbacks.set(url, pending);
    }
    return pending;
  }

  async signOut(): Promise<void> {
    const { client, limpeza, channel, location, logger } = this.#deps;
    const idToken = this.#user?.id_token;
    this.#redirecting = true;
    limpeza.clearCache();
    limpeza.clearDrafts();
    channel.post({ tipo: 'saiu' });
    await client.revokeTokens(['refresh_token']).catch((error: unknown) => {
      // Still sign out: the provider's end of session revokes the grant too.
      logger.warn('O provedor de identidade não confirmou a revogação do token.', error);
    });
    try {
      // Removes the user from this tab, then ends the provider session (no question asked with the hint).
      await client.signoutRedirect(idToken === undefined ? {} : { id_token_hint: idToken });
    } catch (error) {
      logger.error('Não foi possível encerrar a sessão no provedor de identidade.', error);
      await client.removeUser();
      this.setUser(null);
      location.assign(caminho('login'));
    }
  }

  async #refreshOnce(): Promise<void> {
    const user = await this.#deps.client.getUser();
    if (user?.refresh_token === undefined) throw new Error('Sem sessão para renovar.');
    // With a refresh token, signinSilent uses the refresh-token grant (no iframe).
    const renewed = await this.#deps.client.signinSilent();
    this.setUser(renewed);
  }

  async #renew(): Promise<void> {
    try {
      await this.refresh();
    } catch (error) {
      if (isDefinitive(error) && this.#user !== null) await this.#ended();
      else this.#deps.logger.warn('A renovação do acesso falhou; nova tentativa em instantes.', error);
    }
  }

  /** The session ended by itself (refused refresh, tokens gone): sign in again and come back; drafts stay. */
  async #ended(): Promise<void> {
    await this.#deps.client.removeUser();
    this.setUser(null);
    this.#deps.limpeza.clearCache();
    this.#deps.limpeza.keepDrafts();
    await this.signIn(this.#deps.location.current()).catch((error: unknown) => {
      this.#deps.logger.error('Não foi possível iniciar o acesso.', error);
    });
  }

  /** This tab is on the callback address: its own sign-in is finishing, and must not be started over. */
  #concluindoAcesso(): boolean {
    const path = this.#deps.location.current().split(/[?#]/)[0];
    return path === CAMINHO_RETORNO;
  }

  async #check(): Promise<void> {
    const stored = await this.#deps.client.getUser();
    if (stored === null) {
      if (this.#user !== null) await this.#ended();
      return;
    }
    if (stored.expired === true && this.#refreshing === undefined) await this.#renew();
  }

  async #onMessage(message: MensagemSessao): Promise<void> {
    if (message.tipo === 'saiu') {
      // Sair in another tab: nothing of the session may stay here either.
      this.#redirecting = true;
      this.#deps.limpeza.clearCache();
      this.#deps.limpeza.clearDrafts();
      await this.#deps.client.removeUser();
      this.setUser(null);
      // Not straight back to the provider: its session may not have ended yet, and the person should see why.
      this.#deps.location.assign('/login?motivo=saiu-em-outra-aba');
    } else if (this.#user === null && !this.#redirecting && !this.#concluindoAcesso()) {
      // Signed in elsewhere: this tab follows through the provider's session (no password asked).
      await this.signIn(this.#deps.location.current()).catch(() => undefined);
    }
  }
}

// What this file's tokens resolve to (di/token.ts: token tables never import the classes they name).
declare module '../di/token.ts' {
  interface Registro {
    'session:OidcSession': OidcSession;
  }
}
