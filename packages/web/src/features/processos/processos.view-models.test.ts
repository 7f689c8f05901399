// The process screens without a browser: an intake is checked field by field before it is sent, keeps what was typed
// as a draft, sends the quote's items, the checklist and the deposit at one's open box, and shows the protocol; the
// list's filters reach the service as it reads them; a process offers the moves the machine and the person's
// permissions allow, a supervisor's only with a reason; manual distribution sends the rows ticked; the public lookup
// checks the code before asking and says the service's refusal.
import { buildPage, PERMISSAO as P, ZERO_POR_METODO, type Caixa, type Cotacao, type EntradaProcesso, type Processo, type RedistribuicaoSalvar, type TipoAtoRegistro } from '@rpj/domain';
import { HttpError, type CaixaApi, type ConsultaSolicitacaoApi, type EmpresaApi, type ExameApi, type ProcessoApi, type Resposta, type ServicoApi } from '@rpj/sdk';
import { describe, expect, it } from 'vitest';
import { FakeDraftStore, RecordingNavigation, servicosTela, usuarioFixture } from '../../test/fakes.ts';
import { ConsultaSolicitacaoViewModel } from './consulta-solicitacao.view-model.ts';
import { DistribuicaoViewModel } from './distribuicao.view-model.ts';
import { EntradaViewModel } from './entrada.view-model.ts';
import { filtroDoServico, FILTRO_PROCESSOS_VAZIO } from './processo-list.view-model.ts';
import { apresentanteDoFormulario, documentoDigitado, ProcessoViewModel } from './processo.view-model.ts';

const ok = <T,>(dados: T): Promise<Resposta<T>> => Promise.resolve({ dados, mensagens: [], tipoResposta: 'OK' });

const ATO: TipoAtoRegistro = {
  id: 1,
  versao: 0,
  codigo: 'REGISTRO_CONSTITUICAO',
  nome: 'Registro de constituição',
  especie: 'REGISTRO',
  livro: 'A',
  documentos: [{ nome: 'Requerimento' }, { nome: 'Estatuto com visto de advogado', naturezas: ['3999'] }, { nome: 'Escritura de instituição', naturezas: ['3069'] }],
  exame: [],
  conferencia: [],
  prazoDiasUteis: 10,
  fundamentoPrazo: 'Lei', prazoExigenciaDiasUteis: 20,
};

const COTACAO: Cotacao = {
  id: 9,
  numero: 41,
  criadaEm: '2026-11-26T10:00:00Z',
  dataReferencia: '2026-11-26',
  itens: [{ servicoId: 8, codigo: '101', descricao: 'Registro', quantidade: 1, precificado: { quantidade: 1, isento: false, selos: 1, componentes: [], totalCentavos: 25_000 } }],
  componentes: [],
  totalCentavos: 25_000,
};

const CAIXA: Caixa = { id: 3, versao: 0, usuario: 'admin', nomeUsuario: 'Helena', situacao: 'ABERTO', abertoEm: '', fundoCentavos: 0, movimentos: [], esperado: ZERO_POR_METODO };

const PROCESSO: Processo = {
  protocolo: 1234,
  versao: 2,
  protocoladoEm: '2026-11-26T12:00:00Z',
  prazo: '2026-12-10',
  situacao: 'EM_EXAME',
  tipoAto: 'REGISTRO_CONSTITUICAO',
  tipoAtoNome: 'Registro de constituição',
  apresentante: { nome: 'Maria Souza', documento: '52998224725', email: 'maria@exemplo.com.br' },
  empresaNome: 'Associação Bairro Feliz',
  documentos: [],
  itens: [],
  componentes: [],
  totalCentavos: 25_000,
  codigoVerificacao: 'ABCDEFGHJKMN',
  usuario: 'admin',
  historico: [],
};

function entrada(permissoes: readonly string[] = [P.CRIAR_PROCESSOS, P.EDITAR_CAIXAS], drafts = new FakeDraftStore()) {
  const enviados: EntradaProcesso[] = [];
  const api = {
    entrada: (e: EntradaProcesso) => {
      enviados.push(e);
      return ok(PROCESSO);
    },
    comprovante: () => ok({ nomeArquivo: 'c.pdf', tipo: 'application/pdf', conteudo: new Blob() }),
  } as unknown as ProcessoApi;
  const servicos = {
    atos: () => ok([ATO]),
    listar: () => ok(buildPage([{ id: 8, versao: 0, codigo: '101', descricao: 'Registro', tipoAto: 'REGISTRO_CONSTITUICAO', selo: true, ativo: true }], { pageNumber: 0, pageSize: 50 }, 1)),
    cotar: () => ok(COTACAO),
    cotacao: () => ok(COTACAO),
    cotacoes: () => ok(buildPage([{ ...COTACAO, itens: 1 }], { pageNumber: 0, pageSize: 1 }, 1)),
  } as unknown as ServicoApi;
  const caixas = { meu: () => ok({ caixa: CAIXA }) } as unknown as CaixaApi;
  const empresas = { listar: () => ok(buildPage([{ id: 4, denominacao: 'Clube X', naturezaJuridica: '3999', situacao: 'ATIVA', migrada: false }], { pageNumber: 0, pageSize: 8 }, 1)) } as unknown as EmpresaApi;
  const navegacao = new RecordingNavigation();
  const vm = new EntradaViewModel(api, servicos, caixas, empresas, servicosTela({ drafts, navigation: navegacao, user: { usuario: usuarioFixture({ permissoes: [...permissoes] as never }) } }));
  return { vm, enviados, drafts, navegacao };
}

describe('the intake', () => {
  it('reads a CPF or CNPJ typed with punctuation, and says the presenter\'s first problem', () => {
    expect([documentoDigitado('529.982.247-25'), documentoDigitado('11.222.333/0001-81'), documentoDigitado('529.982.247-24')]).toEqual(['52998224725', '11222333000181', undefined]);
    expect(apresentanteDoFormulario({ nome: 'Ana', documento: '52998224725', email: '', telefone: '' })).toEqual({ campo: 'email', erro: 'Informe um e-mail ou um telefone para contato.' });
    expect(apresentanteDoFormulario({ nome: 'Ana', documento: '52998224725', email: '', telefone: '(62) 3333-4444' })).toEqual({ apresentante: { nome: 'Ana', documento: '52998224725', telefone: '6233334444' } });
  });

  it('checks each part before sending, then sends the quote, the checklist for the nature and the deposit at one\'s box', async () => {
    const { vm, enviados } = entrada();
    await vm.carregar();
    await vm.protocolar();
    expect(vm.erro?.campo).toBe('apresentante.nome');
    vm.setApresentante('nome', 'Maria Souza');
    vm.setApresentante('documento', '529.982.247-25');
    vm.setApresentante('email', 'maria@exemplo.com.br');
    await vm.protocolar();
    expect(vm.erro?.campo).toBe('novaNome');
    vm.setNovaNome('Associação Bairro Feliz');
    vm.setNovaNatureza('3999');
    await vm.setTipoAto('REGISTRO_CONSTITUICAO');
    // The nature picks the kind's documents: an association's statute, not a foundation's deed.
    expect(vm.exigidos).toEqual(['Requerimento', 'Estatuto com visto de advogado']);
    vm.marcarApresentado('Requerimento', true);
    vm.setNovoExtra('Ata de fundação');
    vm.adicionarExtra();
    await vm.protocolar();
    expect(vm.erro).toEqual({ campo: 'itens', mensagem: 'Calcule os serviços (ou carregue a cotação) antes de protocolar.' });
    expect(vm.linhas[0]?.servicoId).toBe('8');
    await vm.calcular();
    expect(vm.valorDeposito).toBe('250,00');
    await vm.protocolar();
    expect(enviados).toEqual([
      {
        apresentante: { nome: 'Maria Souza', documento: '52998224725', email: 'maria@exemplo.com.br' },
        empresaNome: 'Associação Bairro Feliz',
        naturezaJuridica: '3999',
        tipoAto: 'REGISTRO_CONSTITUICAO',
        documentos: [
          { nome: 'Requerimento', exigido: true, apresentado: true },
          { nome: 'Estatuto com visto de advogado', exigido: true, apresentado: false },
          { nome: 'Ata de fundação', exigido: false, apresentado: true },
        ],
        itens: [{ servicoId: 8, quantidade: 1 }],
        cotacaoId: 9,
        deposito: { caixaId: 3, valorCentavos: 25_000, parcelas: [{ metodo: 'DINHEIRO', valorCentavos: 25_000 }] },
      },
    ]);
    expect(vm.resultado?.protocolo).toBe(1234);
  });

  it('keeps what was typed as a draft, brings it back, and drops it once protocolled', async () => {
    const drafts = new FakeDraftStore();
    const primeira = entrada(undefined, drafts).vm;
    await primeira.carregar();
    primeira.setApresentante('nome', 'Maria Souza');
    primeira.setNovaNome('Associação Bairro Feliz');
    const segunda = entrada(undefined, drafts).vm;
    await segunda.carregar();
    expect([segunda.apresentante.nome, segunda.novaNome, segunda.rascunhoRestaurado]).toEqual(['Maria Souza', 'Associação Bairro Feliz', true]);
    segunda.limpar();
    const terceira = entrada(undefined, drafts).vm;
    await terceira.carregar();
    expect([terceira.apresentante.nome, terceira.rascunhoRestaurado]).toEqual(['', false]);
  });

  it('without the cash permission, takes no deposit; an entity on record is chosen from a search', async () => {
    const { vm, enviados } = entrada([P.CRIAR_PROCESSOS]);
    await vm.carregar();
    expect([vm.podeReceber, vm.caixa, vm.depositoAgora]).toEqual([false, undefined, false]);
    vm.setApresentante('nome', 'Maria');
    vm.setApresentante('documento', '52998224725');
    vm.setApresentante('telefone', '62999998888');
    vm.setModoEntidade('existente');
    vm.setBuscaEmpresa('clube');
    await vm.buscarEmpresas();
    const achada = vm.empresasAchadas[0];
    if (achada !== undefined) vm.escolherEmpresa(achada);
    await vm.setTipoAto('REGISTRO_CONSTITUICAO');
    await vm.carregarCotacao();
    expect(vm.erro?.campo).toBe('numeroCotacao');
    vm.setNumeroCotacao('41');
    await vm.carregarCotacao();
    await vm.protocolar();
    expect(enviados[0]).toMatchObject({ empresaId: 4, cotacaoId: 9 });
    expect(enviados[0]?.deposito).toBeUndefined();
  });
});

describe('the process list', () => {
  it('sends the filters as the service reads them', () => {
    expect(filtroDoServico({ ...FILTRO_PROCESSOS_VAZIO, apresentante: ' maria ', protocolo: '1.234', situacao: 'EM_EXAME', de: '01/11/2026', ate: '31/11/2026', vencidos: 'sim' })).toEqual({
      apresentante: 'maria',
      protocolo: 1234,
      situacao: 'EM_EXAME',
      de: '2026-11-01',
      vencidos: true,
    });
    expect(filtroDoServico(FILTRO_PROCESSOS_VAZIO)).toEqual({});
  });
});

describe('a process', () => {
  function processo(permissoes: readonly string[], p: Processo = PROCESSO) {
    const chamadas: unknown[] = [];
    const api = {
      obter: () => ok(p),
      situacao: (n: number, corpo: unknown) => {
        chamadas.push(['situacao', n, corpo]);
        return ok({ ...p, situacao: 'SUSPENSO', situacaoAnterior: p.situacao, versao: p.versao + 1 } satisfies Processo);
      },
      andamento: (n: number, corpo: unknown) => {
        chamadas.push(['andamento', n, corpo]);
        return ok({ ...p, situacao: 'DESISTENCIA' } satisfies Processo);
      },
      corrigir: (n: number, corpo: unknown) => {
        chamadas.push(['corrigir', n, corpo]);
        return ok(p);
      },
    } as unknown as ProcessoApi;
    const exames = {
      reingresso: (n: number, corpo: unknown) => {
        chamadas.push(['reingresso', n, corpo]);
        const { exigenciasAbertas: _abertas, ...resto } = p;
        return ok({ ...resto, situacao: 'REINGRESSO', versao: p.versao + 1 } satisfies Processo);
      },
    } as unknown as ExameApi;
    const navegacao = new RecordingNavigation();
    const vm = new ProcessoViewModel(api, servicosTela({ navigation: navegacao, user: { usuario: usuarioFixture({ permissoes: [...permissoes] as never }) } }), exames);
    return { vm, chamadas, navegacao };
  }

  it('offers the moves the machine and the person allow; a supervisor\'s needs a reason', async () => {
    const { vm, chamadas } = processo([P.VISUALIZAR_PROCESSOS, P.EDITAR_PROCESSOS, P.EDITAR_SITUACAO_SOLICITACAO]);
    vm.carga.configure('1234');
    await vm.carga.carregar();
    expect(vm.movimentos.map((m) => m.evento)).toEqual(['DESISTIR', 'SUSPENDER', 'CANCELAR']);
    vm.pedirMovimento('SUSPENDER');
    await vm.mover();
    expect(vm.erroMotivo).toBe('Informe o motivo: ele fica no histórico do processo.');
    vm.setMotivo('Aguardando ofício');
    await vm.mover();
    expect(chamadas).toEqual([['situacao', 1234, { versao: 2, evento: 'SUSPENDER', motivo: 'Aguardando ofício' }]]);
    expect([vm.processo?.situacao, vm.movendo]).toEqual(['SUSPENSO', undefined]);
    expect(vm.movimentos.map((m) => m.evento)).toEqual(['RETOMAR', 'CANCELAR']);
  });

  it('a person who only sees processes gets no move and no correction; without a protocol, opens one by its number', async () => {
    const { vm, navegacao } = processo([P.VISUALIZAR_PROCESSOS]);
    vm.carga.configure('1234');
    await vm.carga.carregar();
    expect([vm.movimentos, vm.podeCorrigir]).toEqual([[], false]);
    const sem = processo([P.VISUALIZAR_PROCESSOS]);
    sem.vm.carga.configure(undefined);
    await sem.vm.carga.carregar();
    expect(sem.vm.carga.semNumero).toBe(true);
    sem.vm.carga.abrirNumero('Informe o número do protocolo.');
    expect(sem.vm.carga.erroBusca).toBe('Informe o número do protocolo.');
    sem.vm.carga.setNumeroBusca('1.234');
    sem.vm.carga.abrirNumero();
    expect(sem.navegacao.caminhos.at(-1)).toBe('/processos/editar/1234');
    expect(navegacao.caminhos).toEqual([]);
  });

  it('a clerk\'s correction is checked, then sent at the version read', async () => {
    const { vm, chamadas } = processo([P.VISUALIZAR_PROCESSOS, P.EDITAR_PROCESSOS]);
    vm.carga.configure('1234');
    await vm.carga.carregar();
    vm.setApresentante('documento', '123');
    await vm.salvarCorrecao();
    expect(vm.erroCorrecao?.campo).toBe('documento');
    vm.setApresentante('documento', '11.222.333/0001-81');
    await vm.salvarCorrecao();
    expect(chamadas).toEqual([['corrigir', 1234, { versao: 2, apresentante: { nome: 'Maria Souza', documento: '11222333000181', email: 'maria@exemplo.com.br' }, empresaNome: 'Associação Bairro Feliz', documentos: [] }]]);
  });

  it('the re-entry answers each open requirement, met or not, with what the presenter brought', async () => {
    const emExigencia: Processo = {
      ...PROCESSO,
      situacao: 'EM_EXIGENCIA',
      prazoExigencia: '2026-12-20',
      exigenciasAbertas: [
        { id: 7, ordem: 1, texto: 'Juntar a ata.', fundamento: 'Lei 6.015/1973, art. 121' },
        { id: 8, ordem: 2, texto: 'Juntar a lista de presença.', fundamento: 'Código Civil, art. 59' },
      ],
    };
    const { vm, chamadas } = processo([P.VISUALIZAR_PROCESSOS, P.EDITAR_PROCESSOS], emExigencia);
    vm.carga.configure('1234');
    await vm.carga.carregar();
    expect(vm.podeReingressar).toBe(true);
    vm.pedirReingresso();
    vm.responder(7, { resposta: 'Ata de 10/11 juntada.' });
    vm.responder(8, { cumprida: false });
    await vm.reingressar();
    expect(chamadas).toEqual([
      [
        'reingresso',
        1234,
        {
          versao: 2,
          respostas: [
            { exigenciaId: 7, cumprida: true, resposta: 'Ata de 10/11 juntada.' },
            { exigenciaId: 8, cumprida: false },
          ],
        },
      ],
    ]);
    expect([vm.processo?.situacao, vm.reingresso, vm.podeReingressar]).toEqual(['REINGRESSO', undefined, false]);
    const leitor = processo([P.VISUALIZAR_PROCESSOS], emExigencia);
    leitor.vm.carga.configure('1234');
    await leitor.vm.carga.carregar();
    expect(leitor.vm.podeReingressar).toBe(false);
  });
});

describe('manual distribution', () => {
  it('sends the rows ticked to the person chosen, with the reason', async () => {
    const enviados: RedistribuicaoSalvar[] = [];
    const linha = { protocolo: 7, versao: 1, protocoladoEm: '', prazo: '2026-12-01', situacao: 'EM_EXAME' as const, tipoAto: 'X', tipoAtoNome: 'X', apresentanteNome: 'A', empresaNome: 'E', totalCentavos: 0, id: 7 };
    const api = {
      fila: () => ok(buildPage([linha], { pageNumber: 0, pageSize: 10 }, 1)),
      carga: () => ok([{ usuarioId: 5, login: 'examinador', nome: 'Beatriz', grupos: ['Exame'], abertos: 3, vencidos: 0, ausente: false }]),
      redistribuir: (r: RedistribuicaoSalvar) => {
        enviados.push(r);
        return ok({ processos: [] });
      },
    } as unknown as ProcessoApi;
    const vm = new DistribuicaoViewModel(api, servicosTela({ user: { usuario: usuarioFixture({ permissoes: [P.VISUALIZAR_EXAMES, P.VISUALIZAR_DISTRIBUICOES, P.EDITAR_DISTRIBUICOES] as never }) } }));
    expect(vm.podeRedistribuir).toBe(true);
    await Promise.all([vm.carregarCarga(), vm.tela.lista.carregar()]);
    vm.marcarPagina(true);
    expect(vm.paginaMarcada).toBe(true);
    vm.abrirDialogo();
    await vm.redistribuir();
    expect(vm.erro?.campo).toBe('responsavelId');
    vm.setResponsavel('5');
    await vm.redistribuir();
    expect(vm.erro?.campo).toBe('motivo');
    vm.setMotivo('Férias');
    await vm.redistribuir();
    expect(enviados).toEqual([{ processos: [{ protocolo: 7, versao: 1 }], responsavelId: 5, motivo: 'Férias' }]);
    expect([vm.dialogo, vm.selecionados.size]).toEqual([false, 0]);
    const semPermissao = new DistribuicaoViewModel(api, servicosTela({ user: { usuario: usuarioFixture({ permissoes: [P.VISUALIZAR_EXAMES] as never }) } }));
    expect([semPermissao.podeVerCarga, semPermissao.podeRedistribuir]).toEqual([false, false]);
  });
});

describe('the public lookup', () => {
  it('checks the code before asking, and says the service\'s refusal', async () => {
    const pedidos: unknown[] = [];
    const api: ConsultaSolicitacaoApi = {
      consultar: (p) => {
        pedidos.push(p);
        if (p.codigo !== 'ABCDEFGHJKMN') {
          return Promise.reject(new HttpError(404, { metodo: 'POST', url: '/consulta-solicitacao', requestId: 'x' }, { dados: null, mensagens: ['Não encontramos uma solicitação com este protocolo e este código.'], tipoResposta: 'ERRO' }));
        }
        return ok({ protocolo: p.protocolo, situacao: 'Em exame', protocoladoEm: '2026-11-26', prazo: '2026-12-10', atualizadoEm: '2026-11-26', exigenciasPendentes: false, encerrado: false });
      },
    };
    const vm = new ConsultaSolicitacaoViewModel(api);
    await vm.consultar();
    expect(vm.erro?.campo).toBe('protocolo');
    vm.setProtocolo('1234');
    vm.setCodigo('abcd-efgh-jk');
    await vm.consultar();
    expect([vm.erro?.campo, pedidos]).toEqual(['codigo', []]);
    vm.setCodigo('abcd-efgh-jkmp');
    await vm.consultar();
    expect(vm.erro).toEqual({ campo: 'geral', mensagem: 'Não encontramos uma solicitação com este protocolo e este código.' });
    vm.setCodigo('abcd efgh jkmn');
    await vm.consultar();
    expect([vm.erro, vm.resultado?.situacao, pedidos.at(-1)]).toEqual([undefined, 'Em exame', { protocolo: 1234, codigo: 'ABCDEFGHJKMN' }]);
  });
});
