// The registered entities' screens without a browser: the list's filters as the service takes them and its CSV;
// the form's values and body, the registration data only on a migrated record, and the similar-name question.
import { buildPage, PERMISSAO, QUALIFICACOES_RECEITA, type Averbacao, type AverbacaoNova, type BuscaPessoas, type Empresa, type EmpresaListaItem, type EmpresaReceita, type EmpresaSalvar, type FiltroEmpresas, type Pagina, type PaginacaoRequest, type PessoaVinculos, type QualificacaoSocio } from '@rpj/domain';
import { HttpError, type CallOptions, type ConsultaEmpresaApi, type EmpresaApi, type QualificacaoSocioApi, type Resposta, type SocioApi } from '@rpj/sdk';
import { describe, expect, it } from 'vitest';
import { FakeAlerts, RecordingNavigation, servicosTela, usuarioFixture } from '../../test/fakes.ts';
import { EmpresaFormViewModel, corpoDe, valoresDe } from './empresa-form.view-model.ts';
import { COLUNAS_CSV, EmpresaListViewModel, filtroDaTela } from './empresa-list.view-model.ts';

const TODAS = [PERMISSAO.VISUALIZAR_EMPRESAS, PERMISSAO.CRIAR_EMPRESAS, PERMISSAO.EDITAR_EMPRESAS, PERMISSAO.REMOVER_EMPRESAS];

const MORADORES: Empresa = {
  id: 12,
  versao: 2,
  denominacao: 'Associação dos Moradores do Jardim América',
  cnpj: '12ABC34501DE35',
  naturezaJuridica: '3999',
  situacao: 'ATIVA',
  migrada: true,
  numeroRegistro: 4312,
  livro: 'A-3',
  folha: '118v',
  dataRegistro: '2009-05-12',
  dataConstituicao: '2009-04-30',
  objeto: 'Defender os interesses dos moradores.',
  endereco: { cep: '74120020', logradouro: 'Rua 10', numero: '250', municipio: 'Goiânia', uf: 'GO' },
  telefone: '6232241000',
};

const resposta = <T,>(dados: T): Resposta<T> => ({ dados, mensagens: [], tipoResposta: 'OK' });

class FakeEmpresas implements Pick<EmpresaApi, 'listar' | 'obter' | 'salvar' | 'remover' | 'averbacoes' | 'averbar'> {
  readonly averbadas: [number, AverbacaoNova][] = [];
  lidas = 0;
  readonly filtros: FiltroEmpresas[] = [];
  readonly salvos: EmpresaSalvar[] = [];
  /** Answers each save with this error until a body confirms the name. */
  semelhante: HttpError | undefined;

  listar(filtro?: FiltroEmpresas, _paginacao?: PaginacaoRequest): Promise<Resposta<Pagina<EmpresaListaItem>>> {
    this.filtros.push(filtro ?? {});
    return Promise.resolve(resposta({ content: [], totalElements: 0, totalPages: 0, number: 0, size: 10, first: true, last: true, numberOfElements: 0, empty: true } as unknown as Pagina<EmpresaListaItem>));
  }

  obter(): Promise<Resposta<Empresa>> {
    this.lidas++;
    return Promise.resolve(resposta(MORADORES));
  }

  readonly feitas: Averbacao[] = [{ id: 1, empresaId: 12, numero: 1, data: '2012-01-01', tipo: 'SEDE', descricao: 'Mudança.' }];

  averbacoes(): Promise<Resposta<readonly Averbacao[]>> {
    return Promise.resolve(resposta([...this.feitas]));
  }

  averbar(id: number, nova: AverbacaoNova): Promise<Resposta<Averbacao>> {
    this.averbadas.push([id, nova]);
    const feita = { id: this.feitas.length + 1, empresaId: id, numero: nova.numero ?? this.feitas.length + 1, ...nova };
    this.feitas.push(feita);
    return Promise.resolve(resposta(feita));
  }

  /** The next save fails with this error (once). */
  falha: HttpError | undefined;

  salvar(corpo: EmpresaSalvar, _options?: CallOptions): Promise<Resposta<Empresa>> {
    this.salvos.push(corpo);
    if (this.semelhante !== undefined && corpo.nomeSemelhanteConfirmado !== true) return Promise.reject(this.semelhante);
    const falha = this.falha;
    this.falha = undefined;
    if (falha !== undefined) return Promise.reject(falha);
    const { nomeSemelhanteConfirmado: _c, socios: _s, ...dados } = corpo;
    return Promise.resolve(resposta({ ...dados, id: corpo.id ?? 30, versao: (corpo.versao ?? -1) + 1 }));
  }

  remover(): Promise<Resposta<undefined>> {
    return Promise.resolve({ dados: undefined, mensagens: [], tipoResposta: 'OK' });
  }
}

const QUALIFICACOES: readonly QualificacaoSocio[] = QUALIFICACOES_RECEITA.map(([codigo, nome], i) => ({ id: i + 1, codigo, nome, versao: 0 }));
const qualificacoes: Pick<QualificacaoSocioApi, 'listar'> = {
  listar: () => Promise.resolve(resposta(buildPage([...QUALIFICACOES], { pageNumber: 0, pageSize: 100 }, QUALIFICACOES.length))),
};

/** The person search: one known person. */
class FakeSocios implements Pick<SocioApi, 'pesquisar'> {
  readonly buscas: BuscaPessoas[] = [];
  pesquisar(busca: BuscaPessoas): Promise<Resposta<readonly PessoaVinculos[]>> {
    this.buscas.push(busca);
    const conhecida = busca.documento === '52998224725' ? [{ pessoa: { id: 1, tipo: 'FISICA' as const, documento: '52998224725', nome: 'Ana Paula Souza Mendes' }, vinculos: [] }] : [];
    return Promise.resolve(resposta(conhecida));
  }
}

const RECEITA: EmpresaReceita = {
  cnpj: '45123987000170',
  razaoSocial: 'ASSOCIACAO DOS AMIGOS DO PARQUE VACA BRAVA',
  situacaoCadastral: 'ATIVA',
  dataSituacao: '2026-09-14',
  naturezaJuridica: '3999',
  dataAbertura: '2026-09-14',
  endereco: { cep: '74230010', logradouro: 'RUA T-55', numero: '215', bairro: 'SETOR BUENO', municipio: 'GOIANIA', uf: 'GO' },
  qsa: [{ nome: 'MARINA COSTA DUTRA', documento: '***.482.731-**', qualificacao: '16' }],
};
const consulta: Pick<ConsultaEmpresaApi, 'cnpj'> = { cnpj: () => Promise.resolve(resposta(RECEITA)) };

function montarFormulario(
  id: string | undefined,
  permissoes: readonly string[] = [...TODAS, PERMISSAO.REMOVER_SOCIOS],
): { vm: EmpresaFormViewModel; empresas: FakeEmpresas; alerts: FakeAlerts; navigation: RecordingNavigation; socios: FakeSocios } {
  const empresas = new FakeEmpresas();
  const alerts = new FakeAlerts();
  const navigation = new RecordingNavigation();
  const socios = new FakeSocios();
  const vm = new EmpresaFormViewModel(empresas, servicosTela({ user: { usuario: usuarioFixture({ permissoes: [...permissoes] as typeof TODAS }) }, alerts, navigation }), qualificacoes, socios, consulta);
  vm.tela.configure(id);
  return { vm, empresas, alerts, navigation, socios };
}

describe('the list of entities', () => {
  it('sends the filters the service takes, leaving out what does not read as one', () => {
    expect(filtroDaTela({ nome: ' moradores ', cnpj: '12.ABC.345/', numeroRegistro: '4312', naturezaJuridica: '3999', situacao: 'ATIVA', registroDe: '01/01/2009', registroAte: '31/12/2009' })).toEqual({
      nome: 'moradores',
      cnpj: '12ABC345',
      numeroRegistro: 4312,
      naturezaJuridica: '3999',
      situacao: 'ATIVA',
      registroDe: '2009-01-01',
      registroAte: '2009-12-31',
    });
    expect(filtroDaTela({ nome: '', cnpj: '', numeroRegistro: '0', naturezaJuridica: '2143', situacao: 'BAIXADA', registroDe: '31/02/2009', registroAte: '12/2009' })).toEqual({});
  });

  it('searches with them, and exports each row in pt-BR', async () => {
    const empresas = new FakeEmpresas();
    const vm = new EmpresaListViewModel(empresas, servicosTela({ user: { usuario: usuarioFixture({ permissoes: TODAS }) } }));
    vm.tela.lista.fromQuery('?situacao=DISSOLVIDA&naturezaJuridica=3069');
    await Promise.resolve();
    expect(empresas.filtros.at(-1)).toEqual({ situacao: 'DISSOLVIDA', naturezaJuridica: '3069' });
    const linha = { ...MORADORES, municipio: 'Goiânia', uf: 'GO' } as unknown as EmpresaListaItem;
    expect(COLUNAS_CSV.map((c) => c.valor(linha))).toEqual([
      'Associação dos Moradores do Jardim América',
      '',
      '12.ABC.345/01DE-35',
      'Associação Privada',
      'Ativa',
      '4312',
      'A-3',
      '118v',
      '12/05/2009',
      'Goiânia/GO',
      'Migrada',
    ]);
  });
});

describe('the form of an entity', () => {
  it('shows a record masked and sends it back as it was', () => {
    const valores = valoresDe(MORADORES);
    expect(valores).toMatchObject({ cnpj: '12.ABC.345/01DE-35', cep: '74120-020', telefone: '(62) 3224-1000', dataRegistro: '12/05/2009', numeroRegistro: '4312' });
    const { id: _id, versao: _v, ...semId } = MORADORES;
    expect(corpoDe(valores, false)).toEqual({ ...semId, cnpj: '12.ABC.345/01DE-35', telefone: '(62) 3224-1000', endereco: { ...MORADORES.endereco, cep: '74120-020' }, socios: [] });
  });

  it('sends no registration for a new record not migrated, and a capital only for a society', () => {
    const valores = { ...valoresDe(MORADORES), migrada: false, capital: '10.000,00' };
    const corpo = corpoDe(valores, true);
    expect([corpo.numeroRegistro, corpo.livro, corpo.folha, corpo.dataRegistro, corpo.capitalCentavos]).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(corpoDe({ ...valores, naturezaJuridica: '2240' }, true).capitalCentavos).toBe(1_000_000);
  });

  it('lets the registration be typed only on a migrated record, and the origin be chosen only when creating', async () => {
    const novo = montarFormulario(undefined);
    await novo.vm.tela.carregar();
    expect([novo.vm.origemEditavel, novo.vm.registroEditavel]).toEqual([true, false]);
    novo.vm.tela.form.set('migrada', true);
    expect(novo.vm.registroEditavel).toBe(true);
    const existente = montarFormulario('12');
    await existente.vm.tela.carregar();
    expect([existente.vm.origemEditavel, existente.vm.registroEditavel, existente.vm.temCapital]).toEqual([false, true, false]);
  });

  it('asks before keeping a name like another\'s, naming them, and saves with the confirmation', async () => {
    const { vm, empresas, alerts, navigation } = montarFormulario(undefined);
    await vm.tela.carregar();
    const mensagem = 'Há nomes iguais ou semelhantes já cadastrados: Associação Pedro Ludovico (registro nº 120, Livro A). Confirme o nome para salvar mesmo assim, ou altere-o.';
    empresas.semelhante = new HttpError(409, { metodo: 'POST', url: 'http://localhost:8140/empresa', requestId: 'r1' }, { dados: [], mensagens: [mensagem], tipoResposta: 'CONFIRMACAO', erros: [{ campo: 'denominacao', mensagem }] });
    vm.tela.form.set('denominacao', 'Fundação Pedro Ludovico');
    vm.tela.form.set('objeto', 'Cultura.');
    await vm.tela.salvar();
    expect(alerts.pedidos.map((p) => [p.titulo, p.mensagem, p.rotuloConfirmar])).toEqual([['Nome semelhante', mensagem, 'Manter o nome e salvar']]);
    expect(empresas.salvos.map((s) => s.nomeSemelhanteConfirmado)).toEqual([undefined, true]);
    expect(navigation.caminhos.at(-1)).toBe('/empresa');
  });

  it('keeps the form and says why under the name when the person chooses to change it', async () => {
    const { vm, empresas, alerts } = montarFormulario(undefined);
    await vm.tela.carregar();
    const mensagem = 'Há nomes iguais ou semelhantes já cadastrados: X (sem registro). Confirme o nome para salvar mesmo assim, ou altere-o.';
    empresas.semelhante = new HttpError(409, { metodo: 'POST', url: 'http://localhost:8140/empresa', requestId: 'r2' }, { dados: [], mensagens: [mensagem], tipoResposta: 'CONFIRMACAO', erros: [{ campo: 'denominacao', mensagem }] });
    alerts.resposta = false;
    vm.tela.form.set('denominacao', 'Associação X');
    vm.tela.form.set('objeto', 'Cultura.');
    await vm.tela.salvar();
    expect(empresas.salvos).toHaveLength(1);
    expect(vm.tela.form.erros.denominacao).toBe(mensagem);
    expect(vm.tela.form.valores.denominacao).toBe('Associação X');
  });
});

describe('the amendments of an entity', () => {
  it('lists them with the record and adds the next, reading the record again when its situation changes', async () => {
    const { vm, empresas } = montarFormulario('12');
    await vm.tela.carregar();
    expect([vm.averbacoes.map((a) => a.numero), vm.podeAverbar, vm.caminhoHistorico]).toEqual([[1], true, '/empresa/historico/12']);
    // Without EDITAR_NUMERO_AVERBACAO the number is not sent, even if typed.
    vm.abrirAverbacao();
    vm.novaAverbacao?.set('numero', '9');
    vm.novaAverbacao?.set('data', '05/05/2020');
    vm.novaAverbacao?.set('tipo', 'DISSOLUCAO');
    vm.novaAverbacao?.set('descricao', ' Dissolução aprovada. ');
    const lidas = empresas.lidas;
    await vm.averbar();
    expect(empresas.averbadas).toEqual([[12, { data: '2020-05-05', tipo: 'DISSOLUCAO', descricao: 'Dissolução aprovada.' }]]);
    expect([vm.novaAverbacao, vm.averbacoes.map((a) => a.numero), empresas.lidas]).toEqual([undefined, [1, 2], lidas + 1]);
  });

  it('keeps a dialog with a field error open and sends nothing', async () => {
    const { vm, empresas } = montarFormulario('12');
    await vm.tela.carregar();
    vm.abrirAverbacao();
    vm.novaAverbacao?.set('data', '31/02/2020');
    vm.novaAverbacao?.set('descricao', 'x');
    await vm.averbar();
    expect([empresas.averbadas, vm.novaAverbacao?.erros.data]).toEqual([[], 'Data inválida: use dd/mm/aaaa com uma data que exista.']);
  });
});

const DIRETORIA: Empresa = {
  ...MORADORES,
  socios: [
    { id: 5, pessoa: { id: 1, tipo: 'FISICA', documento: '52998224725', nome: 'Ana Paula Souza Mendes' }, qualificacao: '16', entrada: '2024-03-01', mandatoAte: '2028-03-01', representanteLegal: true },
    { id: 6, pessoa: { id: 2, tipo: 'JURIDICA', documento: '11444777000161', nome: 'Clube Amigos' }, qualificacao: '33', entrada: '2024-03-01', saida: '2025-06-30', representanteLegal: false },
  ],
};

describe('the board inside the entity\'s form', () => {
  it('shows each member masked and sends the board back as it was', () => {
    const valores = valoresDe(DIRETORIA);
    expect(valores.socios).toEqual([
      { id: '5', documento: '529.982.247-25', nome: 'Ana Paula Souza Mendes', qualificacao: '16', entrada: '01/03/2024', saida: '', mandatoAte: '01/03/2028', participacao: '', representanteLegal: true },
      { id: '6', documento: '11.444.777/0001-61', nome: 'Clube Amigos', qualificacao: '33', entrada: '01/03/2024', saida: '30/06/2025', mandatoAte: '', participacao: '', representanteLegal: false },
    ]);
    expect(corpoDe(valores, false).socios).toEqual([
      { id: 5, pessoa: { documento: '529.982.247-25', nome: 'Ana Paula Souza Mendes' }, qualificacao: '16', entrada: '2024-03-01', mandatoAte: '2028-03-01', representanteLegal: true },
      { id: 6, pessoa: { documento: '11.444.777/0001-61', nome: 'Clube Amigos' }, qualificacao: '33', entrada: '2024-03-01', saida: '2025-06-30', representanteLegal: false },
    ]);
  });

  it('adds a member, masks what is typed, fills a known person\'s name, and offers the suggested qualifications first', async () => {
    const { vm, socios } = montarFormulario('12');
    await vm.tela.carregar();
    expect(vm.quadro.opcoesQualificacao.sugeridas.map((q) => q.codigo)).toEqual(['16', '10', '05', '18', '33', '54']);
    vm.quadro.adicionar();
    vm.quadro.alterar(0, 'documento', '52998224725');
    vm.quadro.alterar(0, 'entrada', '01032024');
    expect([vm.quadro.linhas[0]?.documento, vm.quadro.linhas[0]?.entrada]).toEqual(['529.982.247-25', '01/03/2024']);
    await vm.quadro.sair(0, 'documento');
    expect([socios.buscas, vm.quadro.linhas[0]?.nome]).toEqual([[{ documento: '52998224725' }], 'Ana Paula Souza Mendes']);
    expect(vm.tela.form.sujo).toBe(true);
  });

  it('says each row\'s problem on its field and sends nothing while one is left', async () => {
    const { vm, empresas } = montarFormulario('12');
    await vm.tela.carregar();
    vm.quadro.adicionar();
    vm.quadro.alterar(0, 'documento', '529.982.247-24');
    expect(vm.quadro.erro(0, 'documento')).toBeUndefined();
    await vm.quadro.sair(0, 'documento');
    expect(vm.quadro.erro(0, 'documento')).toBe('CPF ou CNPJ inválido: confira os dígitos.');
    await vm.tela.salvar();
    expect(empresas.salvos).toEqual([]);
    expect([vm.quadro.erro(0, 'nome'), vm.quadro.erro(0, 'qualificacao'), vm.quadro.erro(0, 'entrada')]).toEqual(['Informe o nome.', 'Escolha a qualificação.', 'Informe a data de entrada.']);
  });

  it('puts the service\'s answer on the row it names, and forgets it once the board changes', async () => {
    const { vm, empresas } = montarFormulario('12');
    empresas.obter = () => Promise.resolve(resposta(DIRETORIA));
    await vm.tela.carregar();
    const mensagem = 'A qualificação 27 não está na tabela: escolha uma da lista.';
    empresas.falha = new HttpError(400, { metodo: 'POST', url: 'http://localhost:8140/empresa', requestId: 'r3' }, { dados: undefined, mensagens: ['Corrija os campos.'], tipoResposta: 'ERRO', erros: [{ campo: 'socios.1.qualificacao', mensagem }] });
    vm.tela.form.set('nomeFantasia', 'AMJA');
    await vm.tela.salvar();
    expect([vm.quadro.erro(1, 'qualificacao'), vm.quadro.erro(0, 'qualificacao')]).toEqual([mensagem, undefined]);
    vm.quadro.alterar(1, 'qualificacao', '18');
    expect(vm.quadro.erro(1, 'qualificacao')).toBeUndefined();
  });

  it('takes a saved member out only with REMOVER_SOCIOS; a new row always', async () => {
    const sem = montarFormulario('12', TODAS);
    sem.empresas.obter = () => Promise.resolve(resposta(DIRETORIA));
    await sem.vm.tela.carregar();
    sem.vm.quadro.adicionar();
    expect([0, 1, 2].map((i) => sem.vm.quadro.podeRemover(i))).toEqual([false, false, true]);
    sem.vm.quadro.remover(0);
    sem.vm.quadro.remover(2);
    expect(sem.vm.quadro.linhas.map((l) => l.id)).toEqual(['5', '6']);
    const com = montarFormulario('12');
    com.empresas.obter = () => Promise.resolve(resposta(DIRETORIA));
    await com.vm.tela.carregar();
    com.vm.quadro.remover(1);
    expect(com.vm.quadro.linhas.map((l) => l.id)).toEqual(['5']);
  });
});

describe('a record begun from the consultation service', () => {
  it('opens a new record with the Receita\'s names, CNPJ, nature, dates and address, unsaved, leaving the purpose to fill', async () => {
    const { vm } = montarFormulario(undefined);
    vm.configurarReceita('45.123.987/0001-70');
    await vm.tela.carregar();
    expect(vm.tela.form.valores).toMatchObject({ denominacao: 'ASSOCIACAO DOS AMIGOS DO PARQUE VACA BRAVA', cnpj: '45.123.987/0001-70', naturezaJuridica: '3999', dataConstituicao: '14/09/2026', cep: '74230-010', objeto: '', socios: [] });
    expect([vm.tela.form.sujo, vm.deReceita?.receita?.qsa.length]).toEqual([true, 1]);
  });
});
