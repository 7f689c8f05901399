/**
 * The browser entry: starts loading the address's screen, reads the configuration (written into index.html by the
 * server, else /config.json), builds the container, starts the session, and renders. Styles go through a Griffel
 * renderer that carries the CSP nonce the server wrote into index.html.
 */
import 'reflect-metadata/lite';
import './app/global.css';
import { resolveRoute, type IdRota } from '@rpj/domain';
import { createDOMRenderer } from '@fluentui/react-components';
import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadAppConfig, readEmbeddedConfig } from './app/app-config.ts';
import { App, StyleRoot } from './app/app.tsx';
import { browserEnvironment } from './app/browser-environment.ts';
import { ConfigErrorView } from './app/config-error.view.tsx';
import { createAppContainer, wireSdkEvents } from './app/container.ts';
import { createAppRouter } from './app/routes.tsx';
import { TELAS } from './app/screens.ts';
import { resolve } from './di/token.ts';
import { SESSION } from './session/session.tokens.ts';
import { SHELL } from './shell/shell.tokens.ts';

async function main(): Promise<void> {
  const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content.trim();
  const renderer = createDOMRenderer(document, nonce === undefined || nonce === '' ? {} : { styleElementAttributes: { nonce } });
  const element = document.getElementById('root');
  if (element === null) throw new Error('index.html has no #root');
  const root = createRoot(element);
  const render = (node: ReactNode): void => {
    root.render(
      <StrictMode>
        <StyleRoot renderer={renderer}>{node}</StyleRoot>
      </StrictMode>,
    );
  };

  // The address's screen starts loading now, beside the config and the session: the router's load of the same
  // route shares this one (di/feature.ts), failures included (it reports them).
  const endereco = resolveRoute(window.location.pathname);
  if (endereco !== undefined) TELAS[endereco.rota.id as IdRota]?.().catch(() => undefined);

  // The server writes the configuration into the page; the dev server does not, and /config.json answers then.
  const embutida = document.querySelector<HTMLMetaElement>('meta[name="rpj-config"]')?.content;
  const leitura = embutida === undefined ? await loadAppConfig(fetch.bind(window)) : readEmbeddedConfig(embutida);
  if (!leitura.ok) {
    render(<ConfigErrorView problema={leitura.problema} />);
    return;
  }
  const container = createAppContainer(browserEnvironment(leitura.config, __RPJ_BUILD_ID__, new Set(Object.keys(TELAS))));
  await resolve(container, SESSION.session).start();
  const router = createAppRouter(container, TELAS);
  resolve(container, SHELL.routerNavigation).attach((path, options) => router.navigate(path, options));
  wireSdkEvents(container);
  resolve(container, SHELL.buildCheck).start();
  // Rendered as a transition: React renders the first screen in slices and lets the tab's other work run between
  // them, so the list's request (started as its screen renders) leaves during the render rather than after it.
  startTransition(() => {
    render(<App container={container} router={router} />);
  });
}

void main();
