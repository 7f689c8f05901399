import { PERMISSAO, type QualificacaoSocio, type QualificacaoSocioSalvar } from '@rpj/domain';
import { describe, expect, it } from 'vitest';
import { fakeDeRegistros } from '../../test/registros.ts';
import { RecordingNavigation, servicosTela, usuarioFixture } from '../../test/fakes.ts';
import { QualificacaoSocioFormViewModel, QualificacaoSocioListViewModel } from './qualificacoes-socio.view-models.ts';

const PRESIDENTE: QualificacaoSocio = { id: 7, codigo: '16', nome: 'Presidente', versao: 2 };

const fake = () => fakeDeRegistros<QualificacaoSocio, QualificacaoSocioSalvar, unknown>(PRESIDENTE);

const eu = usuarioFixture({ permissoes: [PERMISSAO.VISUALIZAR_QUALIFICACAO_SOCIO, PERMISSAO.CRIAR_QUALIFICACAO_SOCIO, PERMISSAO.EDITAR_QUALIFICACAO_SOCIO] });

describe('the qualification table\'s screens', () => {
  it('the form saves the code and the trimmed name with the version it loaded, then goes back to the list', async () => {
    const api = fake();
    const navigation = new RecordingNavigation();
    const vm = new QualificacaoSocioFormViewModel(api, servicosTela({ user: { usuario: eu }, navigation }));
    vm.tela.configure('7');
    await vm.tela.carregar();
    expect([vm.tela.titulo, vm.tela.form.valores]).toEqual(['16 — Presidente', { codigo: '16', nome: 'Presidente' }]);
    vm.tela.form.set('nome', ' Presidente da Diretoria ');
    await vm.tela.salvar();
    expect([api.salvos, navigation.caminhos]).toEqual([[{ id: 7, versao: 2, codigo: '16', nome: 'Presidente da Diretoria' }], ['/empresa/qualificacao']]);
  });

  it('keeps a code that is not two digits from being sent, and says why', async () => {
    const api = fake();
    const vm = new QualificacaoSocioFormViewModel(api, servicosTela({ user: { usuario: eu } }));
    await vm.tela.carregar();
    vm.tela.form.set('codigo', '7');
    vm.tela.form.set('nome', 'Conselheiro Fiscal');
    await vm.tela.salvar();
    expect([api.salvos, vm.tela.form.erros.codigo]).toEqual([[], 'Código inválido: use os dois dígitos da tabela da Receita, como 16.']);
  });

  it('the list offers Novo by the permission', () => {
    const vm = new QualificacaoSocioListViewModel(fake(), servicosTela({ user: { usuario: eu } }));
    expect(vm.tela.podeCriar).toBe(true);
  });
});
