import { PERMISSAO, type Usuario } from '@rpj/domain';
import { describe, expect, it } from 'vitest';
import type { PerfilSessao } from '../session/oidc-session.ts';
import { FakeLocation, adiado, settle, usuarioFixture } from '../test/fakes.ts';
import { LayoutViewModel } from './layout.view-model.ts';

class FakeSession {
  perfil: PerfilSessao | undefined = { login: 'admin', nome: 'Helena (provedor)' };
  saidas = 0;
  readonly saida = adiado<undefined>();

  signOut(): Promise<void> {
    this.saidas++;
    return this.saida.promise;
  }
}

class FakeUser {
  usuario: Usuario | undefined;
  carregando = false;
  reinicios = 0;

  constructor(usuario: Usuario | undefined) {
    this.usuario = usuario;
  }

  reset(): void {
    this.reinicios++;
    this.usuario = undefined;
    this.carregando = true;
  }
}

class FakePasswords {
  readonly retornos: (string | undefined)[] = [];

  goToChangePassword(returnTo?: string): void {
    this.retornos.push(returnTo);
  }
}

class FakeAlerts {
  readonly pedidos: string[] = [];
  resposta = adiado<boolean>();

  confirm(pedido: { readonly mensagem: string }): Promise<boolean> {
    this.pedidos.push(pedido.mensagem);
    return this.resposta.promise;
  }
}

const helena = usuarioFixture({ permissoes: [PERMISSAO.VISUALIZAR_USUARIOS] });

function montar(
  usuario: Usuario | undefined,
  rascunhos = false,
): {
  vm: LayoutViewModel;
  session: FakeSession;
  user: FakeUser;
  passwords: FakePasswords;
  alerts: FakeAlerts;
} {
  const session = new FakeSession();
  const user = new FakeUser(usuario);
  const passwords = new FakePasswords();
  const alerts = new FakeAlerts();
  const vm = new LayoutViewModel(
    session,
    user,
    { cartorio: '1º RCPJ de São Paulo' },
    new Set(['usuario', 'inicio']),
    new FakeLocation('/usuario?ativo=true'),
    passwords,
    { hasAny: () => rascunhos },
    alerts,
  );
  return { vm, session, user, passwords, alerts };
}

describe('LayoutViewModel', () => {
  it('shows the office from the configuration', () => {
    expect(montar(helena).vm.cartorio).toBe('1º RCPJ de São Paulo');
  });

  it('names the user from their record', () => {
    expect(montar(helena).vm.nomeUsuario).toBe('Helena Duarte Vasconcelos');
  });

  it('names the user from the sign-in while the record loads', () => {
    const { vm, session } = montar(undefined);
    expect(vm.nomeUsuario).toBe('Helena (provedor)');
    session.perfil = undefined;
    expect(vm.nomeUsuario).toBe('');
  });

  it('shows in the navigation only built screens the user may open', () => {
    const { vm } = montar(
      usuarioFixture({ permissoes: [PERMISSAO.VISUALIZAR_USUARIOS, PERMISSAO.VISUALIZAR_EMPRESAS] }),
    );
    expect(vm.navegacao.map((g) => ({ grupo: g.grupo, rotas: g.rotas.map((r) => r.titulo) }))).toEqual([
      { grupo: 'Administração', rotas: ['Usuários'] },
    ]);
  });

  it.each([
    ['no permission', usuarioFixture({ permissoes: [] })],
    ['no user yet', undefined],
  ])('shows an empty navigation with %s', (_caso, usuario) => {
    expect(montar(usuario).vm.navegacao).toEqual([]);
  });

  it('opens and closes the menu', () => {
    const { vm } = montar(helena);
    expect(vm.menuAberto).toBe(true);
    vm.alternarMenu();
    expect(vm.menuAberto).toBe(false);
    vm.alternarMenu();
    expect(vm.menuAberto).toBe(true);
  });

  it('sends the user to change the password, returning to the current address', () => {
    const { vm, passwords } = montar(helena);
    vm.alterarSenha();
    expect(passwords.retornos).toEqual(['/usuario?ativo=true']);
  });

  it('signs out once, forgetting the user, even when Sair is clicked twice quickly', async () => {
    const { vm, session, user } = montar(helena);
    const primeira = vm.sair();
    const segunda = vm.sair();
    expect(vm.saindo).toBe(true);
    expect(user.reinicios).toBe(1);
    expect(user.usuario).toBeUndefined();
    expect(session.saidas).toBe(1);

    session.saida.resolve(undefined);
    await Promise.all([primeira, segunda]);
    await settle();
    expect(session.saidas).toBe(1);
  });

  it('with unsaved changes, asks first; kept, nothing happens and Sair works again', async () => {
    const { vm, session, user, alerts } = montar(helena, true);
    const saida = vm.sair();
    await settle();
    expect(alerts.pedidos).toEqual(['Há alterações não salvas. Ao sair, elas serão descartadas.']);
    expect(session.saidas).toBe(0);
    alerts.resposta.resolve(false);
    await saida;
    expect(session.saidas).toBe(0);
    expect(user.reinicios).toBe(0);
    expect(vm.saindo).toBe(false);

    alerts.resposta = adiado<boolean>();
    const outra = vm.sair();
    await settle();
    alerts.resposta.resolve(true);
    await settle();
    expect(session.saidas).toBe(1);
    expect(user.reinicios).toBe(1);
    session.saida.resolve(undefined);
    await outra;
  });

  it('without unsaved changes, signs out without a question', () => {
    const { vm, session, alerts } = montar(helena, false);
    void vm.sair();
    expect(alerts.pedidos).toEqual([]);
    expect(session.saidas).toBe(1);
  });
});
