import {
  PERMISSAO,
  buildPage,
  respostaPadrao,
  type FiltroGrupos,
  type GrupoUsuarioResumo,
  type PaginacaoRequest,
  type Usuario,
} from '@rpj/domain';
import type { Resposta } from '@rpj/sdk';
import { describe, expect, it } from 'vitest';
import type { PedidoConfirmacao } from '../../shell/alert.service.ts';
import type { PedidoNotificacao } from '../../shell/notification.service.ts';
import { FakeScheduler, RecordingNavigation, settle, usuarioFixture, servicosTela } from '../../test/fakes.ts';
import { ESPERA_BUSCA_LIVRE_MS } from '../../ui/list/list.view-model.ts';
import { GrupoUsuarioListViewModel } from './grupo-usuario-list.view-model.ts';

const ADMINISTRADOR: GrupoUsuarioResumo = {
  id: 1,
  nome: 'ADMINISTRADOR',
  descricao: 'Administração do sistema',
  quantidadeUsuarios: 2,
  quantidadePermissoes: 76,
};
const FINANCEIRO: GrupoUsuarioResumo = { id: 5, nome: 'FINANCEIRO', quantidadeUsuarios: 0, quantidadePermissoes: 3 };
const GRUPOS: readonly GrupoUsuarioResumo[] = [ADMINISTRADOR, FINANCEIRO];

interface Chamada {
  readonly filtro: FiltroGrupos | undefined;
  readonly paginacao: PaginacaoRequest | undefined;
}

function resposta<T>(dados: T): Resposta<T> {
  return { ...respostaPadrao(dados), dados };
}

function montar(opcoes: { readonly usuario?: Usuario; readonly confirmar?: boolean } = {}): {
  readonly vm: GrupoUsuarioListViewModel;
  readonly chamadas: Chamada[];
  readonly removidos: number[];
  readonly confirmacoes: PedidoConfirmacao[];
  readonly arquivos: { nome: string; conteudo: string }[];
  readonly avisos: PedidoNotificacao[];
  readonly scheduler: FakeScheduler;
  readonly navigation: RecordingNavigation;
} {
  const chamadas: Chamada[] = [];
  const removidos: number[] = [];
  const confirmacoes: PedidoConfirmacao[] = [];
  const arquivos: { nome: string; conteudo: string }[] = [];
  const avisos: PedidoNotificacao[] = [];
  const scheduler = new FakeScheduler();
  const navigation = new RecordingNavigation();
  const vm = new GrupoUsuarioListViewModel(
    {
      listar: (filtro, paginacao) => {
        chamadas.push({ filtro, paginacao });
        const p = { pageNumber: paginacao?.pageNumber ?? 0, pageSize: paginacao?.pageSize ?? 10 };
        return Promise.resolve(resposta(buildPage(GRUPOS.slice(p.pageNumber * p.pageSize, (p.pageNumber + 1) * p.pageSize), p, GRUPOS.length)));
      },
      remover: (id) => {
        removidos.push(id);
        return Promise.resolve(resposta(undefined));
      },
    },
    servicosTela({
      user: {
        usuario:
          opcoes.usuario ??
          usuarioFixture({
            permissoes: [PERMISSAO.VISUALIZAR_PERMISSOES, PERMISSAO.CRIAR_PERMISSOES, PERMISSAO.EDITAR_PERMISSOES, PERMISSAO.REMOVER_PERMISSOES],
          }),
      },
      alerts: {
        show: () => Promise.resolve(),
        confirm: (pedido) => {
          confirmacoes.push(pedido);
          return Promise.resolve(opcoes.confirmar ?? true);
        },
      },
      notifications: {
        notify: (pedido) => {
          avisos.push(pedido);
          return avisos.length;
        },
      },
      downloads: (nome, conteudo) => {
        arquivos.push({ nome, conteudo });
      },
      scheduler,
      navigation,
    }),
  );
  return { vm, chamadas, removidos, confirmacoes, arquivos, avisos, scheduler, navigation };
}

describe('GrupoUsuarioListViewModel', () => {
  it('reads the list with no filter at first, then the name, the page and the sort the URL says', async () => {
    const { vm, chamadas } = montar();
    const linhas: number[] = [];
    for (const query of ['', '?nome=fin&page=2&size=25&sort=nome,desc']) {
      vm.tela.lista.fromQuery(query);
      await settle();
      linhas.push(vm.tela.lista.linhas.length);
    }
    expect(chamadas).toEqual([
      { filtro: {}, paginacao: { pageNumber: 0, pageSize: 10 } },
      { filtro: { nome: 'fin' }, paginacao: { pageNumber: 2, pageSize: 25, sortBy: 'nome', sort: 'desc' } },
    ]);
    expect(linhas).toEqual([2, 0]);
  });

  it('ignores a sort by a column that is not sortable', async () => {
    const { vm, chamadas } = montar();
    vm.tela.lista.fromQuery('?sort=quantidadeUsuarios,asc');
    await settle();
    expect(chamadas[0]?.paginacao).toEqual({ pageNumber: 0, pageSize: 10 });
  });

  it('searches the name as typed after a pause, trimmed, and keeps it in the URL', async () => {
    const { vm, chamadas, scheduler } = montar();
    vm.tela.lista.fromQuery('');
    await settle();
    vm.tela.lista.setCampo('nome', '  finan ');
    scheduler.advance(ESPERA_BUSCA_LIVRE_MS);
    await settle();
    expect(chamadas.at(-1)).toEqual({ filtro: { nome: 'finan' }, paginacao: { pageNumber: 0, pageSize: 10 } });
    expect(new URLSearchParams(vm.tela.lista.query).has('nome')).toBe(true);
  });

  it('sends no name for a blank one', async () => {
    const { vm, chamadas } = montar();
    vm.tela.lista.setCampo('nome', '   ');
    vm.tela.lista.pesquisar();
    await settle();
    expect(chamadas.at(-1)?.filtro).toEqual({});
  });

  it('shows Novo, Editar and Excluir by permission, never Excluir on ADMINISTRADOR', () => {
    const todos = montar().vm;
    expect([todos.tela.podeCriar, todos.tela.podeEditar, todos.tela.podeRemover]).toEqual([true, true, true]);
    expect(todos.tela.podeRemoverItem(ADMINISTRADOR)).toBe(false);
    expect(todos.tela.podeRemoverItem(FINANCEIRO)).toBe(true);
    const leitor = montar({ usuario: usuarioFixture({ permissoes: [PERMISSAO.VISUALIZAR_PERMISSOES] }) }).vm;
    expect([leitor.tela.podeCriar, leitor.tela.podeEditar, leitor.tela.podeRemover]).toEqual([false, false, false]);
    expect(leitor.tela.podeRemoverItem(FINANCEIRO)).toBe(false);
  });

  it('Excluir confirms naming the group, removes it and reads the list again', async () => {
    const { vm, confirmacoes, removidos, chamadas } = montar();
    vm.tela.lista.fromQuery('');
    await settle();
    await vm.tela.remover(FINANCEIRO);
    await settle();
    expect(confirmacoes[0]?.mensagem).toMatch(/^Excluir o grupo FINANCEIRO\?/);
    expect(removidos).toEqual([5]);
    expect(chamadas).toHaveLength(2);
  });

  it('Excluir on a group with users says so before asking anything, and offers to show those users', async () => {
    const comUsuarios: GrupoUsuarioResumo = { ...FINANCEIRO, quantidadeUsuarios: 3 };
    const { vm, confirmacoes, removidos, navigation } = montar();
    await vm.tela.remover(comUsuarios);
    expect(confirmacoes).toEqual([
      {
        tipo: 'ALERTA',
        titulo: 'Não é possível excluir o grupo',
        mensagem: 'O grupo FINANCEIRO tem 3 usuários. Tire-os do grupo antes de excluí-lo.',
        rotuloConfirmar: 'Ver os usuários',
        rotuloCancelar: 'Fechar',
      },
    ]);
    expect([removidos, navigation.caminhos]).toEqual([[], ['/usuario?grupoId=5']]);
    // Fechar: nothing else happens.
    const fechado = montar({ confirmar: false });
    await fechado.vm.tela.remover({ ...FINANCEIRO, quantidadeUsuarios: 1 });
    expect(fechado.confirmacoes[0]?.mensagem).toBe('O grupo FINANCEIRO tem 1 usuário. Tire-o do grupo antes de excluí-lo.');
    expect([fechado.removidos, fechado.navigation.caminhos]).toEqual([[], []]);
  });

  it('Excluir does nothing when not confirmed', async () => {
    const { vm, removidos } = montar({ confirmar: false });
    await vm.tela.remover(FINANCEIRO);
    expect(removidos).toEqual([]);
  });

  it('exports the filtered list as CSV', async () => {
    const { vm, arquivos, avisos, chamadas } = montar();
    vm.tela.lista.fromQuery('?nome=a');
    await settle();
    await vm.tela.exportar();
    expect(chamadas.at(-1)).toEqual({ filtro: { nome: 'a' }, paginacao: { pageNumber: 0, pageSize: 100 } });
    expect(arquivos[0]?.nome).toBe('grupos-usuario.csv');
    expect(arquivos[0]?.conteudo).toBe(
      '\uFEFFNome;Descrição;Usuários;Permissões\r\nADMINISTRADOR;Administração do sistema;2;76\r\nFINANCEIRO;;0;3\r\n',
    );
    expect(avisos[0]).toMatchObject({ tipo: 'OK', mensagem: '2 linhas exportadas.' });
  });
});
