import { describe, expect, it } from 'vitest';
import { FakeLocation, RecordingLogger, RecordingNavigation, settle } from '../../test/fakes.ts';
import { CallbackViewModel } from './callback.view-model.ts';

/** The session's callback side: records the address redeemed, answers with `resultado`. */
class FakeSession {
  readonly urls: string[] = [];
  resultado: () => Promise<string> = () => Promise.resolve('/usuario');

  completeSignIn(url: string): Promise<string> {
    this.urls.push(url);
    return this.resultado();
  }
}

function montar(): {
  vm: CallbackViewModel;
  session: FakeSession;
  navigation: RecordingNavigation;
  logger: RecordingLogger;
} {
  const session = new FakeSession();
  const navigation = new RecordingNavigation();
  const location = new FakeLocation('/auth/callback?code=abc&state=xyz', 'https://rpj.cartorio.example');
  const logger = new RecordingLogger();
  return { vm: new CallbackViewModel(session, navigation, location, logger), session, navigation, logger };
}

describe('CallbackViewModel', () => {
  it('redeems the full callback address and goes where the user wanted, leaving no history entry', async () => {
    const { vm, session, navigation, logger } = montar();
    vm.setup();
    await settle();
    expect(session.urls).toEqual(['https://rpj.cartorio.example/auth/callback?code=abc&state=xyz']);
    expect(navigation.visitas).toEqual([{ path: '/usuario', replace: true }]);
    expect(vm.status).toBe('concluindo');
    expect(logger.errors).toEqual([]);
  });

  it('explains a sign-in that cannot be completed and goes nowhere', async () => {
    const { vm, session, navigation, logger } = montar();
    session.resultado = () => Promise.reject(new Error('state inválido'));
    vm.setup();
    await settle();
    expect(vm.status).toBe('erro');
    expect(navigation.visitas).toEqual([]);
    expect(logger.errors).toHaveLength(1);
  });
});
