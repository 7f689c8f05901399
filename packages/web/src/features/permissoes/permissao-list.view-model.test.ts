import {
  AREAS_PERMISSAO,
  PERMISSAO,
  buildPage,
  respostaPadrao,
  type FiltroPermissoes,
  type PaginacaoRequest,
  type PermissaoDetalhe,
  type Usuario,
} from '@rpj/domain';
import type { Resposta } from '@rpj/sdk';
import { describe, expect, it } from 'vitest';
import type { PedidoNotificacao } from '../../shell/notification.service.ts';
import { FakeScheduler, settle, usuarioFixture, servicosTela } from '../../test/fakes.ts';
import { ESPERA_BUSCA_LIVRE_MS } from '../../ui/list/list.view-model.ts';
import { rotuloArea } from './area-permissao.ts';
import { OPCOES_AREA, PermissaoListViewModel, filtroPermissoes } from './permissao-list.view-model.ts';

const PERMISSOES: readonly PermissaoDetalhe[] = [
  {
    id: 3,
    nome: 'CRIAR_USUARIOS',
    area: 'USUARIOS',
    acao: 'CRIAR',
    rotulo: 'Criar usuários',
    descricao: 'Cadastra contas; exige "EDITAR_PERMISSOES" para os grupos',
    grupos: [
      { id: 1, nome: 'ADMINISTRADOR' },
      { id: 4, nome: 'RH' },
    ],
    versao: 0,
  },
  { id: 9, nome: 'NULL', area: 'SISTEMA', acao: 'NENHUMA', rotulo: 'Nenhuma (marcador sem efeito)', grupos: [], versao: 0 },
];

interface Chamada {
  readonly filtro: FiltroPermissoes | undefined;
  readonly paginacao: PaginacaoRequest | undefined;
}

function resposta<T>(dados: T): Resposta<T> {
  return { ...respostaPadrao(dados), dados };
}

function montar(usuario: Usuario = usuarioFixture({ permissoes: [PERMISSAO.VISUALIZAR_PERMISSOES, PERMISSAO.EDITAR_PERMISSOES] })): {
  readonly vm: PermissaoListViewModel;
  readonly chamadas: Chamada[];
  readonly arquivos: { nome: string; conteudo: string }[];
  readonly avisos: PedidoNotificacao[];
  readonly scheduler: FakeScheduler;
} {
  const chamadas: Chamada[] = [];
  const arquivos: { nome: string; conteudo: string }[] = [];
  const avisos: PedidoNotificacao[] = [];
  const scheduler = new FakeScheduler();
  const vm = new PermissaoListViewModel(
    {
      listar: (filtro, paginacao) => {
        chamadas.push({ filtro, paginacao });
        const p = { pageNumber: paginacao?.pageNumber ?? 0, pageSize: paginacao?.pageSize ?? 10 };
        return Promise.resolve(resposta(buildPage(PERMISSOES, p, PERMISSOES.length)));
      },
    },
    servicosTela({
      user: { usuario },
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
    }),
  );
  return { vm, chamadas, arquivos, avisos, scheduler };
}

describe('PermissaoListViewModel', () => {
  it('reads the list with no filter at first', async () => {
    const { vm, chamadas } = montar();
    vm.tela.lista.fromQuery('');
    await settle();
    expect(chamadas).toEqual([{ filtro: {}, paginacao: { pageNumber: 0, pageSize: 10 } }]);
    expect(vm.tela.lista.total).toBe(2);
  });

  it('sends the text, the area, the page and the sort of the URL', async () => {
    const { vm, chamadas } = montar();
    vm.tela.lista.fromQuery('?busca=usu&area=USUARIOS&page=1&sort=rotulo,desc');
    await settle();
    expect(chamadas).toEqual([
      { filtro: { busca: 'usu', area: 'USUARIOS' }, paginacao: { pageNumber: 1, pageSize: 10, sortBy: 'rotulo', sort: 'desc' } },
    ]);
  });

  it.each(['nome', 'area', 'rotulo'])('sorts by %s', async (campo) => {
    const { vm, chamadas } = montar();
    vm.tela.lista.fromQuery('');
    await settle();
    vm.tela.lista.ordenarPor(campo);
    await settle();
    expect(chamadas.at(-1)?.paginacao).toEqual({ pageNumber: 0, pageSize: 10, sortBy: campo, sort: 'asc' });
  });

  it('ignores an area the catalogue does not have, and a blank text', () => {
    expect(filtroPermissoes({ busca: '   ', area: 'NAO_EXISTE' })).toEqual({});
    expect(filtroPermissoes({ busca: ' caixa ', area: 'CAIXAS' })).toEqual({ busca: 'caixa', area: 'CAIXAS' });
  });

  it('searches the text as typed after a pause; the area waits for Pesquisar', async () => {
    const { vm, chamadas, scheduler } = montar();
    vm.tela.lista.fromQuery('');
    await settle();
    vm.tela.lista.setCampo('area', 'EMPRESAS');
    scheduler.advance(ESPERA_BUSCA_LIVRE_MS);
    await settle();
    expect(chamadas).toHaveLength(1);
    vm.tela.lista.setCampo('busca', 'averbação');
    scheduler.advance(ESPERA_BUSCA_LIVRE_MS);
    await settle();
    expect(chamadas.at(-1)?.filtro).toEqual({ busca: 'averbação', area: 'EMPRESAS' });
    expect(new URLSearchParams(vm.tela.lista.query).get('area')).toBe('EMPRESAS');
  });

  it('offers every area in the domain order after "Todas", with its pt-BR label', () => {
    expect(OPCOES_AREA[0]).toEqual({ valor: '', rotulo: 'Todas' });
    expect(OPCOES_AREA.slice(1).map((o) => o.valor)).toEqual(AREAS_PERMISSAO);
    expect(OPCOES_AREA.find((o) => o.valor === 'RESPONSAVEIS_ASSINANTE')?.rotulo).toBe('Responsáveis assinantes');
  });

  it('names the chosen area', () => {
    const { vm } = montar();
    expect(vm.areaEscolhida.rotulo).toBe('Todas');
    vm.tela.lista.setCampo('area', 'CAIXAS');
    expect(vm.areaEscolhida).toEqual({ valor: 'CAIXAS', rotulo: 'Caixas' });
  });

  it('prettifies an area the domain has no label for', () => {
    expect(rotuloArea('USUARIOS')).toBe('Usuários');
    expect(rotuloArea('NOVA_AREA_X')).toBe('Nova area x');
  });

  it('shows Editar only with EDITAR_PERMISSOES', () => {
    expect(montar().vm.tela.podeEditar).toBe(true);
    expect(montar(usuarioFixture({ permissoes: [PERMISSAO.VISUALIZAR_PERMISSOES] })).vm.tela.podeEditar).toBe(false);
  });

  it('exports the filtered list as CSV, with the groups joined', async () => {
    const { vm, arquivos, avisos, chamadas } = montar();
    vm.tela.lista.fromQuery('?area=USUARIOS');
    await settle();
    await vm.tela.exportar();
    expect(chamadas.at(-1)).toEqual({ filtro: { area: 'USUARIOS' }, paginacao: { pageNumber: 0, pageSize: 100 } });
    expect(arquivos[0]?.nome).toBe('permissoes.csv');
    expect(arquivos[0]?.conteudo).toBe(
      '\uFEFFPermissão;Rótulo;Área;Ação;Descrição;Grupos\r\n' +
        'CRIAR_USUARIOS;Criar usuários;Usuários;Criar;"Cadastra contas; exige ""EDITAR_PERMISSOES"" para os grupos";ADMINISTRADOR, RH\r\n' +
        'NULL;Nenhuma (marcador sem efeito);Sistema;Nenhuma;;\r\n',
    );
    expect(avisos[0]).toMatchObject({ tipo: 'OK', mensagem: '2 linhas exportadas.' });
  });
});
