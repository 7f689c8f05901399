/**
 * The development identity provider (oidc-provider 9), standing in for the office's Keycloak (security.md,
 * "Identity provider settings"): the app's public client with code + PKCE S256; refresh tokens without
 * offline_access, rotated on every use, a reused one revoking the grant; JWT access tokens for the one audience of
 * the three services, each carrying `preferred_username`; a confidential client-credentials client for internal
 * tools; our pt-BR pages; its state and keys in the database.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Middleware } from 'koa';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../db/client.ts';
import { databaseAdapter } from './adapter.ts';
import { findConta } from './accounts.ts';
import { interactionMiddleware, mensagemMuitasTentativas, type LogAcesso } from './interactions.ts';
import { loadProviderKeys } from './keys.ts';
import { logoutPage, messagePage } from './pages.ts';
import { AccessLimiter, LIMITES_PADRAO, type LimitesAcesso } from './rate-limit.ts';
import { FILA_DE_CONEXOES } from '../http/conexoes.ts';

/** The resource indicator of the three services. */
export const RECURSO_API = 'urn:rpj:api';
/** Scopes of the services. */
export const ESCOPOS_API = 'api:read api:write';

/** What the provider needs to know. */
export interface IdentityOptions {
  readonly issuer: string;
  readonly port: number;
  readonly listenAddress: string;
  /** Balancers of ours in front: the client's address comes from X-Forwarded-For, that many hops back. */
  readonly saltosProxy?: number;
  readonly db: Db;
  /** The audience of access tokens (the APIs check it). */
  readonly audience: string;
  /** The web app's origin: its /auth/callback and /login are the public client's redirects. */
  readonly appOrigin: string;
  readonly accessTokenTtlS: number;
  readonly refreshTokenTtlS: number;
  readonly sessionTtlS: number;
  /** The confidential client for internal tools, and the technical user its tokens name. */
  readonly integration: { readonly clientId: string; readonly clientSecret: string; readonly username: string };
  /** Sign-in limits (tests use small ones). */
  readonly limites?: LimitesAcesso;
  /** Where failed sign-ins and limits reached are logged. */
  readonly log: LogAcesso;
}

/** The public client id of the web app. */
export const CLIENTE_WEB = 'rpj-web';

/** A running provider. */
export interface RunningIdentity {
  readonly url: string;
  readonly provider: Provider;
  close(): Promise<void>;
}

/**
 * Wrong client secrets at the token endpoint are limited like passwords (security.md #15): per client and address,
 * counted when the request starts, cleared by a success; failures and limits logged, never the secret.
 */
function clientSecretLimit(limiter: AccessLimiter, limites: LimitesAcesso, log: LogAcesso): Middleware {
  return async (ctx, next) => {
    const header = ctx.get('authorization');
    if (ctx.method !== 'POST' || ctx.path !== '/token' || !/^basic /i.test(header)) {
      await next();
      return;
    }
    const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
    let clientId = decoded.slice(0, Math.max(0, decoded.indexOf(':')));
    try {
      clientId = decodeURIComponent(clientId);
    } catch {
      // An id that is not URL-encoded is counted as sent.
    }
    const chave = { chave: `cliente:${clientId.slice(0, 200)}|${ctx.ip}`, regra: limites.cliente };
    const tentativa = await limiter.tentar([chave]);
    if (!tentativa.permitida) {
      log.warn({ evento: 'limite_de_acesso', pagina: 'token', cliente: clientId, endereco: ctx.ip, esperaMs: tentativa.esperaMs }, 'client limited');
      ctx.status = 429;
      ctx.set('Retry-After', String(Math.ceil(tentativa.esperaMs / 1000)));
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { error: 'slow_down', error_description: mensagemMuitasTentativas(tentativa.esperaMs) };
      return;
    }
    await next();
    if (ctx.status === 200) await limiter.sucesso([chave]);
    else if (ctx.status === 401) log.warn({ evento: 'acesso_recusado', pagina: 'token', cliente: clientId, endereco: ctx.ip }, 'client authentication failed');
  };
}

/** Starts the provider on its port. */
export async function startIdentityProvider(options: IdentityOptions): Promise<RunningIdentity> {
  const keys = await loadProviderKeys(options.db);
  // Listen first: with port 0 (tests) the issuer is known only once the port is.
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen({ port: options.port, host: options.listenAddress, backlog: FILA_DE_CONEXOES }, resolve));
  const port = (server.address() as AddressInfo).port;
  const issuer = options.port === 0 ? options.issuer.replace(/:\d+$/, `:${port}`) : options.issuer;
  const configuration: Configuration = {
    adapter: databaseAdapter(options.db),
    clients: [
      {
        client_id: CLIENTE_WEB,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${options.appOrigin}/auth/callback`],
        post_logout_redirect_uris: [`${options.appOrigin}/login`],
      },
      {
        client_id: options.integration.clientId,
        client_secret: options.integration.clientSecret,
        token_endpoint_auth_method: 'client_secret_basic',
        grant_types: ['client_credentials'],
        response_types: [],
        redirect_uris: [],
        rpj_usuario: options.integration.username,
      },
    ],
    extraClientMetadata: { properties: ['rpj_usuario'] },
    pkce: { required: () => true },
    scopes: ['openid', 'profile', 'email', 'offline_access', 'api:read', 'api:write'],
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email'] },
    // The app reads name, preferred_username and email from the ID token (its access token is the APIs').
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: KoaContextWithOIDC, form: string) => {
          const automatic = ctx.oidc.params?.['id_token_hint'] !== undefined;
          const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
          ctx.set('Content-Security-Policy', `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; form-action 'self' ${options.appOrigin}; frame-ancestors 'none'; base-uri 'none'`);
          ctx.body = logoutPage(form, nonce, automatic);
          return Promise.resolve();
        },
        postLogoutSuccessSource: (ctx: KoaContextWithOIDC) => {
          const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
          ctx.set('Content-Security-Policy', `default-src 'none'; style-src 'nonce-${nonce}'; frame-ancestors 'none'; base-uri 'none'`);
          ctx.body = messagePage('Sessão encerrada', 'Você saiu do sistema. Para entrar de novo, volte ao endereço do sistema.', nonce);
          return Promise.resolve();
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => Promise.resolve(RECURSO_API),
        useGrantedResource: () => Promise.resolve(true),
        getResourceServerInfo: () =>
          Promise.resolve({
            scope: ESCOPOS_API,
            audience: options.audience,
            accessTokenFormat: 'jwt' as const,
            accessTokenTTL: options.accessTokenTtlS,
            jwt: { sign: { alg: 'RS256' as const } },
          }),
      },
    },
    // Refresh tokens for the app without offline_access; rotated on every use (reuse revokes the grant).
    issueRefreshToken: (_ctx, client) => Promise.resolve(client.grantTypeAllowed('refresh_token')),
    rotateRefreshToken: true,
    extraTokenClaims: async (_ctx, token) => {
      if (token.kind === 'ClientCredentials') {
        const client = (token as unknown as { client?: { rpj_usuario?: string } }).client;
        return { preferred_username: client?.rpj_usuario ?? options.integration.username };
      }
      // The subject is the user's id (findAccount); the login of the moment rides along for display and logs.
      const accountId = (token as unknown as { accountId?: string }).accountId;
      if (accountId === undefined) return undefined;
      const conta = await findConta(options.db, accountId);
      return conta === undefined ? undefined : { preferred_username: conta.login };
    },
    findAccount: async (_ctx, id) => {
      const conta = await findConta(options.db, id);
      if (conta === undefined) return undefined;
      // The account id, and so every token's `sub`, is the user's id: it never changes and is never reused, unlike
      // the login (security.md #14).
      return {
        accountId: String(conta.id),
        claims: () => ({ sub: String(conta.id), preferred_username: conta.login, name: conta.nome, ...(conta.email === undefined ? {} : { email: conta.email }) }),
      };
    },
    // Our own clients need no consent screen: the grant covers what they ask for.
    loadExistingGrant: async (ctx) => {
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(ctx.oidc.client?.clientId ?? '');
      if (grantId !== undefined) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing !== undefined) return existing;
      }
      const accountId = ctx.oidc.session?.accountId;
      const clientId = ctx.oidc.client?.clientId;
      if (accountId === undefined || clientId === undefined) return undefined;
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId });
      grant.addOIDCScope('openid profile email offline_access');
      grant.addOIDCClaims(['name', 'preferred_username', 'email']);
      grant.addResourceScope(RECURSO_API, ESCOPOS_API);
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx, interaction) => Promise.resolve(`/interaction/${interaction.uid}`) },
    cookies: { keys: keys.cookieKeys },
    jwks: keys.jwks,
    ttl: {
      AccessToken: options.accessTokenTtlS,
      ClientCredentials: options.accessTokenTtlS,
      AuthorizationCode: 60,
      IdToken: options.accessTokenTtlS,
      Interaction: 3600,
      Grant: options.sessionTtlS,
      Session: options.sessionTtlS,
      // A rotated refresh token keeps the chain's original expiry.
      RefreshToken: (ctx, token) => {
        const previous = ctx.oidc.entities.RefreshToken;
        if (previous !== undefined && token !== previous) return Math.max(1, previous.remainingTTL);
        return options.refreshTokenTtlS;
      },
    },
    clientBasedCORS: (_ctx, origin) => origin === options.appOrigin,
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>Erro de acesso</title></head><body><h1>Não foi possível concluir o acesso</h1><p>Volte ao sistema e entre novamente.</p><p><small>${out.error.replace(/[<>&"']/g, '')}</small></p></body></html>`;
      return Promise.resolve();
    },
  };
  const provider = new Provider(issuer, configuration);
  if ((options.saltosProxy ?? 0) > 0) {
    // Koa's reading of X-Forwarded-For: the last `maxIpsCount` entries are the ones our balancers wrote.
    provider.proxy = true;
    provider.maxIpsCount = options.saltosProxy ?? 0;
  }
  const limites = options.limites ?? LIMITES_PADRAO;
  const limiter = new AccessLimiter(options.db);
  provider.use(clientSecretLimit(limiter, limites, options.log));
  // Counts past their window are forgotten now and then, so guesses with ever new logins do not fill the table.
  const janelaMaxima = Math.max(limites.par.janelaMs, limites.endereco.janelaMs, limites.cliente.janelaMs);
  const limpeza = setInterval(() => {
    limiter.limpar(janelaMaxima).catch((error: unknown) => {
      options.log.warn({ evento: 'limpeza_de_limites', err: error }, 'sign-in limits housekeeping failed');
    });
  }, 10 * 60_000);
  limpeza.unref();
  provider.use(
    interactionMiddleware(provider, {
      db: options.db,
      allowedReturnOrigins: [options.appOrigin],
      limites,
      chaveDispositivos: keys.cookieKeys[0] ?? '',
      seguro: issuer.startsWith('https:'),
      log: options.log,
    }),
  );
  const handle = provider.callback();
  server.on('request', (req, res) => {
    void handle(req, res);
  });
  return {
    url: issuer,
    provider,
    close: async () => {
      clearInterval(limpeza);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => { resolve(); }));
    },
  };
}
