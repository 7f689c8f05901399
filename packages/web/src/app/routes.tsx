/**
 * The data router, built from the domain's route table: public routes open without signing in; every other
 * route sits under the signed-in layout, whose loader starts the sign-in when this tab has no session, and has
 * the guard as its loader (parameters checked by the domain: an invalid one is not found). Screens load lazily
 * together with their container module.
 */
import { ROTAS, resolveRoute, routeById, type IdRota, type Rota } from '@rpj/domain';
import type { Container, ContainerModule } from 'inversify';
import { createBrowserRouter, createMemoryRouter, data, redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { CallbackView, LoginView, PasswordRedirectView } from '../features/auth/auth.views.tsx';
import { resolve } from '../di/token.ts';
import { SESSION } from '../session/session.tokens.ts';
import { AppLayout, type RouteHandle } from '../shell/app-layout.view.tsx';
import { isChunkLoadError } from '../shell/chunk-reload.ts';
import { ErroView, NaoEncontradaView, RouteErrorView, TelaIndisponivelView } from '../shell/error-pages.view.tsx';
import { LoadingOverlay } from '../shell/loading-overlay.view.tsx';
import { RootLayout } from '../shell/root-layout.view.tsx';
import { SHELL } from '../shell/shell.tokens.ts';
import type { Feature } from '../di/feature.ts';
import type { Telas } from './screens.ts';

type AppRouter = ReturnType<typeof createBrowserRouter>;

function handle(id: IdRota): RouteHandle {
  return { rota: routeById(id) };
}

/** The route objects (exported for tests, which use a memory router). */
export function appRoutes(container: Container, telas: Telas): RouteObject[] {
  const session = resolve(container, SESSION.session);
  const user = resolve(container, SESSION.userStore);
  const guard = resolve(container, SHELL.guard);
  const loaded = new Set<ContainerModule>();

  const signedIn: LoaderFunction = async ({ request }) => {
    if (!session.hasSession()) {
      const url = new URL(request.url);
      await session.signIn(`${url.pathname}${url.search}${url.hash}`);
      // The browser is leaving for the identity provider: nothing renders meanwhile.
      return new Promise<never>(() => undefined);
    }
    user.ensureLoaded(session.perfil?.login);
    return null;
  };

  // Where the current navigation goes, for a reload when its screen's code fails to load.
  let destino: string | undefined;
  const guarded =
    (rota: Rota): LoaderFunction =>
    async ({ request }) => {
      const url = new URL(request.url);
      destino = `${url.pathname}${url.search}${url.hash}`;
      if (resolveRoute(url.pathname)?.rota.id !== rota.id) {
        // react-router's way to reach the error element with a status (spec §8: not found, 404).
        // eslint-disable-next-line @typescript-eslint/only-throw-error
        throw data('Página não encontrada', { status: 404 });
      }
      const decisao = await guard.check(rota);
      return decisao.permitir ? null : redirect(decisao.para);
    };

  const reloader = resolve(container, SHELL.chunkReloader);
  const lazyScreen = (load: () => Promise<Feature>) => async () => {
    let feature: Feature;
    try {
      feature = await load();
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      // A screen's code that fails to load (spec §1): reload once; if that just happened, say so.
      if (reloader.reloadOnce(destino)) return new Promise<never>(() => undefined);
      return { Component: TelaIndisponivelView };
    }
    if (!loaded.has(feature.module)) {
      container.load(feature.module);
      loaded.add(feature.module);
    }
    return { Component: feature.Component };
  };

  const screens: RouteObject[] = ROTAS.filter((r) => !r.publica && r.id !== 'novaSenha').flatMap((rota): RouteObject[] => {
    const load = telas[rota.id];
    if (load === undefined) return [];
    const base = { loader: guarded(rota), lazy: lazyScreen(load), handle: { rota }, errorElement: <RouteErrorView /> };
    return rota.path === '/' ? [{ ...base, index: true }] : [{ ...base, path: rota.path }];
  });

  // Public screens (the request lookup): outside the signed-in layout, no guard, their code loaded like any screen's.
  const publicas: RouteObject[] = ROTAS.filter((r) => r.publica).flatMap((rota): RouteObject[] => {
    const load = telas[rota.id];
    return load === undefined ? [] : [{ path: rota.path, lazy: lazyScreen(load), handle: { rota }, errorElement: <RouteErrorView /> }];
  });

  return [
    {
      id: 'raiz',
      element: <RootLayout />,
      errorElement: <RouteErrorView />,
      hydrateFallbackElement: <LoadingOverlay />,
      children: [
        { path: routeById('erro').path, element: <ErroView />, handle: handle('erro') },
        { path: routeById('login').path, element: <LoginView />, handle: handle('login') },
        { path: '/auth/callback', element: <CallbackView />, handle: handle('auth.callback') },
        { path: '/Auth/alterar-senha', element: <PasswordRedirectView />, handle: handle('auth.alterarSenha') },
        ...publicas,
        {
          id: 'autenticado',
          path: '/',
          loader: signedIn,
          element: <AppLayout />,
          errorElement: <RouteErrorView />,
          children: [
            {
              path: routeById('novaSenha').path,
              loader: guarded(routeById('novaSenha')),
              element: <PasswordRedirectView />,
              handle: handle('novaSenha'),
            },
            ...screens,
            { path: '*', element: <NaoEncontradaView /> },
          ],
        },
      ],
    },
  ];
}

/** The app's router. */
export function createAppRouter(container: Container, telas: Telas): AppRouter {
  return createBrowserRouter(appRoutes(container, telas));
}

/** A router over an in-memory history, for component tests. */
export function createTestRouter(
  container: Container,
  telas: Telas,
  initialEntries: string[],
): AppRouter {
  return createMemoryRouter(appRoutes(container, telas), { initialEntries });
}
