// One smoke test per container module: loaded into a fresh container with fakes of the app's ports and the SDK's
// interfaces, every token of the module resolves (a missing binding or a constructor parameter without its
// @inject fails here, not in a browser).
import { Container, type ContainerModule } from 'inversify';
import { describe, expect, it } from 'vitest';
import { bindToken, resolve, type Token } from '../di/token.ts';
import { AUTH } from '../features/auth/auth.tokens.ts';
import { authModule } from '../features/auth/auth.module.ts';
import { GRUPOS_USUARIO } from '../features/grupos-usuario/grupos-usuario.tokens.ts';
import { gruposUsuarioModule } from '../features/grupos-usuario/grupos-usuario.module.ts';
import { INICIO } from '../features/inicio/inicio.tokens.ts';
import { inicioModule } from '../features/inicio/inicio.module.ts';
import { PERMISSOES } from '../features/permissoes/permissoes.tokens.ts';
import { permissoesModule } from '../features/permissoes/permissoes.module.ts';
import { USUARIOS } from '../features/usuarios/usuarios.tokens.ts';
import { usuariosModule } from '../features/usuarios/usuarios.module.ts';
import { DraftStore } from '../session/draft-store.ts';
import { sessionModule } from '../session/session.module.ts';
import { SESSION } from '../session/session.tokens.ts';
import { shellModule } from '../shell/shell.module.ts';
import { SHELL } from '../shell/shell.tokens.ts';
import { FakeLocation, FakeScheduler, MapStorage, RecordingLogger } from '../test/fakes.ts';
import { APP } from './app.tokens.ts';

/** A container with what the composition root provides, as fakes. */
function base(): Container {
  const c = new Container();
  const bind = c.bind.bind(c);
  const naoUsado = (): never => {
    throw new Error('not called in a smoke test');
  };
  bindToken(bind, APP.config).toConstantValue({
    servicos: { cadastro: 'http://localhost:8140', selo: 'http://localhost:8141', consulta: 'http://localhost:8142' },
    issuer: 'http://localhost:8143',
    clientId: 'rpj-web',
    cartorio: 'Cartório de teste',
    refreshLeadSeconds: 60,
    alterarSenhaUrl: 'http://localhost:8143/conta/alterar-senha',
  });
  bindToken(bind, APP.buildId).toConstantValue('teste');
  bindToken(bind, APP.scheduler).toConstantValue(new FakeScheduler());
  bindToken(bind, APP.location).toConstantValue(new FakeLocation());
  bindToken(bind, APP.logger).toConstantValue(new RecordingLogger());
  bindToken(bind, APP.fetchJson).toConstantValue(naoUsado);
  bindToken(bind, APP.downloads).toConstantValue(naoUsado);
  bindToken(bind, APP.documentos).toConstantValue(naoUsado);
  bindToken(bind, APP.storage).toConstantValue(new MapStorage());
  bindToken(bind, APP.telas).toConstantValue(new Set(['inicio']));
  // The SDK's clients, which each feature's module binds for itself.
  bindToken(bind, APP.sdk).toConstantValue({
    cache: { clear: naoUsado, invalidate: naoUsado, invalidatePrefix: naoUsado },
    // Each area's client is a stand-in whose every call fails: resolving a module must not call the services.
    cliente: () => new Proxy({}, { get: (_alvo, chave) => (chave === 'then' || typeof chave === 'symbol' ? undefined : naoUsado) }),
  } as never);
  bindToken(bind, SESSION.session).toConstantValue({ perfil: undefined, hasSession: () => false } as never);
  bindToken(bind, SESSION.drafts).toConstantValue(new DraftStore(new MapStorage()));
  return c;
}

function resolvesAll(modules: readonly ContainerModule[], tokens: Readonly<Record<string, Token<unknown>>>): void {
  const c = base();
  c.load(...modules);
  for (const [name, t] of Object.entries(tokens)) {
    expect(resolve(c, t), name).toBeDefined();
  }
}

describe('container modules', () => {
  it('shell: every service and view-model resolves', () => {
    resolvesAll([shellModule, sessionModule], SHELL);
  });

  it('session: the user store resolves, once (singleton)', () => {
    resolvesAll([shellModule, sessionModule], SESSION);
    const c = base();
    c.load(shellModule, sessionModule);
    expect(resolve(c, SESSION.userStore)).toBe(resolve(c, SESSION.userStore));
  });

  it('auth: every view-model resolves, a new one per screen (transient)', () => {
    resolvesAll([shellModule, sessionModule, authModule], AUTH);
    const c = base();
    c.load(shellModule, sessionModule, authModule);
    expect(resolve(c, AUTH.loginViewModel)).not.toBe(resolve(c, AUTH.loginViewModel));
  });

  it('inicio: its view-model resolves', () => {
    resolvesAll([shellModule, sessionModule, inicioModule], INICIO);
  });

  it('usuarios: the list and form view-models resolve', () => {
    resolvesAll([shellModule, sessionModule, usuariosModule], USUARIOS);
  });

  it('grupos-usuario: the list and form view-models resolve', () => {
    resolvesAll([shellModule, sessionModule, gruposUsuarioModule], GRUPOS_USUARIO);
  });

  it('permissoes: the list and form view-models resolve', () => {
    resolvesAll([shellModule, sessionModule, permissoesModule], PERMISSOES);
  });
});
