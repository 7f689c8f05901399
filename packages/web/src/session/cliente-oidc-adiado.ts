/**
 * The sign-in client with oidc-client-ts's UserManager loaded off the first screen's path. Restoring a session
 * needs only this tab's stored tokens, read here as UserManager stores them; the manager itself (the redirects, the
 * callback, the refresh, the expiry timer) is fetched at idle, or at once when a sign-in, a callback, a refresh
 * or a sign-out needs it. Listeners added before it arrives are attached to it when it does; once it is here,
 * every call goes to it.
 */
import type { UserManager, UserProfile } from 'oidc-client-ts';
import type { OidcClient, UsuarioOidc } from './oidc-session.ts';

type Eventos = OidcClient['events'];
type Inscrever = (eventos: Eventos) => () => void;

/** What the deferred client needs: how to build the manager, where it keeps the user, and when to load it. */
export interface ClienteOidcAdiadoDeps {
  /** Builds the UserManager (a dynamic import of session/user-manager.ts). */
  readonly carregar: () => Promise<UserManager>;
  /** This tab's storage, as the manager's user store uses it. */
  readonly storage: Storage;
  /** The key under which the manager keeps the user: `oidc.user:<authority>:<client_id>`. */
  readonly chaveUsuario: string;
  /** Schedules the manager's load when nothing more urgent is happening (app/ocioso.ts in the browser). */
  readonly quandoOcioso: (fazer: () => void) => void;
}

/** The key oidc-client-ts's UserManager keeps the user under, with the store prefix of session/user-manager.ts. */
export function chaveDoUsuario(authority: string, clientId: string): string {
  return `oidc.user:${authority}:${clientId}`;
}

/** What UserManager stores of a user (its `toStorageString`). */
interface UsuarioGuardado {
  readonly access_token: string;
  readonly refresh_token?: string;
  readonly id_token?: string;
  readonly profile: UserProfile;
  readonly expires_at?: number;
}

/** A stored user as the session reads it, expiring as oidc-client-ts's User does (whole seconds of the clock). */
export function usuarioGuardado(texto: string, agoraMs: () => number = Date.now): UsuarioOidc {
  const dados = JSON.parse(texto) as UsuarioGuardado;
  return {
    access_token: dados.access_token,
    refresh_token: dados.refresh_token,
    id_token: dados.id_token,
    profile: dados.profile,
    state: undefined,
    get expired() {
      return dados.expires_at === undefined ? undefined : dados.expires_at - Math.floor(agoraMs() / 1000) <= 0;
    },
  };
}

export class ClienteOidcAdiado implements OidcClient {
  readonly #deps: ClienteOidcAdiadoDeps;
  #manager: Promise<UserManager> | undefined;
  #pronto: UserManager | undefined;
  readonly #inscricoes = new Set<{ readonly inscrever: Inscrever; parar?: () => void }>();
  #avisarCarregado: (manager: UserManager) => void = () => undefined;
  readonly #carregado = new Promise<UserManager>((resolve) => {
    this.#avisarCarregado = resolve;
  });

  readonly events: Eventos;

  constructor(deps: ClienteOidcAdiadoDeps) {
    this.#deps = deps;
    const inscrever =
      (como: Inscrever): (() => void) =>
        this.#inscrever(como);
    this.events = {
      addAccessTokenExpiring: (cb) => inscrever((e) => e.addAccessTokenExpiring(cb)),
      addUserLoaded: (cb) => inscrever((e) => e.addUserLoaded(cb)),
      addUserUnloaded: (cb) => inscrever((e) => e.addUserUnloaded(cb)),
    };
    deps.quandoOcioso(() => {
      void this.manager().catch(() => undefined);
    });
  }

  /** The manager, loaded once; with it, the stored user is read again so that its expiry timer runs. */
  manager(): Promise<UserManager> {
    this.#manager ??= this.#deps.carregar().then(async (manager) => {
      for (const inscricao of this.#inscricoes) inscricao.parar = inscricao.inscrever(manager.events);
      this.#pronto = manager;
      this.#avisarCarregado(manager);
      await manager.getUser();
      return manager;
    });
    // A failed load (the network) is tried again by the next call that needs the manager.
    this.#manager.catch(() => {
      this.#manager = undefined;
    });
    return this.#manager;
  }

  #inscrever(inscrever: Inscrever): () => void {
    const inscricao: { readonly inscrever: Inscrever; parar?: () => void } = { inscrever };
    this.#inscricoes.add(inscricao);
    if (this.#pronto !== undefined) inscricao.parar = inscrever(this.#pronto.events);
    return () => {
      this.#inscricoes.delete(inscricao);
      inscricao.parar?.();
    };
  }

  getUser(): Promise<UsuarioOidc | null> {
    if (this.#pronto !== undefined) return this.#pronto.getUser();
    const guardado = this.#deps.storage.getItem(this.#deps.chaveUsuario);
    return Promise.resolve(guardado === null ? null : usuarioGuardado(guardado));
  }

  removeUser(): Promise<void> {
    if (this.#pronto !== undefined) return this.#pronto.removeUser();
    this.#deps.storage.removeItem(this.#deps.chaveUsuario);
    return Promise.resolve();
  }

  /** Old sign-in state is dropped when the manager arrives, not worth fetching it for. */
  async clearStaleState(): Promise<void> {
    await (await this.#carregado).clearStaleState();
  }

  async signinRedirect(...args: Parameters<UserManager['signinRedirect']>): Promise<void> {
    await (await this.manager()).signinRedirect(...args);
  }

  async signinRedirectCallback(...args: Parameters<UserManager['signinRedirectCallback']>): Promise<UsuarioOidc> {
    return (await this.manager()).signinRedirectCallback(...args);
  }

  async signinSilent(...args: Parameters<UserManager['signinSilent']>): Promise<UsuarioOidc | null> {
    return (await this.manager()).signinSilent(...args);
  }

  async signoutRedirect(...args: Parameters<UserManager['signoutRedirect']>): Promise<void> {
    await (await this.manager()).signoutRedirect(...args);
  }

  async revokeTokens(...args: Parameters<UserManager['revokeTokens']>): Promise<void> {
    await (await this.manager()).revokeTokens(...args);
  }
}
