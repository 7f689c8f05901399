// The session of a tab (security.md #2–#5) against a fake of our narrow OIDC client interface: one refresh per
// tab however many callers, a duplicated tab that drops the copied tokens, a sign-out that leaves nothing and
// tells the other tabs, a session that ends by itself signing in again.
import { ErrorResponse, User } from 'oidc-client-ts';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TabChannel } from '../app/ports.ts';
import { adiado, FakeLocation, FakeScheduler, RecordingLogger, settle, type Adiado } from '../test/fakes.ts';
import { OidcSession, type MensagemSessao, type OidcClient } from './oidc-session.ts';

function usuarioOidc(token: string, options: { expiresAt?: number; refresh?: string | undefined; state?: unknown } = {}): User {
  const refresh = 'refresh' in options ? options.refresh : `rt-${token}`;
  return new User({
    access_token: token,
    id_token: `id-${token}`,
    token_type: 'Bearer',
    ...(refresh === undefined ? {} : { refresh_token: refresh }),
    profile: { sub: '7', iss: 'http://localhost:8143', aud: 'rpj-web', exp: 0, iat: 0, preferred_username: 'admin', name: 'Helena Duarte' },
    expires_at: options.expiresAt ?? Math.floor(Date.now() / 1000) + 300,
    userState: options.state,
  });
}

class FakeClient implements OidcClient {
  user: User | null;
  silent = 0;
  silentAnswer: Adiado<User> | undefined;
  callbacks: string[] = [];
  callbackAnswer: () => Promise<User> = () => Promise.resolve(usuarioOidc('novo', { state: { returnTo: '/usuario' } }));
  redirects: unknown[] = [];
  signouts: unknown[] = [];
  revoked: unknown[] = [];
  revokeFails = false;
  expiring: (() => void)[] = [];
  readonly events = {
    addAccessTokenExpiring: (cb: () => void) => {
      this.expiring.push(cb);
      return () => undefined;
    },
    addUserLoaded: () => () => undefined,
    addUserUnloaded: () => () => undefined,
  } as unknown as OidcClient['events'];

  constructor(user: User | null) {
    this.user = user;
  }

  getUser = (): Promise<User | null> => Promise.resolve(this.user);
  removeUser = (): Promise<void> => {
    this.user = null;
    return Promise.resolve();
  };
  signinRedirect = (args?: unknown): Promise<void> => {
    this.redirects.push(args);
    return Promise.resolve();
  };
  signinRedirectCallback = (url?: string): Promise<User> => {
    this.callbacks.push(url ?? '');
    return this.callbackAnswer();
  };
  signinSilent = async (): Promise<User | null> => {
    this.silent++;
    this.silentAnswer = adiado<User>();
    const user = await this.silentAnswer.promise;
    this.user = user;
    return user;
  };
  signoutRedirect = (args?: unknown): Promise<void> => {
    this.signouts.push(args);
    this.user = null;
    return Promise.resolve();
  };
  clearStaleState = (): Promise<void> => Promise.resolve();
  revokeTokens = (types?: unknown): Promise<void> => {
    this.revoked.push(types);
    return this.revokeFails ? Promise.reject(new Error('revocation failed')) : Promise.resolve();
  };
}

class FakeChannel implements TabChannel<MensagemSessao> {
  readonly sent: MensagemSessao[] = [];
  #listeners: ((m: MensagemSessao) => void)[] = [];
  post(message: MensagemSessao): void {
    this.sent.push(message);
  }
  listen(listener: (m: MensagemSessao) => void): () => void {
    this.#listeners.push(listener);
    return () => undefined;
  }
  /** A message from another tab. */
  receive(message: MensagemSessao): void {
    for (const l of this.#listeners) l(message);
  }
}

let client: FakeClient;
let channel: FakeChannel;
let scheduler: FakeScheduler;
let location: FakeLocation;
let logger: RecordingLogger;
let limpezas: string[];
let propria: boolean;

function criar(): OidcSession {
  return new OidcSession({
    client,
    channel,
    scheduler,
    location,
    logger,
    tab: { claim: () => Promise.resolve(propria) },
    nonce: () => 'nonce-de-teste',
    limpeza: {
      clearCache: () => limpezas.push('cache'),
      clearDrafts: () => limpezas.push('rascunhos'),
      keepDrafts: () => limpezas.push('rascunhos guardados'),
    },
  });
}

beforeEach(() => {
  client = new FakeClient(usuarioOidc('a1'));
  channel = new FakeChannel();
  scheduler = new FakeScheduler(Date.now());
  location = new FakeLocation('/usuario?pagina=2');
  logger = new RecordingLogger();
  limpezas = [];
  propria = true;
});

describe('starting', () => {
  it('takes the tokens of its own tab: signed in, with the login and name of the ID token', async () => {
    const session = criar();
    expect(session.isReady()).toBe(false);
    await session.start();
    expect(session.isReady()).toBe(true);
    expect(session.hasSession()).toBe(true);
    expect(session.perfil).toEqual({ login: 'admin', nome: 'Helena Duarte' });
    expect(session.userKey()).toBe('admin');
    expect(await session.getAccessToken()).toBe('a1');
  });

  it('a duplicated tab drops the copied tokens and cache, so it signs in on its own', async () => {
    propria = false;
    const session = criar();
    await session.start();
    expect(session.hasSession()).toBe(false);
    expect(client.user).toBeNull();
    expect(limpezas).toEqual(['cache']);
    expect(await session.getAccessToken()).toBeUndefined();
  });
});

describe('refresh: one per tab', () => {
  it('the renew timer and ten concurrent 401s make one token request, and all get the new token', async () => {
    const session = criar();
    await session.start();
    client.expiring.forEach((renew) => {
      renew();
    });
    const refreshes = Array.from({ length: 10 }, () => session.refresh());
    await settle();
    expect(client.silent).toBe(1);
    client.silentAnswer?.resolve(usuarioOidc('a2'));
    await Promise.all(refreshes);
    expect(client.silent).toBe(1);
    expect(await session.getAccessToken()).toBe('a2');
    // A later expiry makes a new request.
    const next = session.refresh();
    await settle();
    client.silentAnswer?.resolve(usuarioOidc('a3'));
    await next;
    expect(client.silent).toBe(2);
  });

  it('without a refresh token it fails without asking the provider', async () => {
    client.user = usuarioOidc('a1', { refresh: undefined });
    const session = criar();
    await session.start();
    await expect(session.refresh()).rejects.toThrow();
    expect(client.silent).toBe(0);
  });

  it('an expired token is refreshed before it is handed out', async () => {
    client.user = usuarioOidc('velho', { expiresAt: Math.floor(Date.now() / 1000) - 5 });
    const session = criar();
    await session.start();
    const token = session.getAccessToken();
    await settle();
    client.silentAnswer?.resolve(usuarioOidc('fresco'));
    expect(await token).toBe('fresco');
  });

  it('a renew the provider refuses ends the session: cache cleared, sign-in again back to this address', async () => {
    const session = criar();
    await session.start();
    client.expiring[0]?.();
    await settle();
    client.silentAnswer?.reject(new ErrorResponse({ error: 'invalid_grant' }));
    await settle();
    expect(session.hasSession()).toBe(false);
    expect(limpezas).toEqual(['cache', 'rascunhos guardados']);
    expect(client.redirects).toEqual([{ state: { returnTo: '/usuario?pagina=2' }, nonce: 'nonce-de-teste' }]);
  });

  it('a renew that meets a network failure keeps the session and tries again later', async () => {
    const session = criar();
    await session.start();
    client.expiring[0]?.();
    await settle();
    client.silentAnswer?.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(session.hasSession()).toBe(true);
    expect(client.redirects).toEqual([]);
    expect(logger.warnings).toHaveLength(1);
  });
});

describe('signing in', () => {
  it('redirects once, however often it is asked, to a safe return address', async () => {
    client.user = null;
    const session = criar();
    await session.start();
    await Promise.all([session.signIn('//evil.example'), session.signIn('/outra')]);
    expect(session.saindoDaPagina).toBe(true);
    expect(client.redirects).toEqual([{ state: { returnTo: '/' }, nonce: 'nonce-de-teste' }]);
  });

  it('redeems a code once even when the callback screen mounts twice, and tells the other tabs', async () => {
    client.user = null;
    const session = criar();
    await session.start();
    const url = 'http://localhost:8080/auth/callback?code=abc&state=xyz';
    const [a, b] = await Promise.all([session.completeSignIn(url), session.completeSignIn(url)]);
    expect([a, b]).toEqual(['/usuario', '/usuario']);
    expect(client.callbacks).toEqual([url]);
    expect(session.hasSession()).toBe(true);
    expect(channel.sent).toEqual([{ tipo: 'entrou' }]);
  });

  it('a refused callback (tampered state, used code) leaves no session', async () => {
    client.user = null;
    client.callbackAnswer = () => Promise.reject(new Error('No matching state found in storage'));
    const session = criar();
    await session.start();
    await expect(session.completeSignIn('http://localhost:8080/auth/callback?code=x&state=forjado')).rejects.toThrow();
    expect(session.hasSession()).toBe(false);
    expect(channel.sent).toEqual([]);
  });
});

describe('Sair', () => {
  it('clears the cache and the drafts, tells the other tabs, revokes the refresh token and ends the provider session', async () => {
    const session = criar();
    await session.start();
    expect(session.saindoDaPagina).toBe(false);
    await session.signOut();
    expect(session.saindoDaPagina).toBe(true);
    expect(limpezas).toEqual(['cache', 'rascunhos']);
    expect(channel.sent).toEqual([{ tipo: 'saiu' }]);
    expect(client.revoked).toEqual([['refresh_token']]);
    expect(client.signouts).toEqual([{ id_token_hint: 'id-a1' }]);
  });

  it('still ends the provider session when the revocation fails', async () => {
    client.revokeFails = true;
    const session = criar();
    await session.start();
    await session.signOut();
    expect(client.signouts).toHaveLength(1);
  });

  it('in another tab: this tab forgets everything too and says why, without signing in again by itself', async () => {
    const session = criar();
    await session.start();
    channel.receive({ tipo: 'saiu' });
    await settle();
    expect(session.saindoDaPagina).toBe(true);
    expect(session.hasSession()).toBe(false);
    expect(limpezas).toEqual(['cache', 'rascunhos']);
    expect(location.atribuidos).toEqual(['/login?motivo=saiu-em-outra-aba']);
    expect(client.redirects).toEqual([]);
  });

  it('a sign-in in another tab makes a tab without session follow through the provider', async () => {
    client.user = null;
    const session = criar();
    await session.start();
    channel.receive({ tipo: 'entrou' });
    await settle();
    expect(client.redirects).toEqual([{ state: { returnTo: '/usuario?pagina=2' }, nonce: 'nonce-de-teste' }]);
  });
});

describe('a sign-in in another tab while this one finishes its own', () => {
  it('does not start this tab’s sign-in over from the callback address', async () => {
    client.user = null;
    location = new FakeLocation('/auth/callback?code=abc&state=xyz');
    const session = criar();
    await session.start();
    channel.receive({ tipo: 'entrou' });
    await settle();
    expect(client.redirects).toEqual([]);
  });
});

describe('the local session check every 5 s', () => {
  it('notices tokens that vanished from the tab and signs in again', async () => {
    const session = criar();
    await session.start();
    expect(scheduler.ativas.map((t) => t.ms)).toEqual([5000]);
    client.user = null;
    scheduler.advance(5000);
    await settle();
    expect(session.hasSession()).toBe(false);
    expect(client.redirects).toHaveLength(1);
  });

  it('renews an expired token it finds', async () => {
    const session = criar();
    await session.start();
    client.user = usuarioOidc('a1', { expiresAt: Math.floor(scheduler.now() / 1000) - 1 });
    scheduler.advance(5000);
    await settle();
    expect(client.silent).toBe(1);
    expect(session.hasSession()).toBe(true);
  });
});
