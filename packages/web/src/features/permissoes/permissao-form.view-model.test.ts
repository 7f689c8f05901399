import { PERMISSAO, respostaPadrao, type GrupoRef, type PermissaoDetalhe, type PermissaoSalvar, type Usuario } from '@rpj/domain';
import { HttpError, type Resposta } from '@rpj/sdk';
import { describe, expect, it } from 'vitest';
import { FakeDraftStore, RecordingNavigation, settle, usuarioFixture, servicosTela } from '../../test/fakes.ts';
import { PermissaoFormViewModel } from './permissao-form.view-model.ts';

const INFO = { metodo: 'POST', url: 'http://localhost:8140/permissao', requestId: 'teste' };

const GRUPOS: readonly GrupoRef[] = [
  { id: 1, nome: 'ADMINISTRADOR' },
  { id: 2, nome: 'USER' },
  { id: 4, nome: 'RH' },
];

const CRIAR_USUARIOS: PermissaoDetalhe = {
  id: 3,
  nome: 'CRIAR_USUARIOS',
  area: 'USUARIOS',
  acao: 'CRIAR',
  rotulo: 'Criar usuários',
  descricao: 'Cadastra contas de servidores.',
  grupos: [
    { id: 1, nome: 'ADMINISTRADOR' },
    { id: 4, nome: 'RH' },
  ],
  versao: 6,
};

const NULL: PermissaoDetalhe = { id: 9, nome: 'NULL', area: 'SISTEMA', acao: 'NENHUMA', rotulo: 'Nenhuma', grupos: [], versao: 0 };

function resposta<T>(dados: T): Resposta<T> {
  return { ...respostaPadrao(dados), dados };
}

const EDITOR = usuarioFixture({ permissoes: [PERMISSAO.VISUALIZAR_PERMISSOES, PERMISSAO.EDITAR_PERMISSOES] });

function montar(
  opcoes: {
    readonly id?: string | undefined;
    readonly registro?: PermissaoDetalhe;
    readonly usuario?: Usuario;
    readonly salvar?: (p: PermissaoSalvar) => Promise<Resposta<PermissaoDetalhe>>;
    readonly obter?: () => Promise<Resposta<PermissaoDetalhe>>;
  } = {},
): {
  readonly vm: PermissaoFormViewModel;
  readonly salvos: PermissaoSalvar[];
  readonly lidos: number[];
  readonly navegacao: RecordingNavigation;
  readonly drafts: FakeDraftStore;
  readonly recargasUsuario: { n: number };
} {
  const registro = opcoes.registro ?? CRIAR_USUARIOS;
  const salvos: PermissaoSalvar[] = [];
  const lidos: number[] = [];
  const navegacao = new RecordingNavigation();
  const drafts = new FakeDraftStore();
  const recargasUsuario = { n: 0 };
  const vm = new PermissaoFormViewModel(
    {
      obter: (id) => {
        lidos.push(id);
        return opcoes.obter?.() ?? Promise.resolve(resposta(registro));
      },
      salvar: (p) => {
        salvos.push(p);
        if (opcoes.salvar !== undefined) return opcoes.salvar(p);
        const grupos = GRUPOS.filter((g) => p.grupoIds.includes(g.id));
        return Promise.resolve(
          resposta({ ...registro, rotulo: p.rotulo, ...(p.descricao === undefined ? {} : { descricao: p.descricao }), grupos, versao: p.versao + 1 }),
        );
      },
    },
    { todos: () => Promise.resolve(resposta(GRUPOS)) },
    servicosTela({
      user: {
        usuario: opcoes.usuario ?? EDITOR,
        load: () => {
          recargasUsuario.n++;
          return Promise.resolve();
        },
      },
      drafts,
      navigation: navegacao,
    }),
  );
  vm.tela.configure('id' in opcoes ? opcoes.id : String(registro.id));
  return { vm, salvos, lidos, navegacao, drafts, recargasUsuario };
}

async function carregado(opcoes: Parameters<typeof montar>[0] = {}): Promise<ReturnType<typeof montar>> {
  const m = montar(opcoes);
  await m.vm.tela.carregar();
  return m;
}

describe('PermissaoFormViewModel', () => {
  it('shows the record: name, area and action read-only, label, description and groups in the form', async () => {
    const { vm } = await carregado();
    expect(vm.tela.status).toBe('pronto');
    expect(vm.tela.titulo).toBe('Criar usuários');
    expect(vm.rotuloArea).toBe('Usuários');
    expect(vm.rotuloAcao).toBe('Criar');
    expect(vm.tela.form.valores).toEqual({ rotulo: 'Criar usuários', descricao: 'Cadastra contas de servidores.', grupoIds: [1, 4] });
    expect(GRUPOS.map((g) => vm.grupoMarcado(g.id))).toEqual([true, false, true]);
  });

  it('keeps ADMINISTRADOR ticked and locked', async () => {
    const { vm } = await carregado({ registro: { ...CRIAR_USUARIOS, grupos: [] } });
    expect(vm.administradorId).toBe(1);
    expect(vm.grupoMarcado(1)).toBe(true);
    expect(vm.grupoBloqueado(1)).toBe(true);
    expect(vm.grupoBloqueado(2)).toBe(false);
    vm.alternarGrupo(1, false);
    expect(vm.tela.form.sujo).toBe(false);
    expect(vm.grupoIdsParaSalvar()).toEqual([1]);
  });

  it('saves id, versao, the trimmed label and description and the groups (ADMINISTRADOR included), then goes back', async () => {
    const { vm, salvos, navegacao, drafts } = await carregado({ registro: { ...CRIAR_USUARIOS, grupos: [{ id: 4, nome: 'RH' }] } });
    vm.tela.form.set('rotulo', '  Cadastrar usuários ');
    vm.alternarGrupo(2, true);
    vm.alternarGrupo(4, false);
    expect(drafts.guardados.has('admin:permissao:3')).toBe(true);
    await vm.tela.salvar();
    expect(salvos).toEqual([
      { id: 3, versao: 6, rotulo: 'Cadastrar usuários', descricao: 'Cadastra contas de servidores.', grupoIds: [1, 2] },
    ]);
    expect(navegacao.caminhos).toEqual(['/permissao']);
    expect(drafts.guardados.size).toBe(0);
  });

  it('leaves out a blank description', async () => {
    const { vm, salvos } = await carregado();
    vm.tela.form.set('descricao', '   ');
    await vm.tela.salvar();
    expect(salvos[0]).toEqual({ id: 3, versao: 6, rotulo: 'Criar usuários', grupoIds: [1, 4] });
  });

  it.each([
    ['', 'Campo obrigatório.'],
    ['x'.repeat(81), 'Use no máximo 80 caracteres.'],
  ])('refuses the label %j', async (rotulo, mensagem) => {
    const { vm, salvos } = await carregado();
    vm.tela.form.set('rotulo', rotulo);
    await vm.tela.salvar();
    expect(vm.tela.form.erros.rotulo).toBe(mensagem);
    expect(salvos).toEqual([]);
  });

  it('refuses a description longer than 255 characters', async () => {
    const { vm, salvos } = await carregado();
    vm.tela.form.set('descricao', 'x'.repeat(256));
    await vm.tela.salvar();
    expect(vm.tela.form.erros.descricao).toBe('Use no máximo 255 caracteres.');
    expect(salvos).toEqual([]);
  });

  it('is read-only without EDITAR_PERMISSOES', async () => {
    const { vm, salvos } = await carregado({ usuario: usuarioFixture({ permissoes: [PERMISSAO.VISUALIZAR_PERMISSOES] }) });
    expect(vm.tela.podeSalvar).toBe(false);
    expect(vm.podeEditarGrupos).toBe(false);
    expect(GRUPOS.every((g) => vm.grupoBloqueado(g.id))).toBe(true);
    vm.alternarGrupo(2, true);
    expect(vm.tela.form.sujo).toBe(false);
    await vm.tela.salvar();
    expect(salvos).toEqual([]);
  });

  it('never gives the NULL marker to a group, not even ADMINISTRADOR', async () => {
    const { vm, salvos } = await carregado({ registro: NULL });
    expect(vm.atribuivel).toBe(false);
    expect(vm.grupoMarcado(1)).toBe(false);
    expect(GRUPOS.every((g) => vm.grupoBloqueado(g.id))).toBe(true);
    vm.tela.form.set('rotulo', 'Marcador');
    await vm.tela.salvar();
    expect(salvos[0]?.grupoIds).toEqual([]);
  });

  it('explains a stale version (409) and stays', async () => {
    const { vm, navegacao } = await carregado({
      salvar: () => Promise.reject(new HttpError(409, INFO, respostaPadrao(undefined, { mensagens: ['A permissão foi alterada por outra pessoa.'], tipoResposta: 'ALERTA', erros: [{ campo: 'versao', mensagem: 'A permissão foi alterada por outra pessoa.' }] }))),
    });
    vm.tela.form.set('rotulo', 'Outro');
    await vm.tela.salvar();
    expect(vm.tela.form.problema).toEqual({ tipo: 'conflito', mensagem: 'A permissão foi alterada por outra pessoa.' });
    expect(navegacao.caminhos).toEqual([]);
  });

  it('reloads the signed-in user when one of their groups gained or lost the permission', async () => {
    const usuario = usuarioFixture({ permissoes: [PERMISSAO.EDITAR_PERMISSOES], groups: [{ grupoUsuario: { id: 2, nome: 'USER' } }] });
    const sem = await carregado({ usuario });
    sem.vm.tela.form.set('rotulo', 'Outro');
    await sem.vm.tela.salvar();
    expect(sem.recargasUsuario.n).toBe(0);
    const com = await carregado({ usuario });
    com.vm.alternarGrupo(2, true);
    await com.vm.tela.salvar();
    expect(com.recargasUsuario.n).toBe(1);
  });

  it('has nothing to create: without an id the catalogue is fixed', async () => {
    const { vm, lidos } = montar({ id: undefined });
    vm.tela.setup();
    await settle();
    expect(vm.semId).toBe(true);
    expect(vm.tela.status).toBe('naoEncontrado');
    expect(lidos).toEqual([]);
  });

  it('says a permission that does not exist was not found', async () => {
    const { vm } = await carregado({
      id: '77',
      obter: () => Promise.reject(new HttpError(404, INFO, respostaPadrao(undefined, { mensagens: ['Permissão não encontrada.'], tipoResposta: 'ERRO' }))),
    });
    expect(vm.tela.status).toBe('naoEncontrado');
    expect(vm.semId).toBe(false);
  });

  it('reloads the current version after a conflict, dropping the draft', async () => {
    const { vm, drafts, lidos } = await carregado();
    vm.tela.form.set('rotulo', 'Rascunho');
    expect(drafts.guardados.size).toBe(1);
    await vm.tela.recarregar();
    expect(drafts.guardados.size).toBe(0);
    expect(vm.tela.form.valores.rotulo).toBe('Criar usuários');
    expect(lidos).toEqual([3, 3]);
  });
});
