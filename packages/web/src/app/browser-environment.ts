/**
 * The app's environment in a real browser tab: the ports of browser-ports.ts, this tab's sessionStorage and the
 * sign-in client built from the configuration (its code fetched at idle). The entry point uses it, and so does the browser harness of the
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
import { chaveDoUsuario, ClienteOidcAdiado } from '../session/cliente-oidc-adiado.ts';
import { quandoOcioso } from './ocioso.ts';

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
    // oidc-client-ts's manager arrives at idle or when a redirect, callback or refresh needs it.
    oidcClient: new ClienteOidcAdiado({
      carregar: () => import('../session/user-manager.ts').then((m) => m.createUserManager(config, browserLocation.origin, storage)),
      storage,
      chaveUsuario: chaveDoUsuario(config.issuer, config.clientId),
      quandoOcioso,
    }),
    telas,
  };
}
