import {
  PERMISSAO,
  buildPage,
  type BuscaUsuarios,
  type FiltroUsuarios,
  type GrupoRef,
  type PaginacaoRequest,
  type Pagina,
  type Permissao,
  type Usuario,
  type UsuarioListaItem,
} from '@rpj/domain';
import { HttpError, type CallOptions, type GrupoUsuarioApi, type Resposta, type UsuarioApi } from '@rpj/sdk';
import { describe, expect, it } from 'vitest';
import type { PedidoNotificacao } from '../../shell/notification.service.ts';
import { FakeScheduler, settle, usuarioFixture, servicosTela, FakeAlerts } from '../../test/fakes.ts';
import { UsuarioListViewModel } from './usuario-list.view-model.ts';

const INFO = { metodo: 'DELETE', url: 'http://localhost:8081/usuario/7', requestId: 'req-1' };

function resposta<T>(dados: T): Resposta<T> {
  return { dados, mensagens: [], tipoResposta: 'OK' };
}

function item(n: number): UsuarioListaItem {
  return {
    id: n,
    nome: `Usuário ${n}`,
    login: `usuario${n}`,
    cpf: '52998224725',
    ativo: n % 2 === 1,
    primeiroAcesso: false,
    grupos: ['USER'],
  };
}

const MARIA: UsuarioListaItem = {
  id: 7,
  nome: 'Maria Souza',
  login: 'msouza',
  cpf: '11144477735',
  email: 'maria@cartorio.com.br',
  ativo: true,
  primeiroAcesso: false,
  grupos: ['ADMINISTRADOR', 'USER'],
};

interface Leitura {
  readonly metodo: 'listar' | 'buscar';
  readonly filtro: BuscaUsuarios;
  readonly paginacao: PaginacaoRequest | undefined;
  readonly options: CallOptions | undefined;
}

/** The users API: both reads answer at once from a list of `total` users. */
class FakeUsuarios implements Pick<UsuarioApi, 'listar' | 'buscar' | 'remover'> {
  readonly leituras: Leitura[] = [];
  readonly removidos: number[] = [];
  total = 0;
  falhaAoRemover: Error | undefined;
  falhaAoLer: Error | undefined;

  listar(filtro?: FiltroUsuarios, paginacao?: PaginacaoRequest, options?: CallOptions): Promise<Resposta<Pagina<UsuarioListaItem>>> {
    return this.#ler('listar', filtro ?? {}, paginacao, options);
  }

  buscar(busca: BuscaUsuarios, paginacao?: PaginacaoRequest, options?: CallOptions): Promise<Resposta<Pagina<UsuarioListaItem>>> {
    return this.#ler('buscar', busca, paginacao, options);
  }

  remover(id: number): Promise<Resposta<undefined>> {
    this.removidos.push(id);
    if (this.falhaAoRemover !== undefined) return Promise.reject(this.falhaAoRemover);
    return Promise.resolve({ mensagens: ['Usuário removido.'], tipoResposta: 'OK', dados: undefined });
  }

  get ultima(): Leitura {
    const leitura = this.leituras.at(-1);
    if (leitura === undefined) throw new Error('no read');
    return leitura;
  }

  #ler(
    metodo: Leitura['metodo'],
    filtro: BuscaUsuarios,
    paginacao: PaginacaoRequest | undefined,
    options: CallOptions | undefined,
  ): Promise<Resposta<Pagina<UsuarioListaItem>>> {
    this.leituras.push({ metodo, filtro, paginacao, options });
    if (this.falhaAoLer !== undefined) return Promise.reject(this.falhaAoLer);
    const pageNumber = paginacao?.pageNumber ?? 0;
    const pageSize = paginacao?.pageSize ?? 10;
    const inicio = pageNumber * pageSize;
    const linhas = Array.from({ length: Math.max(0, Math.min(pageSize, this.total - inicio)) }, (_, i) => item(inicio + i + 1));
    return Promise.resolve(resposta(buildPage(linhas, { pageNumber, pageSize }, this.total)));
  }
}

const GRUPOS: readonly GrupoRef[] = [
  { id: 1, nome: 'ADMINISTRADOR' },
  { id: 2, nome: 'USER' },
];

class FakeGrupos implements Pick<GrupoUsuarioApi, 'todos'> {
  readonly chamadas: (CallOptions | undefined)[] = [];

  todos(options?: CallOptions): Promise<Resposta<readonly GrupoRef[]>> {
    this.chamadas.push(options);
    return Promise.resolve(resposta(GRUPOS));
  }
}

class FakeNotifications {
  readonly pedidos: PedidoNotificacao[] = [];

  notify(pedido: PedidoNotificacao): number {
    this.pedidos.push(pedido);
    return this.pedidos.length;
  }
}

interface Download {
  readonly nomeArquivo: string;
  readonly conteudo: string;
  readonly tipo: string;
}

function montar(usuario: Usuario | undefined = usuarioFixture()): {
  vm: UsuarioListViewModel;
  usuarios: FakeUsuarios;
  grupos: FakeGrupos;
  alerts: FakeAlerts;
  notifications: FakeNotifications;
  downloads: Download[];
  scheduler: FakeScheduler;
} {
  const usuarios = new FakeUsuarios();
  const grupos = new FakeGrupos();
  const alerts = new FakeAlerts();
  const notifications = new FakeNotifications();
  const downloads: Download[] = [];
  const scheduler = new FakeScheduler();
  const vm = new UsuarioListViewModel(
    usuarios,
    grupos,
    servicosTela({
      user: { usuario },
      alerts,
      notifications,
      downloads: (nomeArquivo, conteudo, tipo) => {
        downloads.push({ nomeArquivo, conteudo, tipo });
      },
      scheduler,
    }),
  );
  return { vm, usuarios, grupos, alerts, notifications, downloads, scheduler };
}

function com(...permissoes: Permissao[]): Usuario {
  return usuarioFixture({ permissoes });
}

describe('UsuarioListViewModel searching', () => {
  it('lists with no filter when none is filled', async () => {
    const { vm, usuarios } = montar();
    usuarios.total = 3;
    vm.tela.lista.fromQuery('');
    await settle();

    expect(usuarios.leituras).toHaveLength(1);
    expect(usuarios.ultima.metodo).toBe('listar');
    expect(usuarios.ultima.filtro).toEqual({});
    expect(usuarios.ultima.paginacao).toEqual({ pageNumber: 0, pageSize: 10 });
    expect(usuarios.ultima.options?.signal).toBeInstanceOf(AbortSignal);
    expect(vm.tela.lista.linhas.map((u) => u.id)).toEqual([1, 2, 3]);
  });

  it('lists by login, group (a number) and situation (a boolean), each only when filled', () => {
    const { vm, usuarios } = montar();
    vm.tela.lista.setCampo('login', '  msouza ');
    vm.tela.lista.setCampo('grupoId', '2');
    vm.tela.lista.setCampo('ativo', 'false');
    vm.tela.lista.pesquisar();
    expect(usuarios.ultima).toMatchObject({ metodo: 'listar', filtro: { login: 'msouza', grupoId: 2, ativo: false } });

    vm.tela.lista.setCampo('login', '');
    vm.tela.lista.setCampo('ativo', 'true');
    vm.tela.lista.pesquisar();
    expect(usuarios.ultima).toMatchObject({ metodo: 'listar' });
    expect(usuarios.ultima.filtro).toEqual({ grupoId: 2, ativo: true });

    vm.tela.lista.setCampo('grupoId', '');
    vm.tela.lista.setCampo('ativo', '');
    vm.tela.lista.pesquisar();
    expect(usuarios.ultima.filtro).toEqual({});
  });

  it('searches by name with a POST after the pause in typing, never putting the name in the URL', () => {
    const { vm, usuarios, scheduler } = montar();
    vm.tela.lista.setCampo('login', 'ms');
    vm.tela.lista.setCampo('nome', ' Maria ');
    scheduler.advance(399);
    expect(usuarios.leituras).toHaveLength(0);
    scheduler.advance(1);

    expect(usuarios.leituras).toHaveLength(1);
    expect(usuarios.ultima.metodo).toBe('buscar');
    expect(usuarios.ultima.filtro).toEqual({ login: 'ms', nome: 'Maria' });
    expect(vm.tela.lista.query).toBe('?login=ms');
  });

  it.each([
    ['529.982', '529982'],
    ['529.982.247-25', '52998224725'],
    ['52998224725', '52998224725'],
    ['529.98', '52998'],
  ])('searches by the digits of a CPF typed with its mask (%s → %s), keeping it out of the URL', (digitado, digitos) => {
    const { vm, usuarios } = montar();
    vm.tela.lista.setCampo('cpf', digitado);
    vm.tela.lista.setCampo('ativo', 'true');
    vm.tela.lista.pesquisar();

    expect(usuarios.ultima.metodo).toBe('buscar');
    expect(usuarios.ultima.filtro).toEqual({ ativo: true, cpf: digitos });
    expect(vm.tela.lista.query).toBe('?ativo=true');
    expect(vm.tela.lista.query).not.toContain(digitos.slice(0, 3));
  });

  it('searches by name and CPF together', () => {
    const { vm, usuarios } = montar();
    vm.tela.lista.setCampo('nome', 'Maria');
    vm.tela.lista.setCampo('cpf', '111.444');
    vm.tela.lista.pesquisar();
    expect(usuarios.ultima).toMatchObject({ metodo: 'buscar', filtro: { nome: 'Maria', cpf: '111444' } });
    expect(vm.tela.lista.query).toBe('');
  });

  it('ignores a name or CPF that arrives in the URL', () => {
    const { vm, usuarios } = montar();
    vm.tela.lista.fromQuery('?nome=Maria&cpf=11144477735&login=ms');
    expect(usuarios.ultima.metodo).toBe('listar');
    expect(usuarios.ultima.filtro).toEqual({ login: 'ms' });
  });

  it('passes page, size and sort to the service', () => {
    const { vm, usuarios } = montar();
    vm.tela.lista.fromQuery('?page=2&size=25&sort=login,desc');
    expect(usuarios.ultima.paginacao).toEqual({ pageNumber: 2, pageSize: 25, sortBy: 'login', sort: 'desc' });
  });

  it('loads the groups for the filter on setup, and aborts the pending search when disposed', async () => {
    const { vm, usuarios, grupos } = montar();
    const dispose = vm.setup();
    await settle();
    expect(grupos.chamadas).toEqual([{ onNetworkError: 'report' }]);
    expect(vm.grupos).toEqual(GRUPOS);

    usuarios.total = 1;
    vm.tela.lista.pesquisar();
    const signal = usuarios.ultima.options?.signal;
    dispose();
    expect(signal?.aborted).toBe(true);
  });

  it('shows the error state when the service fails', async () => {
    const { vm, usuarios } = montar();
    usuarios.falhaAoLer = new HttpError(500, INFO, undefined);
    vm.tela.lista.fromQuery('');
    await settle();
    expect(vm.tela.lista.status).toBe('erro');
  });
});

describe('UsuarioListViewModel permissions', () => {
  it('offers nothing while no user is signed in', () => {
    const { vm } = montar(undefined);
    expect(vm.tela.podeCriar).toBe(false);
    expect(vm.tela.podeRemover).toBe(false);
    expect(vm.tela.podeEditar).toBe(false);
  });

  it('offers Novo only with CRIAR_USUARIOS', () => {
    expect(montar(com()).vm.tela.podeCriar).toBe(false);
    expect(montar(com(PERMISSAO.EDITAR_USUARIOS)).vm.tela.podeCriar).toBe(false);
    expect(montar(com(PERMISSAO.CRIAR_USUARIOS)).vm.tela.podeCriar).toBe(true);
  });

  it('offers Excluir only with REMOVER_USUARIOS', () => {
    expect(montar(com(PERMISSAO.CRIAR_USUARIOS)).vm.tela.podeRemover).toBe(false);
    expect(montar(com(PERMISSAO.REMOVER_USUARIOS)).vm.tela.podeRemover).toBe(true);
  });

  it.each([
    [[PERMISSAO.VISUALIZAR_USUARIOS, PERMISSAO.VISUALIZAR_PERMISSOES, PERMISSAO.EDITAR_PERMISSOES], true],
    [[PERMISSAO.VISUALIZAR_USUARIOS, PERMISSAO.VISUALIZAR_PERMISSOES], false],
    [[PERMISSAO.VISUALIZAR_USUARIOS, PERMISSAO.EDITAR_PERMISSOES], false],
    [[PERMISSAO.VISUALIZAR_PERMISSOES, PERMISSAO.EDITAR_PERMISSOES], false],
    [[PERMISSAO.EDITAR_USUARIOS], false],
  ])('opens a record with %j: %s', (permissoes, pode) => {
    expect(montar(com(...permissoes)).vm.tela.podeEditar).toBe(pode);
  });
});

describe('UsuarioListViewModel Excluir', () => {
  it('asks a confirmation naming the user, and does nothing when cancelled', async () => {
    const { vm, usuarios, alerts } = montar();
    alerts.resposta = false;

    await vm.tela.remover(MARIA);

    expect(alerts.pedidos).toHaveLength(1);
    expect(alerts.pedidos[0]?.mensagem).toMatch(/^Excluir o usuário Maria Souza\?/);
    expect(alerts.pedidos[0]?.rotuloConfirmar).toBe('Excluir');
    expect(usuarios.removidos).toEqual([]);
    expect(usuarios.leituras).toHaveLength(0);
  });

  it('removes the user when confirmed and loads the list again', async () => {
    const { vm, usuarios } = montar();
    usuarios.total = 5;
    vm.tela.lista.fromQuery('?login=ms');
    await settle();
    expect(usuarios.leituras).toHaveLength(1);

    await vm.tela.remover(MARIA);

    expect(usuarios.removidos).toEqual([7]);
    expect(usuarios.leituras).toHaveLength(2);
    expect(usuarios.ultima.filtro).toEqual({ login: 'ms' });
  });

  it('keeps the list as it is when the removal fails', async () => {
    const { vm, usuarios } = montar();
    usuarios.falhaAoRemover = new HttpError(409, INFO, undefined);
    await vm.tela.remover(MARIA);
    expect(usuarios.removidos).toEqual([7]);
    expect(usuarios.leituras).toHaveLength(0);
  });
});

describe('UsuarioListViewModel Exportar CSV', () => {
  it('downloads usuarios.csv and says how many rows it has', async () => {
    const { vm, usuarios, downloads, notifications } = montar();
    usuarios.total = 30;

    await vm.tela.exportar();

    expect(downloads).toHaveLength(1);
    const [download] = downloads;
    expect(download?.nomeArquivo).toBe('usuarios.csv');
    expect(download?.tipo).toBe('text/csv;charset=utf-8');
    const linhas = download?.conteudo.replace(/^\uFEFF/, '').split('\r\n') ?? [];
    expect(linhas[0]).toBe('Nome;Login;CPF;E-mail;Grupos;Situação');
    expect(linhas[1]).toBe('Usuário 1;usuario1;529.982.247-25;;USER;Ativo');
    expect(linhas[2]).toBe('Usuário 2;usuario2;529.982.247-25;;USER;Inativo');
    expect(linhas).toHaveLength(32);
    expect(notifications.pedidos).toHaveLength(1);
    expect(notifications.pedidos[0]?.tipo).toBe('OK');
    expect(notifications.pedidos[0]?.mensagem).toBe('30 linhas exportadas.');
    expect(notifications.pedidos[0]?.timeout).toBeUndefined();
  });

  it('exports what the name search finds, through the POST search', async () => {
    const { vm, usuarios, downloads } = montar();
    usuarios.total = 3;
    vm.tela.lista.setCampo('nome', 'Usuário');
    vm.tela.lista.pesquisar();
    await settle();

    await vm.tela.exportar();

    expect(usuarios.ultima).toMatchObject({ metodo: 'buscar', filtro: { nome: 'Usuário' }, paginacao: { pageNumber: 0, pageSize: 100 } });
    expect(downloads).toHaveLength(1);
  });

  it('warns, until closed, when the export was capped', async () => {
    const { vm, usuarios, downloads, notifications } = montar();
    usuarios.total = 2500;

    await vm.tela.exportar();

    expect(usuarios.leituras).toHaveLength(20);
    expect(downloads[0]?.conteudo.split('\r\n')).toHaveLength(2002);
    expect(notifications.pedidos).toEqual([
      {
        tipo: 'ALERTA',
        mensagem: 'A exportação foi limitada às primeiras 2.000 linhas de 2.500. Refine os filtros para exportar o restante.',
        timeout: 0,
      },
    ]);
  });

  it('downloads nothing when a page cannot be read', async () => {
    const { vm, usuarios, downloads, notifications } = montar();
    usuarios.falhaAoLer = new HttpError(500, INFO, undefined);
    await vm.tela.exportar();
    expect(downloads).toEqual([]);
    expect(notifications.pedidos).toEqual([]);
    expect(vm.tela.lista.exportando).toBe(false);
  });
});
