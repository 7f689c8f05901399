// The members' screen without a browser: what a text searches, the search kept out of the address but in the
// session's drafts, and the export.
import { PERMISSAO, type BuscaPessoas, type PessoaVinculos } from '@rpj/domain';
import type { Resposta, SocioApi } from '@rpj/sdk';
import { describe, expect, it } from 'vitest';
import { FakeDraftStore, RecordingNavigation, servicosTela, usuarioFixture } from '../../test/fakes.ts';
import { buscaDoTexto, PessoasViewModel } from './pessoas.view-model.ts';

const ANA: PessoaVinculos = {
  pessoa: { id: 1, tipo: 'FISICA', documento: '52998224725', nome: 'Ana Paula Souza Mendes' },
  vinculos: [
    { socioId: 3, empresaId: 7, denominacao: 'Associação dos Moradores do Setor Bueno', numeroRegistro: 1201, livro: 'A', situacao: 'ATIVA', qualificacao: '16', qualificacaoNome: 'Presidente', entrada: '2024-03-01', representanteLegal: true },
    { socioId: 4, empresaId: 9, denominacao: 'Instituto Cultural Cora Coralina', situacao: 'DISSOLVIDA', qualificacao: '33', qualificacaoNome: 'Tesoureiro', entrada: '2015-01-10', saida: '2019-12-31', representanteLegal: false },
  ],
};

class FakeSocios implements Pick<SocioApi, 'pesquisar'> {
  readonly buscas: BuscaPessoas[] = [];
  pesquisar(busca: BuscaPessoas): Promise<Resposta<readonly PessoaVinculos[]>> {
    this.buscas.push(busca);
    return Promise.resolve({ dados: [ANA], mensagens: [], tipoResposta: 'OK' });
  }
}

const eu = usuarioFixture({ permissoes: [PERMISSAO.VISUALIZAR_EMPRESAS] });

describe('the members\' screen', () => {
  it('reads a CPF or CNPJ as a document, other text as a name, and says what is wrong otherwise', () => {
    expect(buscaDoTexto(' 529.982.247-25 ')).toEqual({ busca: { documento: '52998224725' } });
    expect(buscaDoTexto('12.ABC.345/01DE-35')).toEqual({ busca: { documento: '12ABC34501DE35' } });
    expect(buscaDoTexto('souza mendes')).toEqual({ busca: { nome: 'souza mendes' } });
    expect(buscaDoTexto('529.982.247-24')).toEqual({ erro: 'CPF ou CNPJ inválido: confira os dígitos.' });
    expect(buscaDoTexto('an')).toEqual({ erro: 'Informe o CPF ou CNPJ, ou ao menos 3 letras do nome.' });
  });

  it('searches without touching the address, keeps the search for Back, and exports a line per link', async () => {
    const socios = new FakeSocios();
    const drafts = new FakeDraftStore();
    const navigation = new RecordingNavigation();
    const baixados: [string, string][] = [];
    const servicos = servicosTela({ user: { usuario: eu }, drafts, navigation, downloads: (nome, conteudo) => baixados.push([nome, conteudo]) });
    const vm = new PessoasViewModel(socios, servicos);
    vm.setTexto('529.982.247-25');
    await vm.pesquisar();
    expect([socios.buscas, vm.resumo, navigation.caminhos]).toEqual([[{ documento: '52998224725' }], '1 pessoa, 2 vínculos com empresas', []]);
    vm.exportarCsv();
    const [nome, csv] = baixados[0] ?? ['', ''];
    expect(nome).toBe('socios.csv');
    expect(csv.split('\r\n')[2]).toBe('Ana Paula Souza Mendes;529.982.247-25;Instituto Cultural Cora Coralina;;;Dissolvida;33 — Tesoureiro;10/01/2015;31/12/2019;Não');
    // Back to the screen: the same search again.
    const outra = new PessoasViewModel(socios, servicos);
    await outra.restaurar();
    expect([outra.texto, outra.pessoas.length, socios.buscas.length]).toEqual(['529.982.247-25', 1, 2]);
  });

  it('sends nothing for a wrong document', async () => {
    const socios = new FakeSocios();
    const vm = new PessoasViewModel(socios, servicosTela({ user: { usuario: eu } }));
    vm.setTexto('111.111.111-11');
    await vm.pesquisar();
    expect([socios.buscas, vm.erro]).toEqual([[], 'CPF ou CNPJ inválido: confira os dígitos.']);
  });
});
