import { describe, expect, it } from 'vitest';
import { RecordingLogger, RecordingNavigation, settle } from '../../test/fakes.ts';
import { LoginViewModel } from './login.view-model.ts';

/** The session's sign-in side: records where each sign-in should return, and fails when told to. */
class FakeSession {
  sessao = false;
  falhas = 0;
  readonly entradas: string[] = [];

  hasSession(): boolean {
    return this.sessao;
  }

  signIn(returnTo: string): Promise<void> {
    this.entradas.push(returnTo);
    if (this.falhas > 0) {
      this.falhas--;
      return Promise.reject(new Error('provedor fora do ar'));
    }
    return Promise.resolve();
  }
}

function montar(): { vm: LoginViewModel; session: FakeSession; navigation: RecordingNavigation; logger: RecordingLogger } {
  const session = new FakeSession();
  const navigation = new RecordingNavigation();
  const logger = new RecordingLogger();
  return { vm: new LoginViewModel(session, navigation, logger), session, navigation, logger };
}

describe('LoginViewModel', () => {
  it('starts the sign-in at once, returning to ?retorno=', async () => {
    const { vm, session, navigation } = montar();
    vm.configure('?retorno=/usuario');
    vm.setup();
    await settle();
    expect(session.entradas).toEqual(['/usuario']);
    expect(vm.status).toBe('redirecionando');
    expect(navigation.visitas).toEqual([]);
  });

  it('keeps the query of the address to return to', async () => {
    const { vm, session } = montar();
    vm.configure(`?retorno=${encodeURIComponent('/usuario?ativo=true')}`);
    vm.setup();
    await settle();
    expect(session.entradas).toEqual(['/usuario?ativo=true']);
  });

  it.each(['', '?outro=1', '?retorno=//evil.example', '?retorno=https://evil.example', '?retorno=/login', '?retorno=/auth/callback'])(
    'returns to / for the query %j',
    async (search) => {
      const { vm, session } = montar();
      vm.configure(search);
      vm.setup();
      await settle();
      expect(session.entradas).toEqual(['/']);
    },
  );

  it('says so when the provider cannot be reached, and Entrar tries again', async () => {
    const { vm, session, logger } = montar();
    session.falhas = 1;
    vm.configure('?retorno=/usuario');
    vm.setup();
    await settle();
    expect(vm.status).toBe('erro');
    expect(logger.errors).toHaveLength(1);

    await vm.entrar();
    expect(session.entradas).toEqual(['/usuario', '/usuario']);
    expect(vm.status).toBe('redirecionando');
  });

  it('goes straight on when the tab already has a session', async () => {
    const { vm, session, navigation } = montar();
    session.sessao = true;
    vm.configure('?retorno=/usuario');
    vm.setup();
    await settle();
    expect(navigation.visitas).toEqual([{ path: '/usuario', replace: true }]);
    expect(session.entradas).toEqual([]);
  });
});
