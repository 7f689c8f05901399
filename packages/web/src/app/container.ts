/**
 * The composition root: the only place that creates the SDK and the sign-in client, binds the browser's ports
 * and loads every feature module that is not lazy.
 */
import { caminho } from '@rpj/domain';
import { createRpjSdkNucleo } from '@rpj/sdk';
import { Container } from 'inversify';
import { bindToken, resolve } from '../di/token.ts';
import { authModule } from '../features/auth/auth.module.ts';
import { DraftStore } from '../session/draft-store.ts';
import { OidcSession, type MensagemSessao, type OidcClient } from '../session/oidc-session.ts';
import { sessionModule } from '../session/session.module.ts';
import { SESSION } from '../session/session.tokens.ts';
import { shellModule } from '../shell/shell.module.ts';
import { SHELL } from '../shell/shell.tokens.ts';
import type { AppConfig } from './app-config.ts';
import { APP } from './app.tokens.ts';
import type { AbrirDocumento, BrowserLocation, Downloads, FetchJson, Logger, Scheduler, TabChannel, TabIdentity } from './ports.ts';

/** Everything the app takes from its environment. */
export interface AppEnvironment {
  readonly config: AppConfig;
  readonly buildId: string;
  readonly storage: Storage;
  readonly location: BrowserLocation;
  readonly scheduler: Scheduler;
  readonly logger: Logger;
  readonly fetchJson: FetchJson;
  readonly downloads: Downloads;
  readonly documentos: AbrirDocumento;
  readonly channel: TabChannel<MensagemSessao>;
  readonly tab: TabIdentity;
  readonly oidcClient: OidcClient;
  readonly telas: ReadonlySet<string>;
  /** The fetch the SDK uses; the global one by default. */
  readonly fetch?: typeof globalThis.fetch;
}

/** Builds the container of the app. */
export function createAppContainer(env: AppEnvironment): Container {
  const container = new Container();
  const drafts = new DraftStore(env.storage);
  const session = new OidcSession({
    client: env.oidcClient,
    location: env.location,
    channel: env.channel,
    tab: env.tab,
    scheduler: env.scheduler,
    logger: env.logger,
    nonce: () => crypto.randomUUID().replaceAll('-', ''),
    limpeza: {
      clearCache: () => {
        sdk.cache.clear();
      },
      clearDrafts: () => {
        drafts.clearAll();
      },
      keepDrafts: () => {
        drafts.sessaoEncerrada();
      },
    },
  });
  const sdk = createRpjSdkNucleo({
    services: env.config.servicos,
    tokenProvider: session,
    // security.md #7: the response cache lives in this tab's sessionStorage, scoped to the signed-in user.
    cacheStorage: env.storage,
    ...(env.fetch === undefined ? {} : { fetch: env.fetch }),
  });

  bindToken(container.bind.bind(container), APP.config).toConstantValue(env.config);
  bindToken(container.bind.bind(container), APP.buildId).toConstantValue(env.buildId);
  bindToken(container.bind.bind(container), APP.storage).toConstantValue(env.storage);
  bindToken(container.bind.bind(container), APP.location).toConstantValue(env.location);
  bindToken(container.bind.bind(container), APP.scheduler).toConstantValue(env.scheduler);
  bindToken(container.bind.bind(container), APP.logger).toConstantValue(env.logger);
  bindToken(container.bind.bind(container), APP.fetchJson).toConstantValue(env.fetchJson);
  bindToken(container.bind.bind(container), APP.downloads).toConstantValue(env.downloads);
  bindToken(container.bind.bind(container), APP.documentos).toConstantValue(env.documentos);
  bindToken(container.bind.bind(container), APP.telas).toConstantValue(env.telas);
  bindToken(container.bind.bind(container), APP.sdk).toConstantValue(sdk);
  bindToken(container.bind.bind(container), SESSION.session).toConstantValue(session);
  bindToken(container.bind.bind(container), SESSION.drafts).toConstantValue(drafts);
  container.load(shellModule, sessionModule, authModule);
  return container;
}

/**
 * The SDK's events into the app (spec §8): messages to the alert dialog, places to the router, and a session
 * that ended by itself to a new sign-in that comes back here (drafts kept).
 */
export function wireSdkEvents(container: Container): () => void {
  const sdk = resolve(container, APP.sdk);
  const alerts = resolve(container, SHELL.alerts);
  const navigation = resolve(container, SHELL.navigation);
  const session = resolve(container, SESSION.session);
  const location = resolve(container, APP.location);
  const logger = resolve(container, APP.logger);
  const drafts = resolve(container, SESSION.drafts);
  const stops = [
    sdk.events.on('mensagem', (evento) => {
      alerts.fromSdk(evento);
    }),
    sdk.events.on('navegar', (evento) => {
      navigation.navigate(evento.para);
    }),
    sdk.events.on('entrar', () => {
      // The session ended by itself: what the person typed is kept, and its notice will say why.
      drafts.sessaoEncerrada();
      session.signIn(location.current()).catch((error: unknown) => {
        logger.error('Não foi possível iniciar o acesso.', error);
        navigation.navigate(caminho('erro'));
      });
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
