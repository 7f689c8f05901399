import { PERMISSAO, type FiltroFundamentosLegais, type FundamentoLegal, type FundamentoLegalSalvar } from '@rpj/domain';
import { describe, expect, it } from 'vitest';
import { fakeDeRegistros } from '../../test/registros.ts';
import { RecordingNavigation, servicosTela, settle, usuarioFixture } from '../../test/fakes.ts';
import { FundamentoLegalFormViewModel, FundamentoLegalListViewModel } from './fundamentos-legais.view-models.ts';

const ART_121: FundamentoLegal = { id: 4, nome: 'Lei 6.015/1973, art. 121', texto: 'Apresente o requerimento do representante legal.\nJunte uma via do estatuto.', versao: 2 };

const fake = () => fakeDeRegistros<FundamentoLegal, FundamentoLegalSalvar, FiltroFundamentosLegais>(ART_121);

const editor = usuarioFixture({ permissoes: [PERMISSAO.VISUALIZAR_ATOS, PERMISSAO.CRIAR_ATOS, PERMISSAO.EDITAR_ATOS] });
const leitor = usuarioFixture({ permissoes: [PERMISSAO.VISUALIZAR_ATOS] });

describe('the legal grounds\' screens', () => {
  it('the form saves the trimmed citation and the model text with its lines, with the version it loaded, then goes back to the list', async () => {
    const api = fake();
    const navigation = new RecordingNavigation();
    const vm = new FundamentoLegalFormViewModel(api, servicosTela({ user: { usuario: editor }, navigation }));
    vm.tela.configure('4');
    await vm.tela.carregar();
    expect([vm.tela.titulo, vm.tela.form.valores]).toEqual(['Lei 6.015/1973, art. 121', { nome: ART_121.nome, texto: ART_121.texto }]);
    vm.tela.form.set('texto', '\nApresente o requerimento assinado pelo representante legal.\n\nJunte uma via do estatuto.  ');
    await vm.tela.salvar();
    expect([api.salvos, navigation.caminhos]).toEqual([
      [{ id: 4, versao: 2, nome: 'Lei 6.015/1973, art. 121', texto: 'Apresente o requerimento assinado pelo representante legal.\n\nJunte uma via do estatuto.' }],
      ['/servico/fundamento'],
    ]);
  });

  it('keeps a ground without a model text, or with one too long, from being sent, and says why under the field', async () => {
    const api = fake();
    const vm = new FundamentoLegalFormViewModel(api, servicosTela({ user: { usuario: editor } }));
    vm.tela.configure(undefined);
    await vm.tela.carregar();
    vm.tela.form.set('nome', 'Código Civil, art. 45');
    await vm.tela.salvar();
    const vazio = vm.tela.form.erros.texto;
    vm.tela.form.set('texto', 'x'.repeat(1001));
    await vm.tela.salvar();
    expect([api.salvos, vazio, vm.tela.form.erros.texto, vm.tela.titulo]).toEqual([[], 'Campo obrigatório.', 'Use no máximo 1000 caracteres.', 'Novo fundamento legal']);
  });

  it('opens read-only to whom may only see the grounds', async () => {
    const vm = new FundamentoLegalFormViewModel(fake(), servicosTela({ user: { usuario: leitor } }));
    vm.tela.configure('4');
    await vm.tela.carregar();
    expect([vm.tela.podeSalvar, vm.tela.podeRemover]).toEqual([false, false]);
  });

  it('the list searches by part of the citation and of the text, and offers Novo by the permission', async () => {
    const api = fake();
    const vm = new FundamentoLegalListViewModel(api, servicosTela({ user: { usuario: editor } }));
    vm.tela.lista.fromQuery('nome=lei&texto=representante');
    await settle();
    expect([api.filtros.at(-1), vm.tela.lista.status, vm.tela.podeCriar]).toEqual([{ nome: 'lei', texto: 'representante' }, 'pronto', true]);
    expect(new FundamentoLegalListViewModel(fake(), servicosTela({ user: { usuario: leitor } })).tela.podeCriar).toBe(false);
  });
});
