import { PERMISSAO, type FiltroResponsaveis, type Responsavel, type ResponsavelSalvar } from '@rpj/domain';
import { describe, expect, it } from 'vitest';
import { fakeDeRegistros } from '../../test/registros.ts';
import { FakeScheduler, RecordingNavigation, servicosTela, settle, usuarioFixture } from '../../test/fakes.ts';
import { ResponsavelFormViewModel, ResponsavelListViewModel, vigenciaDe } from './responsaveis.view-models.ts';

const MARTA: Responsavel = { id: 4, nome: 'Marta Lima', cargo: 'SUBSTITUTO', inicio: '2026-02-01', fim: '2026-06-30', versao: 2 };

const fake = () => fakeDeRegistros<Responsavel, ResponsavelSalvar, FiltroResponsaveis>(MARTA);

const editor = usuarioFixture({ permissoes: [PERMISSAO.VISUALIZAR_RESPONSAVEIS_ASSINANTE, PERMISSAO.CRIAR_RESPONSAVEIS_ASSINANTE, PERMISSAO.EDITAR_RESPONSAVEIS_ASSINANTE] });

describe('the signatories\' screens', () => {
  it('the form shows the period as dd/mm/aaaa and saves it as days, an empty end leaving the period open, then goes back to the list', async () => {
    const api = fake();
    const navigation = new RecordingNavigation();
    const vm = new ResponsavelFormViewModel(api, servicosTela({ user: { usuario: editor }, navigation }));
    vm.tela.configure('4');
    await vm.tela.carregar();
    expect(vm.tela.form.valores).toEqual({ nome: 'Marta Lima', cargo: 'SUBSTITUTO', inicio: '01/02/2026', fim: '30/06/2026' });
    vm.tela.form.set('fim', '');
    vm.tela.form.set('cargo', 'OFICIAL');
    await vm.tela.salvar();
    expect([api.salvos, navigation.caminhos]).toEqual([[{ id: 4, versao: 2, nome: 'Marta Lima', cargo: 'OFICIAL', inicio: '2026-02-01' }], ['/responsavel']]);
  });

  it('keeps a signatory without a start or with an impossible day from being sent, saying why under the field', async () => {
    const api = fake();
    const vm = new ResponsavelFormViewModel(api, servicosTela({ user: { usuario: editor } }));
    vm.tela.configure(undefined);
    await vm.tela.carregar();
    vm.tela.form.set('nome', 'Paulo Teixeira');
    vm.tela.form.set('fim', '31/02/2026');
    await vm.tela.salvar();
    expect([api.salvos, vm.tela.form.erros.inicio, vm.tela.form.erros.fim !== undefined, vm.tela.titulo]).toEqual([[], 'Campo obrigatório.', true, 'Novo responsável assinante']);
  });

  it('the list filters by post and by who may sign today, in the office\'s day', async () => {
    const api = fake();
    const vm = new ResponsavelListViewModel(api, servicosTela({ user: { usuario: editor }, scheduler: new FakeScheduler(Date.parse('2026-11-27T02:00:00Z')) }));
    vm.tela.lista.fromQuery(`cargo=SUBSTITUTO&vigenteEm=${vm.hoje}`);
    await settle();
    expect([vm.hoje, api.filtros.at(-1), vm.tela.podeCriar, vigenciaDe(MARTA)]).toEqual(['2026-11-26', { cargo: 'SUBSTITUTO', vigenteEm: '2026-11-26' }, true, 'De 01/02/2026 a 30/06/2026']);
  });
});
