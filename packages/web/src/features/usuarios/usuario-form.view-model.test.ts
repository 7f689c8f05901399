import { MENSAGEM_LOGIN, PERMISSAO, type GrupoRef, type Permissao, type SenhaTemporaria, type Usuario, type UsuarioSalvar } from '@rpj/domain';
import { HttpError, NetworkError, type CallOptions, type Documento, type GrupoUsuarioApi, type Resposta, type UsuarioApi } from '@rpj/sdk';
import { describe, expect, it } from 'vitest';
import { FakeDraftStore, RecordingNavigation, servicosTela, settle, usuarioFixture, FakeAlerts } from '../../test/fakes.ts';
import { UsuarioFormViewModel } from './usuario-form.view-model.ts';

const INFO = { metodo: 'GET', url: 'http://localhost:8081/usuario/7', requestId: 'req-1' };

const TODAS: readonly Permissao[] = [
  PERMISSAO.CRIAR_USUARIOS,
  PERMISSAO.EDITAR_USUARIOS,
  PERMISSAO.REMOVER_USUARIOS,
  PERMISSAO.VISUALIZAR_USUARIOS,
  PERMISSAO.EDITAR_PERMISSOES,
  PERMISSAO.VISUALIZAR_PERMISSOES,
];

const GRUPOS: readonly GrupoRef[] = [
  { id: 1, nome: 'ADMINISTRADOR' },
  { id: 2, nome: 'USER' },
  { id: 3, nome: 'CAIXA' },
];

/** The record being edited: user 7, version 3, no e-mail, one group known only by name. */
const MARIA: Usuario = {
  id: 7,
  cpf: '11144477735',
  nome: 'Maria Souza',
  login: 'msouza',
  ativo: true,
  primeiroAcesso: false,
  versao: 3,
  permissoes: [],
  groups: [{ grupoUsuario: { id: 2, nome: 'USER' } }, { grupoUsuario: { nome: 'CAIXA' } }],
};

function resposta<T>(dados: T): Resposta<T> {
  return { dados, mensagens: [], tipoResposta: 'OK' };
}

class FakeUsuarios implements Pick<UsuarioApi, 'obter' | 'salvar' | 'remover' | 'resetarSenha' | 'ficha'> {
  readonly fichas: number[] = [];
  readonly obtidos: [number, CallOptions | undefined][] = [];
  readonly salvos: UsuarioSalvar[] = [];
  readonly removidos: number[] = [];
  readonly resetados: number[] = [];
  registro: Usuario = MARIA;
  falhaAoObter: Error | undefined;
  falhaAoSalvar: Error | undefined;

  obter(id: number, options?: CallOptions): Promise<Resposta<Usuario>> {
    this.obtidos.push([id, options]);
    if (this.falhaAoObter !== undefined) return Promise.reject(this.falhaAoObter);
    return Promise.resolve(resposta(this.registro));
  }

  /** The call options of each save. */
  readonly opcoesSalvar: (CallOptions | undefined)[] = [];

  salvar(usuario: UsuarioSalvar, options?: CallOptions): Promise<Resposta<Usuario>> {
    this.salvos.push(usuario);
    this.opcoesSalvar.push(options);
    if (this.falhaAoSalvar !== undefined) return Promise.reject(this.falhaAoSalvar);
    const { grupoIds: _g, ...dados } = usuario;
    return Promise.resolve(
      resposta({ ...MARIA, ...dados, id: usuario.id ?? 9, versao: (usuario.versao ?? -1) + 1, groups: [] }),
    );
  }

  remover(id: number): Promise<Resposta<undefined>> {
    this.removidos.push(id);
    return Promise.resolve({ mensagens: [], tipoResposta: 'OK', dados: undefined });
  }

  ficha(id: number): Promise<Resposta<Documento>> {
    this.fichas.push(id);
    return Promise.resolve(resposta({ nomeArquivo: 'Ficha do usuário – Maria Souza.pdf', tipo: 'application/pdf', conteudo: new Blob(['%PDF']) }));
  }

  resetarSenha(id: number): Promise<Resposta<SenhaTemporaria>> {
    this.resetados.push(id);
    return Promise.resolve(resposta({ senhaTemporaria: 'Tmp-4821-xq' }));
  }
}

class FakeGrupos implements Pick<GrupoUsuarioApi, 'todos'> {
  todos(): Promise<Resposta<readonly GrupoRef[]>> {
    return Promise.resolve(resposta(GRUPOS));
  }
}

class FakeUser {
  usuario: Usuario | undefined;
  carregamentos = 0;

  constructor(usuario: Usuario | undefined) {
    this.usuario = usuario;
  }

  load(): Promise<void> {
    this.carregamentos++;
    return Promise.resolve();
  }
}

interface Montagem {
  vm: UsuarioFormViewModel;
  usuarios: FakeUsuarios;
  user: FakeUser;
  drafts: FakeDraftStore;
  alerts: FakeAlerts;
  navigation: RecordingNavigation;
}

/** The form of user `id` (none: a new user), signed in as user 1 'admin' with the given permissions. */
function montar(id: string | undefined, permissoes: readonly Permissao[] = TODAS, drafts = new FakeDraftStore()): Montagem {
  const usuarios = new FakeUsuarios();
  const user = new FakeUser(usuarioFixture({ permissoes: [...permissoes] }));
  const alerts = new FakeAlerts();
  const navigation = new RecordingNavigation();
  const vm = new UsuarioFormViewModel(usuarios, new FakeGrupos(), servicosTela({ user, drafts, alerts, navigation }));
  vm.tela.configure(id);
  return { vm, usuarios, user, drafts, alerts, navigation };
}

async function carregado(id: string | undefined, permissoes?: readonly Permissao[], drafts?: FakeDraftStore): Promise<Montagem> {
  const montagem = montar(id, permissoes, drafts);
  await montagem.vm.tela.carregar();
  return montagem;
}

describe('UsuarioFormViewModel permissions', () => {
  it('saves a new user only with CRIAR_USUARIOS', () => {
    expect(montar(undefined, [PERMISSAO.CRIAR_USUARIOS]).vm.tela.podeSalvar).toBe(true);
    expect(montar(undefined, [PERMISSAO.EDITAR_USUARIOS]).vm.tela.podeSalvar).toBe(false);
  });

  it('saves an existing user only with EDITAR_USUARIOS', () => {
    expect(montar('7', [PERMISSAO.EDITAR_USUARIOS]).vm.tela.podeSalvar).toBe(true);
    expect(montar('7', [PERMISSAO.CRIAR_USUARIOS]).vm.tela.podeSalvar).toBe(false);
  });

  it('edits the groups only when it may save and holds EDITAR_PERMISSOES', () => {
    expect(montar('7', [PERMISSAO.EDITAR_USUARIOS, PERMISSAO.EDITAR_PERMISSOES]).vm.podeEditarGrupos).toBe(true);
    expect(montar('7', [PERMISSAO.EDITAR_USUARIOS]).vm.podeEditarGrupos).toBe(false);
    expect(montar('7', [PERMISSAO.EDITAR_PERMISSOES]).vm.podeEditarGrupos).toBe(false);
    expect(montar(undefined, [PERMISSAO.CRIAR_USUARIOS, PERMISSAO.EDITAR_PERMISSOES]).vm.podeEditarGrupos).toBe(true);
    expect(montar(undefined, [PERMISSAO.EDITAR_USUARIOS, PERMISSAO.EDITAR_PERMISSOES]).vm.podeEditarGrupos).toBe(false);
  });

  it('offers Excluir on another existing user with REMOVER_USUARIOS, never on oneself or a new user', async () => {
    expect((await carregado('7')).vm.tela.podeRemover).toBe(true);
    expect((await carregado('7', [PERMISSAO.EDITAR_USUARIOS])).vm.tela.podeRemover).toBe(false);
    expect((await carregado(undefined)).vm.tela.podeRemover).toBe(false);

    const proprio = montar('1');
    proprio.usuarios.registro = usuarioFixture({ permissoes: [...TODAS] });
    await proprio.vm.tela.carregar();
    expect(proprio.vm.tela.podeRemover).toBe(false);
  });

  it('shows an account holding a permission the signed-in user lacks read-only, saying which (security.md #14)', async () => {
    const gestor = [PERMISSAO.VISUALIZAR_USUARIOS, PERMISSAO.EDITAR_USUARIOS, PERMISSAO.REMOVER_USUARIOS];
    const montagem = montar('7', gestor);
    montagem.usuarios.registro = { ...MARIA, permissoes: [PERMISSAO.EDITAR_USUARIOS, PERMISSAO.EDITAR_PERMISSOES] };
    await montagem.vm.tela.carregar();
    const { vm, usuarios } = montagem;
    expect(vm.permissoesQueFaltam).toEqual([PERMISSAO.EDITAR_PERMISSOES]);
    expect(vm.avisoContaMaisPoderosa).toMatch(/^Este usuário tem permissões que você não tem \(EDITAR_PERMISSOES\)\./);
    expect([vm.tela.podeSalvar, vm.tela.podeRemover, vm.podeRedefinirSenha]).toEqual([false, false, false]);
    await vm.tela.salvar();
    expect(usuarios.salvos).toEqual([]);

    // An account with the same permissions, or fewer, may be acted on.
    const par = montar('7', gestor);
    par.usuarios.registro = { ...MARIA, permissoes: [PERMISSAO.EDITAR_USUARIOS] };
    await par.vm.tela.carregar();
    expect([par.vm.avisoContaMaisPoderosa, par.vm.tela.podeSalvar, par.vm.tela.podeRemover, par.vm.podeRedefinirSenha]).toEqual([undefined, true, true, true]);
  });

  it('offers nothing while no user is signed in', () => {
    const { vm, user } = montar('7');
    user.usuario = undefined;
    expect(vm.tela.podeSalvar).toBe(false);
    expect(vm.podeEditarGrupos).toBe(false);
    expect(vm.tela.podeRemover).toBe(false);
    expect(vm.podeRedefinirSenha).toBe(false);
  });
});

describe('UsuarioFormViewModel loading', () => {
  it('fills the form from the record: CPF formatted, group ids, empty e-mail', async () => {
    const { vm, usuarios } = await carregado('7');

    expect(usuarios.obtidos).toEqual([[7, { onNetworkError: 'report' }]]);
    expect(vm.tela.status).toBe('pronto');
    expect(vm.tela.titulo).toBe('Maria Souza');
    expect(vm.grupos).toEqual(GRUPOS);
    expect(vm.tela.form.valores).toEqual({
      nome: 'Maria Souza',
      cpf: '111.444.777-35',
      email: '',
      login: 'msouza',
      ativo: true,
      grupoIds: [2, 3],
    });
    expect(vm.tela.form.sujo).toBe(false);
  });

  it('starts a new user empty and active, without reading a record', async () => {
    const { vm, usuarios } = await carregado(undefined);
    expect(usuarios.obtidos).toEqual([]);
    expect(vm.tela.novo).toBe(true);
    expect(vm.tela.titulo).toBe('Novo usuário');
    expect(vm.tela.status).toBe('pronto');
    expect(vm.tela.form.valores).toEqual({ nome: '', cpf: '', email: '', login: '', ativo: true, grupoIds: [] });
  });

  it.each([
    [new HttpError(404, INFO, { mensagens: ['Usuário não encontrado.'], tipoResposta: 'ERRO' }), 'naoEncontrado'],
    [new HttpError(500, INFO, undefined), 'erro'],
    [new NetworkError(INFO, new TypeError('Failed to fetch')), 'erro'],
  ])('shows %s as %s', async (erro, status) => {
    const { vm, usuarios } = montar('7');
    usuarios.falhaAoObter = erro;
    await vm.tela.carregar();
    expect(vm.tela.status).toBe(status);
  });

  it("restores the signed-in user's draft of this record", async () => {
    const drafts = new FakeDraftStore();
    drafts.save('admin', 'usuario:7', { nome: 'Maria Souza Lima', cpf: '111.444.777-35', email: '', login: 'msouza', ativo: false, grupoIds: [2] });
    const { vm } = await carregado('7', TODAS, drafts);
    expect(vm.tela.form.rascunhoRestaurado).toBe(true);
    expect(vm.tela.form.valores.nome).toBe('Maria Souza Lima');
    expect(vm.tela.form.valores.ativo).toBe(false);
  });
});

describe('UsuarioFormViewModel Salvar', () => {
  it('sends the record with its version, the trimmed name, the CPF digits and no blank e-mail, then goes to the list', async () => {
    const { vm, usuarios, navigation, drafts, user } = await carregado('7');
    vm.tela.form.set('nome', '  Maria Souza Lima  ');
    vm.tela.form.set('email', '   ');
    expect(drafts.guardados.size).toBe(1);

    await vm.tela.salvar();

    expect(usuarios.salvos).toEqual([
      { id: 7, versao: 3, nome: 'Maria Souza Lima', cpf: '11144477735', login: 'msouza', ativo: true, grupoIds: [2, 3] },
    ]);
    expect(usuarios.salvos[0]).not.toHaveProperty('email');
    expect(navigation.caminhos).toEqual(['/usuario']);
    expect(drafts.guardados.size).toBe(0);
    expect(user.carregamentos).toBe(0);
  });

  it('creates a new user with the e-mail when filled, and no id or version', async () => {
    const { vm, usuarios, navigation } = await carregado(undefined);
    vm.tela.form.set('nome', 'João Pereira');
    vm.tela.form.set('cpf', '52998224725');
    vm.tela.form.set('email', ' joao@cartorio.com.br ');
    vm.tela.form.set('login', 'jpereira');
    vm.alternarGrupo(2, true);

    await vm.tela.salvar();

    expect(usuarios.salvos).toEqual([
      { nome: 'João Pereira', cpf: '52998224725', login: 'jpereira', email: 'joao@cartorio.com.br', ativo: true, grupoIds: [2] },
    ]);
    expect(navigation.caminhos).toEqual(['/usuario']);
  });

  it('reloads the signed-in user after saving oneself', async () => {
    const { vm, usuarios, user } = montar('1');
    usuarios.registro = usuarioFixture({ permissoes: [...TODAS] });
    await vm.tela.carregar();
    vm.tela.form.set('nome', 'Helena Duarte');

    await vm.tela.salvar();

    expect(usuarios.salvos).toHaveLength(1);
    expect(user.carregamentos).toBe(1);
    // Field errors are the form's to show: the alert dialog does not say them again.
    expect(usuarios.opcoesSalvar).toEqual([{ errosDeCampoNaTela: true }]);
  });

  it('sends nothing without the permission to save', async () => {
    const { vm, usuarios, navigation } = await carregado('7', [PERMISSAO.CRIAR_USUARIOS]);
    vm.tela.form.set('nome', 'Maria Souza Lima');
    await vm.tela.salvar();
    expect(usuarios.salvos).toEqual([]);
    expect(navigation.caminhos).toEqual([]);
  });

  it('sends nothing and stays when a field is invalid', async () => {
    const { vm, usuarios, navigation } = await carregado(undefined);
    vm.tela.form.set('nome', 'João Pereira');
    vm.tela.form.set('cpf', '52998224726');
    vm.tela.form.set('login', 'J P');
    await vm.tela.salvar();
    expect(usuarios.salvos).toEqual([]);
    expect(navigation.caminhos).toEqual([]);
    expect(vm.tela.form.erros.cpf).toBe('CPF inválido: confira os dígitos.');
    expect(vm.tela.form.erros.login).toBe(MENSAGEM_LOGIN);
  });

  it('refuses a two-letter login as the service does (one rule, @rpj/domain parseLogin)', async () => {
    const { vm, usuarios } = await carregado(undefined);
    vm.tela.form.set('nome', 'João Pereira');
    vm.tela.form.set('cpf', '52998224725');
    vm.tela.form.set('login', 'jp');
    await vm.tela.salvar();
    expect(usuarios.salvos).toEqual([]);
    expect(vm.tela.form.erros.login).toBe(MENSAGEM_LOGIN);
  });

  it('stays on the form with a conflict explained when the record changed meanwhile', async () => {
    const { vm, usuarios, navigation } = await carregado('7');
    vm.tela.form.set('nome', 'Maria Souza Lima');
    const mensagem = 'O usuário foi alterado por outra pessoa depois que você o abriu. Recarregue a página e refaça suas alterações.';
    usuarios.falhaAoSalvar = new HttpError(409, INFO, { mensagens: [mensagem], tipoResposta: 'ALERTA', erros: [{ campo: 'versao', mensagem }] });

    await vm.tela.salvar();

    expect(navigation.caminhos).toEqual([]);
    expect(vm.tela.form.problema?.tipo).toBe('conflito');
    expect(vm.tela.form.valores.nome).toBe('Maria Souza Lima');
  });

  it('sends one request for a double click on Salvar', async () => {
    const { vm, usuarios, navigation } = await carregado('7');
    vm.tela.form.set('nome', 'Maria Souza Lima');
    await Promise.all([vm.tela.salvar(), vm.tela.salvar()]);
    expect(usuarios.salvos).toHaveLength(1);
    expect(navigation.caminhos).toEqual(['/usuario']);
  });
});

describe('UsuarioFormViewModel actions', () => {
  it('Redefinir senha asks a confirmation naming the user, then shows the temporary password until closed', async () => {
    const { vm, usuarios, alerts } = await carregado('7');

    await vm.redefinirSenha();

    expect(alerts.pedidos).toHaveLength(1);
    expect(alerts.pedidos[0]?.mensagem).toContain('Maria Souza');
    expect(usuarios.resetados).toEqual([7]);
    expect(vm.senhaTemporaria).toBe('Tmp-4821-xq');
    expect(vm.tela.ocupado).toBe(false);

    vm.fecharSenha();
    expect(vm.senhaTemporaria).toBeUndefined();
  });

  it('Redefinir senha does nothing when not confirmed', async () => {
    const { vm, usuarios, alerts } = await carregado('7');
    alerts.resposta = false;
    await vm.redefinirSenha();
    expect(usuarios.resetados).toEqual([]);
    expect(vm.senhaTemporaria).toBeUndefined();
  });

  it('Excluir, when confirmed, removes the user, drops the draft and goes to the list', async () => {
    const { vm, usuarios, alerts, navigation, drafts } = await carregado('7');
    vm.tela.form.set('nome', 'Maria Souza Lima');
    expect(drafts.guardados.size).toBe(1);

    await vm.tela.remover();

    expect(alerts.pedidos[0]?.mensagem).toMatch(/^Excluir o usuário Maria Souza\?/);
    expect(usuarios.removidos).toEqual([7]);
    expect(navigation.caminhos).toEqual(['/usuario']);
    expect(drafts.guardados.size).toBe(0);
    // Leaving after a removal must not ask "Descartar alterações?".
    expect(vm.tela.form.sujo).toBe(false);
  });

  it('Excluir does nothing when not confirmed', async () => {
    const { vm, usuarios, alerts, navigation } = await carregado('7');
    alerts.resposta = false;
    await vm.tela.remover();
    expect(usuarios.removidos).toEqual([]);
    expect(navigation.caminhos).toEqual([]);
  });

  it('ticks and unticks groups, never twice the same', async () => {
    const { vm } = await carregado('7');
    vm.alternarGrupo(1, true);
    expect(vm.tela.form.valores.grupoIds).toEqual([2, 3, 1]);
    vm.alternarGrupo(1, true);
    expect(vm.tela.form.valores.grupoIds).toEqual([2, 3, 1]);
    vm.alternarGrupo(2, false);
    expect(vm.tela.form.valores.grupoIds).toEqual([3, 1]);
    expect(vm.tela.form.sujo).toBe(true);
    vm.alternarGrupo(2, true);
    vm.alternarGrupo(1, false);
    expect(vm.tela.form.sujo).toBe(false);
  });

  it('Cancelar goes back to the list', async () => {
    const { vm, navigation } = await carregado('7');
    vm.tela.cancelar();
    await settle();
    expect(navigation.caminhos).toEqual(['/usuario']);
  });
});

describe('UsuarioFormViewModel Imprimir ficha', () => {
  it('opens the printed record of an existing account through the document port, and offers nothing on a new one', async () => {
    const usuarios = new FakeUsuarios();
    const abertos: string[] = [];
    const servicos = servicosTela({
      user: { usuario: usuarioFixture({ permissoes: [...TODAS] }) },
      documentos: async (carregar) => {
        abertos.push((await carregar()).nomeArquivo);
        return true;
      },
    });
    const vm = new UsuarioFormViewModel(usuarios, new FakeGrupos(), servicos);
    vm.tela.configure('7');
    await vm.tela.carregar();
    await vm.imprimirFicha();
    expect([vm.podeImprimir, usuarios.fichas, abertos, vm.tela.ocupado]).toEqual([true, [7], ['Ficha do usuário – Maria Souza.pdf'], false]);
    const novo = new UsuarioFormViewModel(usuarios, new FakeGrupos(), servicos);
    novo.tela.configure(undefined);
    await novo.tela.carregar();
    expect(novo.podeImprimir).toBe(false);
  });
});
