// @vitest-environment happy-dom
// The guard and the menu through the real route table, in a memory router: a screen the user may not open ends
// with the spec's exact ALERTA and the home screen; a permitted one opens with its title and breadcrumb; a first
// access goes to the provider's change-password page; the menu lists only what the user may open.
import { PERMISSAO, semPermissao, type Usuario } from '@rpj/domain';
import { FluentProvider } from '@fluentui/react-components';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { Container, ContainerModule } from 'inversify';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ContainerProvider } from '../di/container-provider.tsx';
import { bindToken, resolve } from '../di/token.ts';
import { authModule } from '../features/auth/auth.module.ts';
import { DraftStore } from '../session/draft-store.ts';
import { sessionModule } from '../session/session.module.ts';
import { SESSION } from '../session/session.tokens.ts';
import { AlertDialogView } from '../shell/alert-dialog.view.tsx';
import { shellModule } from '../shell/shell.module.ts';
import { SHELL } from '../shell/shell.tokens.ts';
import { FakeLocation, FakeScheduler, RecordingLogger, usuarioFixture } from '../test/fakes.ts';
import { APP } from './app.tokens.ts';
import { createTestRouter } from './routes.tsx';
import type { Feature } from '../di/feature.ts';

function ListaDeUsuarios(): ReactNode {
  return (
    <>
      <h1>Usuários</h1>
      <p>Lista de usuários</p>
    </>
  );
}

const TELAS: Readonly<Record<string, () => Promise<Feature>>> = {
  inicio: () => import('../features/inicio/inicio.feature.ts').then((m) => m.telas.inicio()),
  usuario: () => Promise.resolve({ module: new ContainerModule(() => undefined), Component: ListaDeUsuarios }),
};

function montar(usuario: Usuario, caminho: string): { location: FakeLocation } {
  const c = new Container();
  const bind = c.bind.bind(c);
  const location = new FakeLocation(caminho);
  bindToken(bind, APP.config).toConstantValue({
    servicos: { cadastro: 'http://localhost:8140', selo: 'http://localhost:8141', consulta: 'http://localhost:8142' },
    issuer: 'http://localhost:8143',
    clientId: 'rpj-web',
    cartorio: 'Cartório de teste',
    refreshLeadSeconds: 60,
    alterarSenhaUrl: 'http://localhost:8143/conta/alterar-senha',
  });
  bindToken(bind, APP.buildId).toConstantValue('teste');
  bindToken(bind, APP.scheduler).toConstantValue(new FakeScheduler(Date.UTC(2026, 10, 23, 12)));
  bindToken(bind, APP.location).toConstantValue(location);
  bindToken(bind, APP.logger).toConstantValue(new RecordingLogger());
  bindToken(bind, APP.fetchJson).toConstantValue(() => Promise.reject(new Error('not used')));
  bindToken(bind, APP.downloads).toConstantValue(() => undefined);
  bindToken(bind, APP.storage).toConstantValue(window.sessionStorage);
  bindToken(bind, APP.telas).toConstantValue(new Set(Object.keys(TELAS)));
  bindToken(bind, APP.sdk).toConstantValue({
    cache: { clear: () => undefined, invalidate: () => undefined, invalidatePrefix: () => undefined },
    // The one client the routes use: the signed-in user's.
    cliente: () => ({ recuperaDadosPorLogin: () => Promise.resolve({ dados: usuario, mensagens: [], tipoResposta: 'OK' }) }),
  } as never);
  bindToken(bind, SESSION.session).toConstantValue({
    perfil: { login: usuario.login, nome: usuario.nome },
    hasSession: () => true,
    signIn: () => Promise.resolve(),
    signOut: () => Promise.resolve(),
  } as never);
  bindToken(bind, SESSION.drafts).toConstantValue(new DraftStore(window.sessionStorage));
  c.load(shellModule, sessionModule, authModule);
  const router = createTestRouter(c, TELAS, [caminho]);
  resolve(c, SHELL.routerNavigation).attach((path, options) => router.navigate(path, options));
  render(
    <FluentProvider>
      <ContainerProvider container={c}>
        <RouterProvider router={router} />
        <AlertDialogView />
      </ContainerProvider>
    </FluentProvider>,
  );
  return { location };
}

afterEach(() => {
  cleanup();
});

describe('the guard', () => {
  it('a screen without the permission: the exact ALERTA, then home', async () => {
    montar(usuarioFixture({ nome: 'Carlos Pereira', permissoes: [] }), '/usuario');
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(semPermissao([PERMISSAO.VISUALIZAR_USUARIOS]))).toBeTruthy();
    expect(dialog.textContent).toContain('Atenção');
    expect(await screen.findByRole('heading', { name: /, Carlos$/ })).toBeTruthy();
    expect(screen.queryByText('Lista de usuários')).toBeNull();
  });

  it('a permitted screen opens with its title and breadcrumb, and is in the menu', async () => {
    montar(usuarioFixture({ permissoes: [PERMISSAO.VISUALIZAR_USUARIOS] }), '/usuario');
    expect(await screen.findByText('Lista de usuários')).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Você está em' })).getByText('Usuários')).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(menu).getByRole('group', { name: 'Administração' })).toBeTruthy();
    expect(within(menu).getByText('Usuários')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('the menu leaves out what the user may not open', async () => {
    montar(usuarioFixture({ permissoes: [] }), '/');
    await screen.findByRole('heading', { level: 1 });
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(menu).queryByText('Usuários')).toBeNull();
    expect(within(menu).getByText('Início')).toBeTruthy();
  });

  it('a first access goes to the provider’s change-password page, whatever was asked', async () => {
    const { location } = montar(usuarioFixture({ primeiroAcesso: true, permissoes: [PERMISSAO.VISUALIZAR_USUARIOS] }), '/usuario');
    await waitFor(() => {
      expect(location.atribuidos).toEqual([
        'http://localhost:8143/conta/alterar-senha?retorno=http%3A%2F%2Flocalhost%3A8080%2F',
      ]);
    });
    expect(screen.queryByText('Lista de usuários')).toBeNull();
  });

  it('an address that matches no screen is not found, inside the layout', async () => {
    montar(usuarioFixture(), '/empresa');
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeTruthy();
  });
});
