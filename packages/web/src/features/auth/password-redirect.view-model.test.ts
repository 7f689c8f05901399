import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../app/app-config.ts';
import { PasswordPages } from '../../shell/password-pages.ts';
import { FakeLocation } from '../../test/fakes.ts';
import { PasswordRedirectViewModel } from './password-redirect.view-model.ts';

const CONFIG: AppConfig = {
  servicos: { cadastro: 'http://localhost:8141', selo: 'http://localhost:8142', consulta: 'http://localhost:8143' },
  issuer: 'http://localhost:8140',
  clientId: 'rpj-web',
  cartorio: '1º RCPJ',
  refreshLeadSeconds: 60,
  alterarSenhaUrl: 'http://localhost:8140/conta/alterar-senha',
};

/** The SDK's cache: records what is dropped. */
class FakeCache {
  readonly invalidados: string[][] = [];
  invalidate(paths: readonly string[]): void {
    this.invalidados.push([...paths]);
  }
  invalidatePrefix(): void {
    // not used here
  }
  clear(): void {
    // not used here
  }
}

describe('PasswordRedirectViewModel (/nova-senha, /Auth/alterar-senha)', () => {
  it("sends the browser to the provider's change-password page, back to the app's home, with the cached user dropped", () => {
    const location = new FakeLocation('/nova-senha');
    const cache = new FakeCache();
    const vm = new PasswordRedirectViewModel(new PasswordPages(CONFIG, location, { cache }));

    vm.setup();

    expect(location.atribuidos).toEqual([`http://localhost:8140/conta/alterar-senha?retorno=${encodeURIComponent('http://localhost:8080/')}`]);
    // The first-access flag of the signed-in user changes there: the app reads the record again when it comes back.
    expect(cache.invalidados).toEqual([['/usuario/recupera-dados-por-login']]);
  });

  it('keeps an address the provider already carries in its own query', () => {
    const location = new FakeLocation('/Auth/alterar-senha', 'https://rpj.cartorio.example');
    const vm = new PasswordRedirectViewModel(new PasswordPages({ ...CONFIG, alterarSenhaUrl: 'https://id.cartorio.example/conta/alterar-senha?ui=rpj' }, location, { cache: new FakeCache() }));
    vm.setup();
    const url = new URL(location.atribuidos[0] ?? '');
    expect([url.origin + url.pathname, url.searchParams.get('ui'), url.searchParams.get('retorno')]).toEqual([
      'https://id.cartorio.example/conta/alterar-senha',
      'rpj',
      'https://rpj.cartorio.example/',
    ]);
  });
});
