/**
 * The app's environment in a real browser tab: the ports of browser-ports.ts, this tab's sessionStorage and the
 * sign-in client built from the configuration. The entry point uses it, and so does the browser harness of the
 * e2e tests (packages/web/test/harness), so both run the same composition.
 */
import type { AppConfig } from './app-config.ts';
import {
  broadcastChannel,
  browserAbrirDocumento,
  browserDownloads,
  browserLocation,
  browserScheduler,
  consoleLogger,
  fetchJson,
  webLocksTabIdentity,
} from './browser-ports.ts';
import type { AppEnvironment } from './container.ts';
import type { MensagemSessao } from '../session/oidc-session.ts';
import { createUserManager } from '../session/user-manager.ts';

export function browserEnvironment(config: AppConfig, buildId: string, telas: ReadonlySet<string>): AppEnvironment {
  const storage = window.sessionStorage;
  return {
    config,
    buildId,
    storage,
    location: browserLocation,
    scheduler: browserScheduler,
    logger: consoleLogger,
    fetchJson,
    downloads: browserDownloads,
    documentos: browserAbrirDocumento,
    channel: broadcastChannel<MensagemSessao>('rpj-sessao'),
    tab: webLocksTabIdentity(storage),
    oidcClient: createUserManager(config, browserLocation.origin, storage),
    telas,
  };
}
