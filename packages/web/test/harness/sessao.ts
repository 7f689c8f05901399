/**
 * Browser harness of the e2e tests (never part of the app's build): the app's own composition — container,
 * session on oidc-client-ts, SDK — started in a tab that already signed in through the app, with a handle that
 * lets a test make calls no screen makes at once (security.md #3: ten concurrent calls meeting 401s while the
 * renew timer fires). Built by scripts/test-e2e.mjs into dist/__e2e/.
 */
import 'reflect-metadata/lite';
import { clienteUsuarios, type MensagemEvento } from '@rpj/sdk';
import { loadAppConfig } from '../../src/app/app-config.ts';
import { APP } from '../../src/app/app.tokens.ts';
import { browserEnvironment } from '../../src/app/browser-environment.ts';
import { createAppContainer } from '../../src/app/container.ts';
import { resolve } from '../../src/di/token.ts';
import { SESSION } from '../../src/session/session.tokens.ts';

/** What a test reaches through `window.rpjHarness`. */
export interface RpjHarness {
  /** `n` concurrent reads of the users list (distinct pages, so no cache answers); each one's outcome. */
  chamadas(n: number): Promise<string[]>;
  /** The SDK's messages so far (what the alert dialog would have shown). */
  readonly mensagens: MensagemEvento[];
}

declare global {
  interface Window {
    rpjHarness?: RpjHarness;
  }
}

async function main(): Promise<void> {
  const leitura = await loadAppConfig(fetch.bind(window));
  if (!leitura.ok) throw new Error(leitura.problema);
  const container = createAppContainer(browserEnvironment(leitura.config, 'harness', new Set()));
  await resolve(container, SESSION.session).start();
  const sdk = resolve(container, APP.sdk);
  const mensagens: MensagemEvento[] = [];
  sdk.events.on('mensagem', (evento) => mensagens.push(evento));
  window.rpjHarness = {
    mensagens,
    chamadas: async (n) => {
      const resultados = await Promise.allSettled(
        Array.from({ length: n }, (_, i) => sdk.cliente(clienteUsuarios).listar({}, { pageNumber: i, pageSize: 1 })),
      );
      return resultados.map((r) => (r.status === 'fulfilled' ? r.value.tipoResposta : String(r.reason)));
    },
  };
  document.body.dataset['pronto'] = 'sim';
}

void main();
