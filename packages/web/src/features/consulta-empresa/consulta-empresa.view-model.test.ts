// The entity lookup without a browser: what a text searches, the Receita's answer beside the office's record with
// its differences, a CNPJ the Receita does not know, and a new record begun from the answer.
import { buildPage, PERMISSAO, type Empresa, type EmpresaListaItem, type EmpresaReceita, type FiltroEmpresas } from '@rpj/domain';
import { HttpError, type ConsultaEmpresaApi, type EmpresaApi, type Resposta, type SocioApi } from '@rpj/sdk';
import { describe, expect, it } from 'vitest';
import { FakeScheduler, RecordingNavigation, servicosTela, usuarioFixture } from '../../test/fakes.ts';
import { ConsultaEmpresaViewModel } from './consulta-empresa.view-model.ts';

const ok = <T,>(dados: T): Promise<Resposta<T>> => Promise.resolve({ dados, mensagens: [], tipoResposta: 'OK' });

const LOCAL: Empresa = {
  id: 7,
  versao: 1,
  denominacao: 'Associação dos Moradores do Setor Bueno',
  cnpj: '11444777000161',
  naturezaJuridica: '3999',
  situacao: 'ATIVA',
  migrada: false,
  objeto: 'Moradores.',
  dataConstituicao: '2020-01-01',
  endereco: { cep: '74000000', numero: '100', municipio: 'Goiânia', uf: 'GO' },
  socios: [],
};
const RECEITA: EmpresaReceita = {
  cnpj: '11444777000161',
  razaoSocial: 'ASSOCIACAO DOS MORADORES DO SETOR BUENO',
  situacaoCadastral: 'ATIVA',
  dataSituacao: '2020-01-01',
  naturezaJuridica: '3999',
  dataAbertura: '2020-01-01',
  endereco: { cep: '74000000', numero: '140', municipio: 'GOIANIA', uf: 'GO' },
  qsa: [],
};

function montar(opcoes: { readonly locais?: readonly Empresa[]; readonly receita?: EmpresaReceita | HttpError } = {}) {
  const filtros: FiltroEmpresas[] = [];
  const empresas: Pick<EmpresaApi, 'listar' | 'obter'> = {
    listar: (filtro) => {
      filtros.push(filtro ?? {});
      const achadas = (opcoes.locais ?? []).filter((e) => filtro?.cnpj === undefined || e.cnpj === filtro.cnpj) as unknown as EmpresaListaItem[];
      return ok(buildPage(achadas, { pageNumber: 0, pageSize: 20 }, achadas.length));
    },
    obter: (id) => ok((opcoes.locais ?? []).find((e) => e.id === id) ?? LOCAL),
  };
  const socios: Pick<SocioApi, 'pesquisar'> = { pesquisar: () => ok([]) };
  const consultas: string[] = [];
  const consulta: Pick<ConsultaEmpresaApi, 'cnpj'> = {
    cnpj: (cnpj) => {
      consultas.push(cnpj);
      const r = opcoes.receita ?? RECEITA;
      return r instanceof HttpError ? Promise.reject(r) : ok(r);
    },
  };
  const navigation = new RecordingNavigation();
  const scheduler = new FakeScheduler();
  scheduler.agora = Date.UTC(2026, 10, 26, 15);
  const vm = new ConsultaEmpresaViewModel(empresas, socios, consulta, servicosTela({ user: { usuario: usuarioFixture({ permissoes: [PERMISSAO.VISUALIZAR_EMPRESAS, PERMISSAO.CRIAR_EMPRESAS] }) }, navigation, scheduler }));
  return { vm, filtros, consultas, navigation };
}

describe('the entity lookup', () => {
  it('a CNPJ finds the office\'s record and asks the Receita, marking each difference', async () => {
    const { vm, filtros, consultas } = montar({ locais: [LOCAL] });
    vm.setTexto('11.444.777/0001-61');
    await vm.pesquisar();
    expect([filtros[0], consultas]).toEqual([{ cnpj: '11444777000161' }, ['11444777000161']]);
    expect(vm.receita?.linhas.filter((l) => l.diferente).map((l) => [l.rotulo, l.local, l.receita])).toEqual([['Número', '100', '140']]);
    expect([vm.diferencas, vm.podeIniciarCadastro]).toEqual([1, false]);
  });

  it('a CNPJ the office has not registered starts a new record from the Receita\'s answer', async () => {
    const { vm, navigation } = montar();
    vm.setTexto('11444777000161');
    await vm.pesquisar();
    expect(vm.podeIniciarCadastro).toBe(true);
    vm.iniciarCadastro();
    expect(navigation.caminhos).toEqual(['/empresa/salvar?cnpj=11444777000161']);
  });

  it('says when the Receita does not know a CNPJ, in its words', async () => {
    const erro = new HttpError(404, { metodo: 'POST', url: 'http://localhost:8142/consulta/cnpj', requestId: 'r' }, { dados: undefined, mensagens: ['O CNPJ 11.444.777/0001-61 não consta na base da Receita consultada: confira o número.'], tipoResposta: 'ERRO' });
    const { vm } = montar({ receita: erro });
    vm.setTexto('11.444.777/0001-61');
    await vm.pesquisar();
    expect([vm.receita?.estado, vm.receita?.mensagem, vm.podeIniciarCadastro]).toEqual(['naoEncontrado', 'O CNPJ 11.444.777/0001-61 não consta na base da Receita consultada: confira o número.', false]);
  });

  it('a registration number or a name searches the office\'s entities; a wrong CPF is said, not searched', async () => {
    const { vm, filtros } = montar();
    vm.setTexto('1201');
    await vm.pesquisar();
    vm.setTexto('moradores bueno');
    await vm.pesquisar();
    vm.setTexto('529.982.247-24');
    await vm.pesquisar();
    expect([filtros, vm.erro]).toEqual([[{ numeroRegistro: 1201 }, { nome: 'moradores bueno' }], 'CPF inválido: confira os dígitos.']);
  });
});
