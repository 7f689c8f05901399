import { TEXTOS, type Usuario } from '@rpj/domain';
import type { CallOptions, Resposta, UsuarioApi } from '@rpj/sdk';
import { describe, expect, it } from 'vitest';
import { RecordingLogger, RecordingNavigation, adiado, settle, usuarioFixture, type Adiado } from '../test/fakes.ts';
import { UserStore } from './user.store.ts';

/** The users API, answering each call when the test says so. */
class FakeUsuarios implements Pick<UsuarioApi, 'recuperaDadosPorLogin'> {
  readonly chamadas: (CallOptions | undefined)[] = [];
  readonly respostas: Adiado<Resposta<Usuario>>[] = [];

  recuperaDadosPorLogin(options?: CallOptions): Promise<Resposta<Usuario>> {
    this.chamadas.push(options);
    const resposta = adiado<Resposta<Usuario>>();
    this.respostas.push(resposta);
    return resposta.promise;
  }

  /** Answers the latest call with this user. */
  responder(dados: Usuario): void {
    this.respostas.at(-1)?.resolve({ dados, mensagens: [], tipoResposta: 'OK' });
  }

  /** Fails the latest call. */
  falhar(erro: unknown): void {
    this.respostas.at(-1)?.reject(erro);
  }
}

function montar(): {
  usuarios: FakeUsuarios;
  navigation: RecordingNavigation;
  logger: RecordingLogger;
  store: UserStore;
} {
  const usuarios = new FakeUsuarios();
  const navigation = new RecordingNavigation();
  const logger = new RecordingLogger();
  return { usuarios, navigation, logger, store: new UserStore(usuarios, navigation, logger) };
}

function semCpf(): Usuario {
  const { cpf: _cpf, ...resto } = usuarioFixture();
  return resto as unknown as Usuario;
}

describe('UserStore', () => {
  it('starts not loaded, showing the loading overlay', () => {
    const { store } = montar();
    expect(store.estado.status).toBe('naoCarregado');
    expect(store.carregando).toBe(true);
    expect(store.usuario).toBeUndefined();
    expect(store.flags).toBeUndefined();
  });

  it('loads the user once, even when asked again while loading', async () => {
    const { usuarios, navigation, store } = montar();
    store.ensureLoaded('admin');
    store.ensureLoaded('admin');
    expect(usuarios.chamadas).toHaveLength(1);
    expect(store.estado.status).toBe('carregando');
    expect(store.carregando).toBe(true);

    const usuario = usuarioFixture();
    usuarios.responder(usuario);
    await settle();

    expect(store.estado).toEqual({ status: 'carregado', usuario });
    expect(store.carregado).toBe(true);
    expect(store.carregando).toBe(false);
    expect(store.usuario).toEqual(usuario);
    expect(store.flags).toEqual({ admin: true, user: false, primeiroAcesso: false });
    expect(navigation.visitas).toEqual([]);

    store.ensureLoaded('admin');
    expect(usuarios.chamadas).toHaveLength(1);
  });

  it('derives the flags from the group names', async () => {
    const { usuarios, store } = montar();
    store.ensureLoaded('maria');
    usuarios.responder(usuarioFixture({ groups: [{ grupoUsuario: { nome: 'USER' } }], primeiroAcesso: true }));
    await settle();
    expect(store.flags).toEqual({ admin: false, user: true, primeiroAcesso: true });
  });

  it('reports network errors to itself instead of letting the SDK navigate', async () => {
    const { usuarios, store } = montar();
    const carregando = store.load();
    expect(usuarios.chamadas).toEqual([{ onNetworkError: 'report' }]);
    usuarios.responder(usuarioFixture());
    await carregando;
    expect(store.carregado).toBe(true);
  });

  it.each<[string, (usuarios: FakeUsuarios) => void]>([
    ['a user without cpf', (usuarios) => {
      usuarios.responder(semCpf());
    }],
    ['a user with an empty cpf', (usuarios) => {
      usuarios.responder(usuarioFixture({ cpf: '' }));
    }],
    ['a rejected call', (usuarios) => {
      usuarios.falhar(new Error('rede fora'));
    }],
  ])('after %s: error state, the exact log line and /erro', async (_caso, responder) => {
    const { usuarios, navigation, logger, store } = montar();
    store.ensureLoaded('admin');
    responder(usuarios);
    await settle();

    expect(store.estado.status).toBe('erro');
    expect(store.falhou).toBe(true);
    expect(store.carregando).toBe(false);
    expect(store.usuario).toBeUndefined();
    expect(logger.errors.map((e) => e.message)).toEqual(['ERRO AO CARREGAR USUÁRIO']);
    expect(logger.errors[0]?.message).toBe(TEXTOS.erroCarregarUsuario);
    expect(navigation.visitas).toEqual([{ path: '/erro', replace: false }]);
  });

  it('keeps the cause of a rejected call in the log', async () => {
    const { usuarios, logger, store } = montar();
    const causa = new Error('rede fora');
    store.ensureLoaded('admin');
    usuarios.falhar(causa);
    await settle();
    expect(logger.errors[0]?.detail).toBe(causa);
  });

  it('does not load again after an error, for the same login', async () => {
    const { usuarios, navigation, store } = montar();
    store.ensureLoaded('admin');
    usuarios.falhar(new Error('rede fora'));
    await settle();

    store.ensureLoaded('admin');
    await store.load();
    await settle();

    expect(usuarios.chamadas).toHaveLength(1);
    expect(store.falhou).toBe(true);
    expect(navigation.caminhos).toEqual(['/erro']);
  });

  it('starts over for a different login', async () => {
    const { usuarios, store } = montar();
    store.ensureLoaded('admin');
    usuarios.falhar(new Error('rede fora'));
    await settle();

    store.ensureLoaded('maria');
    expect(usuarios.chamadas).toHaveLength(2);
    expect(store.estado.status).toBe('carregando');

    const maria = usuarioFixture({ id: 2, login: 'maria', nome: 'Maria Souza' });
    usuarios.responder(maria);
    await settle();
    expect(store.usuario).toEqual(maria);
  });

  it('forgets a loaded user when another person signs in in the tab', async () => {
    const { usuarios, store } = montar();
    store.ensureLoaded('admin');
    usuarios.responder(usuarioFixture());
    await settle();

    store.ensureLoaded('maria');
    expect(store.usuario).toBeUndefined();
    expect(store.carregando).toBe(true);
    expect(usuarios.chamadas).toHaveLength(2);
  });

  it('does not load without a login', () => {
    const { usuarios, store } = montar();
    store.ensureLoaded(undefined);
    expect(usuarios.chamadas).toEqual([]);
    expect(store.estado.status).toBe('naoCarregado');
  });

  it('forgets the user on reset(), and loads again for the next sign-in', async () => {
    const { usuarios, store } = montar();
    store.ensureLoaded('admin');
    usuarios.responder(usuarioFixture());
    await settle();

    store.reset();
    expect(store.estado.status).toBe('naoCarregado');
    expect(store.usuario).toBeUndefined();
    expect(store.flags).toBeUndefined();

    store.ensureLoaded('admin');
    expect(usuarios.chamadas).toHaveLength(2);
  });

  it('reloads a loaded user on load() (after their record changed)', async () => {
    const { usuarios, store } = montar();
    store.ensureLoaded('admin');
    usuarios.responder(usuarioFixture());
    await settle();

    const recarga = store.load();
    usuarios.responder(usuarioFixture({ nome: 'Helena D. Vasconcelos', versao: 1 }));
    await recarga;
    expect(usuarios.chamadas).toHaveLength(2);
    expect(store.usuario?.nome).toBe('Helena D. Vasconcelos');
  });
});

describe('UserStore with a load still in flight', () => {
  // Both calls go out; the first person's answer lands after the second person's load started.
  it.each<[string, (resposta: Adiado<Resposta<Usuario>> | undefined) => void]>([
    ['succeeds', (resposta) => {
      resposta?.resolve({ dados: usuarioFixture(), mensagens: [], tipoResposta: 'OK' });
    }],
    ['fails', (resposta) => {
      resposta?.reject(new Error('rede fora'));
    }],
  ])('ignores the previous login’s call when it %s late', async (_caso, responderAntiga) => {
    const { usuarios, navigation, logger, store } = montar();
    store.ensureLoaded('admin');
    const respostaAdmin = usuarios.respostas[0];
    store.ensureLoaded('maria');
    expect(usuarios.chamadas).toHaveLength(2);

    responderAntiga(respostaAdmin);
    await settle();
    expect(store.estado.status).toBe('carregando');

    const maria = usuarioFixture({ id: 2, login: 'maria', nome: 'Maria Souza', groups: [] });
    usuarios.responder(maria);
    await settle();
    expect(store.usuario).toEqual(maria);
    expect(navigation.visitas).toEqual([]);
    expect(logger.errors).toEqual([]);
  });
});
