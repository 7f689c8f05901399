import {
  CATALOGO_PERMISSOES,
  PERMISSAO,
  respostaPadrao,
  type GrupoUsuario,
  type GrupoUsuarioSalvar,
  type Permissao,
  type PermissaoDetalhe,
  type Usuario,
} from '@rpj/domain';
import { HttpError, type Resposta } from '@rpj/sdk';
import { describe, expect, it } from 'vitest';
import type { PedidoConfirmacao } from '../../shell/alert.service.ts';
import { FakeDraftStore, RecordingNavigation, settle, usuarioFixture, servicosTela } from '../../test/fakes.ts';
import { GrupoUsuarioFormViewModel, MENSAGEM_NOME_GRUPO } from './grupo-usuario-form.view-model.ts';

const INFO = { metodo: 'POST', url: 'http://localhost:8140/grupo-usuario', requestId: 'teste' };

/** The whole catalogue as the service answers it (ids from 1, NULL included), in the service's name order. */
const CATALOGO: readonly PermissaoDetalhe[] = CATALOGO_PERMISSOES.map((p, i) => ({
  id: i + 1,
  nome: p.nome,
  area: p.area,
  acao: p.acao,
  rotulo: p.rotulo,
  grupos: [],
  versao: 0,
})).sort((a, b) => a.nome.localeCompare(b.nome));

const ATRIBUIVEIS = CATALOGO_PERMISSOES.filter((p) => p.atribuivel).length;

function idDe(nome: Permissao): number {
  const p = CATALOGO.find((c) => c.nome === nome);
  if (p === undefined) throw new Error(`not in the catalogue: ${nome}`);
  return p.id;
}

function resposta<T>(dados: T, mensagens: readonly string[] = []): Resposta<T> {
  return { ...respostaPadrao(dados, { mensagens, tipoResposta: 'OK' }), dados };
}

const FINANCEIRO: GrupoUsuario = {
  id: 5,
  nome: 'FINANCEIRO',
  descricao: 'Caixa e relatórios',
  permissoes: [PERMISSAO.VISUALIZAR_CAIXAS, PERMISSAO.EDITAR_CAIXAS],
  versao: 3,
};

const ADMINISTRADOR: GrupoUsuario = { id: 1, nome: 'ADMINISTRADOR', permissoes: [PERMISSAO.VISUALIZAR_USUARIOS], versao: 7 };

const TODAS_DO_GRUPO: readonly Permissao[] = [
  PERMISSAO.CRIAR_PERMISSOES,
  PERMISSAO.EDITAR_PERMISSOES,
  PERMISSAO.VISUALIZAR_PERMISSOES,
  PERMISSAO.REMOVER_PERMISSOES,
];

interface Montagem {
  readonly vm: GrupoUsuarioFormViewModel;
  readonly salvos: GrupoUsuarioSalvar[];
  readonly removidos: number[];
  readonly confirmacoes: PedidoConfirmacao[];
  readonly navegacao: RecordingNavigation;
  readonly drafts: FakeDraftStore;
  readonly recargasUsuario: { n: number };
}

function montar(
  opcoes: {
    readonly grupo?: GrupoUsuario;
    readonly usuario?: Usuario;
    readonly confirmar?: boolean;
    readonly salvar?: (g: GrupoUsuarioSalvar) => Promise<Resposta<GrupoUsuario>>;
    readonly obter?: () => Promise<Resposta<GrupoUsuario>>;
  } = {},
): Montagem {
  const salvos: GrupoUsuarioSalvar[] = [];
  const removidos: number[] = [];
  const confirmacoes: PedidoConfirmacao[] = [];
  const navegacao = new RecordingNavigation();
  const drafts = new FakeDraftStore();
  const recargasUsuario = { n: 0 };
  const usuario = opcoes.usuario ?? usuarioFixture({ permissoes: TODAS_DO_GRUPO });
  const vm = new GrupoUsuarioFormViewModel(
    {
      obter: opcoes.obter ?? (() => Promise.resolve(resposta(opcoes.grupo ?? FINANCEIRO))),
      salvar: (g) => {
        salvos.push(g);
        if (opcoes.salvar !== undefined) return opcoes.salvar(g);
        const nomes = g.permissoes;
        return Promise.resolve(resposta({ id: g.id ?? 99, nome: g.nome, permissoes: nomes, versao: (g.versao ?? -1) + 1 }, ['Grupo salvo com sucesso!']));
      },
      remover: (id) => {
        removidos.push(id);
        return Promise.resolve(resposta(undefined));
      },
    },
    { catalogo: () => Promise.resolve(resposta(CATALOGO)) },
    servicosTela({
      user: {
        usuario,
        load: () => {
          recargasUsuario.n++;
          return Promise.resolve();
        },
      },
      drafts,
      alerts: {
        show: () => Promise.resolve(),
        confirm: (pedido) => {
          confirmacoes.push(pedido);
          return Promise.resolve(opcoes.confirmar ?? true);
        },
      },
      navigation: navegacao,
    }),
  );
  vm.tela.configure(opcoes.grupo === undefined && opcoes.obter === undefined ? undefined : String(opcoes.grupo?.id ?? 404));
  return { vm, salvos, removidos, confirmacoes, navegacao, drafts, recargasUsuario };
}

async function carregado(opcoes: Parameters<typeof montar>[0] = {}): Promise<Montagem> {
  const m = montar(opcoes);
  await m.vm.tela.carregar();
  return m;
}

describe('GrupoUsuarioFormViewModel', () => {
  describe('the catalogue', () => {
    it('offers every permission a group may hold, never the NULL marker', async () => {
      const { vm } = await carregado();
      expect(vm.tela.status).toBe('pronto');
      expect(vm.catalogo).toHaveLength(ATRIBUIVEIS);
      expect(vm.catalogo.map((p) => p.nome)).not.toContain('NULL');
      expect(vm.rotuloContagem).toBe(`0 de ${ATRIBUIVEIS} selecionadas`);
    });

    it('groups by area in the domain order, titled with the domain labels, actions in order inside an area', async () => {
      const { vm } = await carregado();
      expect(vm.areas.slice(0, 3).map((a) => a.titulo)).toEqual(['Distribuições', 'Exames', 'Conferências']);
      const usuarios = vm.areas.find((a) => a.area === 'USUARIOS');
      expect(usuarios?.titulo).toBe('Usuários');
      expect(usuarios?.permissoes.map((p) => p.nome)).toEqual([
        'CRIAR_USUARIOS',
        'EDITAR_USUARIOS',
        'VISUALIZAR_USUARIOS',
        'REMOVER_USUARIOS',
      ]);
      expect(vm.areas.map((a) => a.area)).not.toContain('SISTEMA');
      expect(vm.areas.reduce((n, a) => n + a.total, 0)).toBe(ATRIBUIVEIS);
    });

    it('shows the group permissions ticked, and counts them', async () => {
      const { vm } = await carregado({ grupo: FINANCEIRO });
      expect(vm.selecionada(idDe(PERMISSAO.VISUALIZAR_CAIXAS))).toBe(true);
      expect(vm.selecionada(idDe(PERMISSAO.CRIAR_CAIXAS))).toBe(false);
      expect(vm.rotuloContagem).toBe(`2 de ${ATRIBUIVEIS} selecionadas`);
      expect(vm.areas.find((a) => a.area === 'CAIXAS')).toMatchObject({ selecionadas: 2, total: 5 });
    });

    it('says "1 de N selecionada" for one', async () => {
      const { vm } = await carregado({ grupo: { ...FINANCEIRO, permissoes: [PERMISSAO.VISUALIZAR_CAIXAS] } });
      expect(vm.rotuloContagem).toBe(`1 de ${ATRIBUIVEIS} selecionada`);
    });
  });

  describe('the search', () => {
    it('ignores accents and case, and leaves out the areas with nothing found', async () => {
      const { vm } = await carregado();
      vm.setBusca('AVERBAÇÃO');
      expect(vm.areas.map((a) => a.titulo)).toEqual(['Empresas']);
      expect(vm.areas[0]?.permissoes.map((p) => p.nome)).toEqual(['EDITAR_NUMERO_AVERBACAO']);
      expect(vm.rotuloBusca).toBe('1 permissão encontrada.');
    });

    it('finds by the permission name and by the area title', async () => {
      const { vm } = await carregado();
      vm.setBusca('remover_socios');
      expect(vm.visiveis.map((p) => p.nome)).toEqual(['REMOVER_SOCIOS']);
      vm.setBusca('grupos de distribuicao');
      expect(vm.areas.map((a) => a.area)).toEqual(['GRUPOS_DISTRIBUICAO']);
      expect(vm.areas[0]?.permissoes).toHaveLength(4);
    });

    it('says when nothing is found, and shows everything again when cleared', async () => {
      const { vm } = await carregado();
      vm.setBusca('xyzzy');
      expect(vm.areas).toEqual([]);
      expect(vm.rotuloBusca).toBe('Nenhuma permissão encontrada para "xyzzy".');
      vm.limparBusca();
      expect(vm.rotuloBusca).toBeUndefined();
      expect(vm.visiveis).toHaveLength(ATRIBUIVEIS);
    });

    it('keeps the count over the whole catalogue, not only what is shown', async () => {
      const { vm } = await carregado({ grupo: FINANCEIRO });
      vm.setBusca('usuarios');
      expect(vm.rotuloContagem).toBe(`2 de ${ATRIBUIVEIS} selecionadas`);
    });
  });

  describe('Selecionar todas and Limpar of an area', () => {
    it('tick only the visible permissions of the area', async () => {
      const { vm } = await carregado();
      vm.setBusca('visualizar');
      vm.selecionarTodas('USUARIOS');
      expect(vm.nomesSelecionados()).toEqual(['VISUALIZAR_USUARIOS']);
      expect(vm.areas.find((a) => a.area === 'USUARIOS')).toMatchObject({
        selecionadas: 1,
        total: 4,
        todasVisiveisSelecionadas: true,
        nenhumaVisivelSelecionada: false,
      });
      // The other areas found by the same search are untouched.
      expect(vm.selecionada(idDe(PERMISSAO.VISUALIZAR_EMPRESAS))).toBe(false);
    });

    it('tick the whole area without a search, and Limpar unticks only the visible ones', async () => {
      const { vm } = await carregado();
      vm.selecionarTodas('USUARIOS');
      expect(vm.areas.find((a) => a.area === 'USUARIOS')?.selecionadas).toBe(4);
      vm.setBusca('criar');
      vm.limparArea('USUARIOS');
      vm.limparBusca();
      expect(vm.nomesSelecionados()).toEqual(['EDITAR_USUARIOS', 'VISUALIZAR_USUARIOS', 'REMOVER_USUARIOS']);
      expect(vm.tela.form.sujo).toBe(true);
    });

    it('a single permission ticked and unticked', async () => {
      const { vm } = await carregado({ grupo: FINANCEIRO });
      vm.alternarPermissao(idDe(PERMISSAO.CRIAR_CAIXAS), true);
      vm.alternarPermissao(idDe(PERMISSAO.EDITAR_CAIXAS), false);
      expect(vm.nomesSelecionados()).toEqual(['CRIAR_CAIXAS', 'VISUALIZAR_CAIXAS']);
    });
  });

  describe('ADMINISTRADOR', () => {
    it('shows every permission ticked and locked, its name fixed, no Excluir', async () => {
      const { vm } = await carregado({ grupo: ADMINISTRADOR });
      expect(vm.administrador).toBe(true);
      expect(vm.catalogo.every((p) => vm.selecionada(p.id))).toBe(true);
      expect(vm.rotuloContagem).toBe(`${ATRIBUIVEIS} de ${ATRIBUIVEIS} selecionadas`);
      expect(vm.permissoesBloqueadas).toBe(true);
      expect(vm.nomeBloqueado).toBe(true);
      expect(vm.tela.podeRemover).toBe(false);
    });

    it('ignores attempts to untick', async () => {
      const { vm } = await carregado({ grupo: ADMINISTRADOR });
      vm.alternarPermissao(idDe(PERMISSAO.VISUALIZAR_USUARIOS), false);
      vm.limparArea('USUARIOS');
      expect(vm.tela.form.sujo).toBe(false);
      expect(vm.selecionada(idDe(PERMISSAO.VISUALIZAR_USUARIOS))).toBe(true);
    });

    it('sends every permission of the catalogue when saved', async () => {
      const { vm, salvos } = await carregado({ grupo: ADMINISTRADOR });
      vm.tela.form.set('descricao', 'Todos os poderes');
      await vm.tela.salvar();
      expect(salvos).toHaveLength(1);
      expect(salvos[0]?.nome).toBe('ADMINISTRADOR');
      expect(salvos[0]?.permissoes).toHaveLength(ATRIBUIVEIS);
      expect(salvos[0]?.permissoes).not.toContain('NULL');
    });
  });

  describe('saving', () => {
    it('sends id, versao, the name in upper case and the permission names, then goes back to the list', async () => {
      const { vm, salvos, navegacao, drafts } = await carregado({ grupo: FINANCEIRO });
      vm.setNome('gestao  financeira ');
      expect(vm.nomeSemAcentos).toBe(false);
      vm.setNome('gestão  financeira ');
      vm.tela.form.set('descricao', '  Caixa diário  ');
      vm.alternarPermissao(idDe(PERMISSAO.ANALISAR_CAIXAS), true);
      expect(vm.tela.form.valores.nome).toBe('GESTAO  FINANCEIRA ');
      expect(drafts.guardados.has('admin:grupo-usuario:5')).toBe(true);
      await vm.tela.salvar();
      expect(salvos).toEqual([
        {
          id: 5,
          versao: 3,
          nome: 'GESTAO  FINANCEIRA',
          descricao: 'Caixa diário',
          permissoes: ['EDITAR_CAIXAS', 'VISUALIZAR_CAIXAS', 'ANALISAR_CAIXAS'],
        },
      ]);
      expect(navegacao.caminhos).toEqual(['/grupo-usuario']);
      expect(drafts.guardados.size).toBe(0);
    });

    it('creates without id or versao, and leaves out an empty description', async () => {
      const { vm, salvos, drafts } = await carregado();
      vm.setNome('cartório');
      expect([vm.tela.form.valores.nome, vm.nomeSemAcentos]).toEqual(['CARTORIO', true]);
      expect(drafts.guardados.has('admin:grupo-usuario:novo')).toBe(true);
      vm.selecionarTodas('PERMISSOES');
      await vm.tela.salvar();
      expect(salvos).toEqual([{ nome: 'CARTORIO', permissoes: TODAS_DO_GRUPO }]);
    });

    it('refuses a name the server would refuse, in pt-BR, without calling it', async () => {
      const { vm, salvos, navegacao } = await carregado();
      vm.setNome('A');
      await vm.tela.salvar();
      expect(vm.tela.form.erros.nome).toBe(MENSAGEM_NOME_GRUPO);
      vm.setNome('GRUPO-1');
      await vm.tela.salvar();
      expect(vm.tela.form.erros.nome).toBe(MENSAGEM_NOME_GRUPO);
      vm.setNome('');
      await vm.tela.salvar();
      expect(vm.tela.form.erros.nome).toBe('Campo obrigatório.');
      expect(salvos).toEqual([]);
      expect(navegacao.caminhos).toEqual([]);
    });

    it('refuses a description longer than 255 characters', async () => {
      const { vm, salvos } = await carregado({ grupo: FINANCEIRO });
      vm.tela.form.set('descricao', 'x'.repeat(256));
      await vm.tela.salvar();
      expect(vm.tela.form.erros.descricao).toBe('Use no máximo 255 caracteres.');
      expect(salvos).toEqual([]);
    });

    it('explains a stale version (409) and stays', async () => {
      const { vm, navegacao } = await carregado({
        grupo: FINANCEIRO,
        salvar: () => Promise.reject(new HttpError(409, INFO, respostaPadrao(undefined, { mensagens: ['O grupo foi alterado por outra pessoa.'], tipoResposta: 'ALERTA', erros: [{ campo: 'versao', mensagem: 'O grupo foi alterado por outra pessoa.' }] }))),
      });
      vm.alternarPermissao(idDe(PERMISSAO.CRIAR_CAIXAS), true);
      await vm.tela.salvar();
      expect(vm.tela.form.problema).toEqual({ tipo: 'conflito', mensagem: 'O grupo foi alterado por outra pessoa.' });
      expect(navegacao.caminhos).toEqual([]);
    });

    it('reloads the signed-in user after saving one of their groups', async () => {
      const usuario = usuarioFixture({ permissoes: TODAS_DO_GRUPO, groups: [{ grupoUsuario: { id: 5, nome: 'FINANCEIRO' } }] });
      const { vm, recargasUsuario } = await carregado({ grupo: FINANCEIRO, usuario });
      await vm.tela.salvar();
      expect(recargasUsuario.n).toBe(1);
    });

    it('does not reload the signed-in user after saving another group', async () => {
      const { vm, recargasUsuario } = await carregado({ grupo: FINANCEIRO });
      await vm.tela.salvar();
      expect(recargasUsuario.n).toBe(0);
    });
  });

  describe('permissions of the signed-in user', () => {
    it('a new group needs CRIAR_PERMISSOES', async () => {
      const sem = await carregado({ usuario: usuarioFixture({ permissoes: [PERMISSAO.VISUALIZAR_PERMISSOES, PERMISSAO.EDITAR_PERMISSOES] }) });
      expect(sem.vm.tela.podeSalvar).toBe(false);
      expect(sem.vm.permissoesBloqueadas).toBe(true);
      const com = await carregado({ usuario: usuarioFixture({ permissoes: [PERMISSAO.CRIAR_PERMISSOES] }) });
      expect(com.vm.tela.podeSalvar).toBe(true);
      expect(com.vm.tela.podeRemover).toBe(false);
    });

    it('an existing group needs EDITAR_PERMISSOES to save and REMOVER_PERMISSOES to remove', async () => {
      const leitor = await carregado({ grupo: FINANCEIRO, usuario: usuarioFixture({ permissoes: [PERMISSAO.VISUALIZAR_PERMISSOES] }) });
      expect(leitor.vm.tela.podeSalvar).toBe(false);
      expect(leitor.vm.nomeBloqueado).toBe(true);
      expect(leitor.vm.permissoesBloqueadas).toBe(true);
      expect(leitor.vm.tela.podeRemover).toBe(false);
      leitor.vm.alternarPermissao(idDe(PERMISSAO.CRIAR_CAIXAS), true);
      expect(leitor.vm.tela.form.sujo).toBe(false);
      await leitor.vm.tela.salvar();
      expect(leitor.salvos).toEqual([]);

      const editor = await carregado({ grupo: FINANCEIRO, usuario: usuarioFixture({ permissoes: [PERMISSAO.EDITAR_PERMISSOES] }) });
      expect(editor.vm.tela.podeSalvar).toBe(true);
      expect(editor.vm.tela.podeRemover).toBe(false);

      const removedor = await carregado({ grupo: FINANCEIRO, usuario: usuarioFixture({ permissoes: [PERMISSAO.REMOVER_PERMISSOES] }) });
      expect(removedor.vm.tela.podeRemover).toBe(true);
    });
  });

  describe('Excluir', () => {
    it('confirms naming the group, removes it and goes back to the list', async () => {
      const { vm, confirmacoes, removidos, navegacao } = await carregado({ grupo: FINANCEIRO });
      await vm.tela.remover();
      expect(confirmacoes[0]?.mensagem).toMatch(/^Excluir o grupo FINANCEIRO\?/);
      expect(removidos).toEqual([5]);
      expect(navegacao.caminhos).toEqual(['/grupo-usuario']);
    });

    it('does nothing when not confirmed', async () => {
      const { vm, removidos, navegacao } = await carregado({ grupo: FINANCEIRO, confirmar: false });
      await vm.tela.remover();
      expect(removidos).toEqual([]);
      expect(navegacao.caminhos).toEqual([]);
    });
  });

  describe('loading', () => {
    it('says a group that does not exist was not found', async () => {
      const { vm } = montar({
        obter: () => Promise.reject(new HttpError(404, INFO, respostaPadrao(undefined, { mensagens: ['Grupo não encontrado.'], tipoResposta: 'ERRO' }))),
      });
      vm.tela.setup();
      await settle();
      expect(vm.tela.status).toBe('naoEncontrado');
    });

    it('restores this user draft of the group', async () => {
      const m = montar({ grupo: FINANCEIRO });
      m.drafts.save('admin', 'grupo-usuario:5', { nome: 'FINANCEIRO', descricao: 'Rascunho', permissaoIds: [idDe(PERMISSAO.CRIAR_CAIXAS)] });
      await m.vm.tela.carregar();
      expect(m.vm.tela.form.rascunhoRestaurado).toBe(true);
      expect(m.vm.nomesSelecionados()).toEqual(['CRIAR_CAIXAS']);
    });
  });
});
