import { buildPage, PERMISSAO, type Caixa, type Certidao, type Responsavel, type Servico, type ServicoSalvar } from '@rpj/domain';
import { HttpError, type CaixaApi, type CertidaoApi, type EmpresaApi, type ResponsavelApi, type ServicoApi, type VerificacaoCertidaoApi } from '@rpj/sdk';
import { describe, expect, it } from 'vitest';
import { FakeScheduler, RecordingNavigation, servicosTela, usuarioFixture } from '../../test/fakes.ts';
import { CertidaoViewModel } from './certidao.view-model.ts';
import { VerificacaoViewModel } from './verificacao.view-model.ts';

const ok = <D,>(dados: D): Promise<{ dados: D; mensagens: string[]; tipoResposta: 'OK' }> => Promise.resolve({ dados, mensagens: [], tipoResposta: 'OK' });

const PEDIDA: Certidao = {
  id: 7,
  numero: 12,
  tipo: 'QUESITOS',
  situacao: 'SOLICITADA',
  requerente: 'Maria Lima',
  empresaId: 3,
  empresaNome: 'Associação X',
  quesitos: 'Quem preside?',
  servicoId: 9,
  servicoDescricao: 'Certidão em breve relato',
  valorCentavos: 7_831,
  pedidoEm: '2026-11-26',
  prazo: '2026-12-03',
  conteudo: [{ paragrafos: ['CERTIFICO, a pedido de Maria Lima, …'] }],
  versao: 0,
};
const HELENA: Responsavel = { id: 1, nome: 'Helena Duarte Ribeiro', cargo: 'OFICIAL', inicio: '2020-01-02', versao: 0 };
const CAIXA = { id: 4 } as Caixa;

const SEM_VALOR: Servico = { id: 9, versao: 3, codigo: '501', descricao: 'Certidão em breve relato', tipoAto: 'CERTIDAO_BREVE_RELATO', selo: true, ativo: true, vigencias: [] };

/** The catalogue: 501 without a fee until one is saved; what is saved is recorded; the state's rule, 5 % of ISS. */
function catalogo(): Pick<ServicoApi, 'listar' | 'obter' | 'salvar' | 'regra'> & { salvos: ServicoSalvar[]; filtros: unknown[] } {
  const salvos: ServicoSalvar[] = [];
  const filtros: unknown[] = [];
  return {
    salvos,
    filtros,
    listar: (filtro) => {
      filtros.push(filtro);
      const linhas = filtro?.tipoAto === 'CERTIDAO_BREVE_RELATO' ? [SEM_VALOR] : [];
      return ok(buildPage(linhas, { pageNumber: 0, pageSize: 1 }, linhas.length));
    },
    obter: () => ok(SEM_VALOR),
    salvar: (s) => {
      salvos.push(s);
      return ok({ ...SEM_VALOR, ...s, id: 9, versao: 4 });
    },
    regra: () => ok({ uf: 'GO', versao: 0, vigencias: [{ de: '2026-01-01', regra: { fundamento: 'Lei', componentes: [], issPontosBase: 500, arredondamento: 'MEIO_PARA_CIMA' } }] }),
  };
}

function apis(): { certidoes: CertidaoApi & { chamadas: unknown[] }; caixas: Pick<CaixaApi, 'meu'>; empresas: Pick<EmpresaApi, 'listar'>; responsaveis: Pick<ResponsavelApi, 'listar'> & { filtros: unknown[] } } {
  const chamadas: unknown[] = [];
  let atual = PEDIDA;
  const filtros: unknown[] = [];
  return {
    certidoes: {
      chamadas,
      criar: (corpo) => {
        chamadas.push(['criar', corpo]);
        return ok({ ...PEDIDA, id: 8 });
      },
      listar: () => ok(buildPage([], { pageNumber: 0, pageSize: 10 }, 0)),
      obter: () => ok(atual),
      pagar: (id, corpo) => {
        chamadas.push(['pagar', id, corpo]);
        atual = { ...atual, situacao: 'PAGA', versao: 1, recibo: { id: 2, numero: 30 } };
        return ok(atual);
      },
      emitir: (id, corpo) => {
        chamadas.push(['emitir', id, corpo]);
        if (corpo.responsavelId === 99) {
          return Promise.reject(new HttpError(400, { metodo: 'POST', url: '/certidao/7/emissao', requestId: 'x' }, { dados: null, mensagens: ['Fora da vigência.'], tipoResposta: 'ERRO', erros: [{ campo: 'responsavelId', mensagem: 'Marta não pode assinar em 26/11/2026: …' }] }));
        }
        atual = { ...atual, situacao: 'EMITIDA', versao: 2, codigo: 'ABCDEFGHJKMN' };
        return ok(atual);
      },
      pdf: () => Promise.reject(new Error('not used')),
    },
    caixas: { meu: () => ok({ caixa: CAIXA }) },
    empresas: { listar: () => ok(buildPage([{ id: 3, denominacao: 'Associação X', naturezaJuridica: '3999', situacao: 'ATIVA' as const, migrada: false, numeroRegistro: 12 }, { id: 4, denominacao: 'Associação X Nova', naturezaJuridica: '3999', situacao: 'ATIVA' as const, migrada: false }], { pageNumber: 0, pageSize: 20 }, 2)) },
    responsaveis: {
      filtros,
      listar: (filtro) => {
        filtros.push(filtro);
        return ok(buildPage([HELENA], { pageNumber: 0, pageSize: 50 }, 1));
      },
    },
  };
}

const semCatalogo = catalogo();
const balcao = usuarioFixture({ permissoes: [PERMISSAO.VISUALIZAR_CERTIDOES, PERMISSAO.CRIAR_CERTIDOES, PERMISSAO.EDITAR_CERTIDOES, PERMISSAO.EDITAR_CAIXAS] });
const agora = Date.parse('2026-11-26T15:00:00Z');

describe('a certificate\'s screen', () => {
  it('keeps a request without a requester or questions from being sent, offers only registered entities, then sends it and opens it', async () => {
    const a = apis();
    const navigation = new RecordingNavigation();
    const vm = new CertidaoViewModel(a.certidoes, a.caixas, a.empresas, a.responsaveis, semCatalogo, servicosTela({ user: { usuario: balcao }, navigation }));
    vm.configure(undefined, null);
    await vm.carregar();
    vm.setTipo('QUESITOS');
    vm.setDocumento('123');
    await vm.pedir();
    expect([vm.erroDe('requerente'), vm.erroDe('documento'), vm.erroDe('empresaId'), vm.erroDe('quesitos'), a.certidoes.chamadas]).toEqual([
      'Informe quem pede a certidão.',
      'CPF ou CNPJ inválido: confira os dígitos.',
      'Escolha a entidade registrada de que se pede a certidão.',
      'Escreva os quesitos que a certidão deve responder.',
      [],
    ]);
    vm.setTermoEmpresa('associação x');
    await vm.buscarEmpresas();
    vm.setRequerente(' Maria Lima ');
    vm.setDocumento('529.982.247-25');
    vm.setQuesitos('Quem preside?');
    await vm.pedir();
    expect([vm.empresas.map((e) => e.id), a.certidoes.chamadas, navigation.caminhos]).toEqual([
      [3],
      [['criar', { tipo: 'QUESITOS', requerente: 'Maria Lima', documento: '52998224725', empresaId: 3, quesitos: 'Quem preside?' }]],
      ['/certidao/gerar?certidao=8'],
    ]);
  });

  it('asks a certificate of the route\'s process, receives at the clerk\'s box, then signs with who may sign today and the answers', async () => {
    const a = apis();
    const vm = new CertidaoViewModel(a.certidoes, a.caixas, a.empresas, a.responsaveis, semCatalogo, servicosTela({ user: { usuario: balcao }, scheduler: new FakeScheduler(agora) }));
    vm.configure('3', '7');
    await vm.carregar();
    expect([vm.certidao?.numero, vm.caixa?.id, vm.podeReceber, vm.podeEmitir]).toEqual([12, 4, true, false]);
    vm.setMetodo('PIX');
    await vm.receber();
    expect([a.certidoes.chamadas.at(-1), vm.certidao?.situacao, a.responsaveis.filtros, vm.responsavelId]).toEqual([['pagar', 7, { versao: 0, caixaId: 4, parcelas: [{ metodo: 'PIX', valorCentavos: 7_831 }] }], 'PAGA', [{ vigenteEm: '2026-11-26' }], '1']);
    await vm.emitir();
    expect([vm.erroDe('respostas'), a.certidoes.chamadas.length]).toEqual(['Escreva as respostas aos quesitos antes de emitir a certidão.', 1]);
    vm.setRespostas('Ana Souza.');
    vm.setResponsavelId('99');
    await vm.emitir();
    expect([vm.erroDe('responsavelId'), vm.certidao?.situacao]).toEqual(['Marta não pode assinar em 26/11/2026: …', 'PAGA']);
    vm.setResponsavelId('1');
    await vm.emitir();
    expect([a.certidoes.chamadas.at(-1), vm.certidao?.situacao]).toEqual([['emitir', 7, { versao: 1, responsavelId: 1, respostas: 'Ana Souza.' }], 'EMITIDA']);
  });

  it('takes the fee of a certificate service that has none, the first time, saves it on the service from today, then asks', async () => {
    const a = apis();
    const servicos = catalogo();
    const navigation = new RecordingNavigation();
    const gerente = usuarioFixture({ permissoes: [PERMISSAO.CRIAR_CERTIDOES, PERMISSAO.VISUALIZAR_SERVICOS, PERMISSAO.EDITAR_SERVICOS] });
    const vm = new CertidaoViewModel(a.certidoes, a.caixas, a.empresas, a.responsaveis, servicos, servicosTela({ user: { usuario: gerente }, navigation, scheduler: new FakeScheduler(agora) }));
    vm.configure('3', null);
    await vm.carregar();
    expect([servicos.filtros, vm.servicoDoPedido?.codigo, vm.semValor, vm.podeInformarValor]).toEqual([[{ tipoAto: 'CERTIDAO_BREVE_RELATO', ativo: true }, { tipoAto: 'CERTIDAO_INTEIRO_TEOR', ativo: true }], '501', true, true]);
    vm.setRequerente('Maria Lima');
    await vm.pedir();
    const erroSemValor = vm.erroDe('emolumento');
    vm.setEmolumento('37,1x');
    await vm.pedir();
    const erroValorInvalido = vm.erroDe('emolumento');
    expect([erroSemValor, erroValorInvalido, servicos.salvos, a.certidoes.chamadas]).toEqual(['Informe o emolumento desta certidão, pela tabela do seu estado.', 'Valor inválido: use 1.234,56, acima de zero.', [], []]);
    vm.setEmolumento('37,11');
    await vm.pedir();
    expect([servicos.salvos.map((s) => [s.versao, s.vigencias]), a.certidoes.chamadas, vm.semValor, vm.precoDoPedido, navigation.caminhos]).toEqual([
      [[3, [{ de: '2026-11-26', valores: { tipo: 'FIXO', emolumentoCentavos: 3_711 } }]]],
      [['criar', { tipo: 'BREVE_RELATO', requerente: 'Maria Lima', protocolo: 3, servicoId: 9 }]],
      false,
      // The price said before asking: the fee and the state's 5 %.
      3_897,
      ['/certidao/gerar?certidao=8'],
    ]);
  });

  it('a fee another clerk saved meanwhile: the refusal is said under the fee, and no request is sent', async () => {
    const a = apis();
    const servicos = catalogo();
    const alterado = 'Serviço foi alterado por outra pessoa depois que você o abriu. Recarregue a página e refaça suas alterações.';
    servicos.salvar = () => Promise.reject(new HttpError(409, { metodo: 'POST', url: '/servico', requestId: 'x' }, { dados: null, mensagens: [alterado], tipoResposta: 'ALERTA', erros: [{ campo: 'versao', mensagem: alterado }] }));
    const gerente = usuarioFixture({ permissoes: [PERMISSAO.CRIAR_CERTIDOES, PERMISSAO.VISUALIZAR_SERVICOS, PERMISSAO.EDITAR_SERVICOS] });
    const vm = new CertidaoViewModel(a.certidoes, a.caixas, a.empresas, a.responsaveis, servicos, servicosTela({ user: { usuario: gerente }, scheduler: new FakeScheduler(agora) }));
    vm.configure('3', null);
    await vm.carregar();
    vm.setRequerente('Maria Lima');
    vm.setEmolumento('37,11');
    await vm.pedir();
    expect([vm.erroDe('emolumento'), a.certidoes.chamadas, vm.enviando]).toEqual([alterado, [], false]);
  });

  it('a fee another clerk entered while the form was filled is shown, not overwritten, and the request waits for a look', async () => {
    const a = apis();
    const servicos = catalogo();
    servicos.obter = () => ok({ ...SEM_VALOR, versao: 4, vigencias: [{ de: '2026-11-26', valores: { tipo: 'FIXO', emolumentoCentavos: 4_000 } }] });
    const gerente = usuarioFixture({ permissoes: [PERMISSAO.CRIAR_CERTIDOES, PERMISSAO.VISUALIZAR_SERVICOS, PERMISSAO.EDITAR_SERVICOS] });
    const vm = new CertidaoViewModel(a.certidoes, a.caixas, a.empresas, a.responsaveis, servicos, servicosTela({ user: { usuario: gerente }, scheduler: new FakeScheduler(agora) }));
    vm.configure('3', null);
    // Read when the form opened: 501 without a fee; read again when sending: with the other clerk's.
    const obterDepois = servicos.obter;
    servicos.obter = () => ok(SEM_VALOR);
    await vm.carregar();
    servicos.obter = obterDepois;
    vm.setRequerente('Maria Lima');
    vm.setEmolumento('37,11');
    await vm.pedir();
    expect([vm.erroDe('servicoId'), servicos.salvos, a.certidoes.chamadas, vm.semValor, vm.precoDoPedido]).toEqual([
      'Outra pessoa cadastrou o valor deste serviço enquanto você preenchia: confira o valor da certidão e peça de novo.',
      [],
      [],
      false,
      4_200,
    ]);
  });

  it('a catalogue that cannot be read leaves the form working, without a price', async () => {
    const a = apis();
    const servicos = catalogo();
    servicos.regra = () => Promise.reject(new HttpError(503, { metodo: 'GET', url: '/servico/regra', requestId: 'x' }, { dados: null, mensagens: ['Serviço indisponível.'], tipoResposta: 'ERRO' }));
    const vm = new CertidaoViewModel(a.certidoes, a.caixas, a.empresas, a.responsaveis, servicos, servicosTela({ user: { usuario: usuarioFixture({ permissoes: [PERMISSAO.CRIAR_CERTIDOES, PERMISSAO.VISUALIZAR_SERVICOS] }) } }));
    vm.configure('3', null);
    await vm.carregar();
    vm.setRequerente('Maria Lima');
    await vm.pedir();
    expect([vm.estado, vm.servicoDoPedido, vm.precoDoPedido, a.certidoes.chamadas]).toEqual(['pronto', undefined, undefined, [['criar', { tipo: 'BREVE_RELATO', requerente: 'Maria Lima', protocolo: 3 }]]]);
  });

  it('one who may not edit services is told to ask for the fee, and cannot send a request that would be refused', async () => {
    const a = apis();
    const vm = new CertidaoViewModel(a.certidoes, a.caixas, a.empresas, a.responsaveis, catalogo(), servicosTela({ user: { usuario: usuarioFixture({ permissoes: [PERMISSAO.CRIAR_CERTIDOES, PERMISSAO.VISUALIZAR_SERVICOS] }) } }));
    vm.configure('3', null);
    await vm.carregar();
    vm.setRequerente('Maria Lima');
    await vm.pedir();
    expect([vm.semValor, vm.podeInformarValor, a.certidoes.chamadas]).toEqual([true, false, []]);
  });

  it('a certificate whose act has no service in the catalogue: who may edit services is sent to register it, and nothing is sent', async () => {
    for (const [permissoes, podeCadastrar] of [
      [[PERMISSAO.CRIAR_CERTIDOES, PERMISSAO.VISUALIZAR_SERVICOS, PERMISSAO.EDITAR_SERVICOS], true],
      [[PERMISSAO.CRIAR_CERTIDOES, PERMISSAO.VISUALIZAR_SERVICOS], false],
    ] as const) {
      const a = apis();
      const vm = new CertidaoViewModel(a.certidoes, a.caixas, a.empresas, a.responsaveis, catalogo(), servicosTela({ user: { usuario: usuarioFixture({ permissoes: [...permissoes] }) } }));
      vm.configure('3', null);
      await vm.carregar();
      // The catalogue has a breve relato service (without a fee), and no inteiro teor one.
      const antes = vm.semServico;
      vm.setTipo('INTEIRO_TEOR');
      vm.setRequerente('Maria Lima');
      await vm.pedir();
      expect([antes, vm.semServico, vm.podeCadastrarServico, a.certidoes.chamadas]).toEqual([false, true, podeCadastrar, []]);
    }
  });

  it('a certificate number that cannot be one is not found', async () => {
    const a = apis();
    const vm = new CertidaoViewModel(a.certidoes, a.caixas, a.empresas, a.responsaveis, semCatalogo, servicosTela({ user: { usuario: balcao } }));
    vm.configure(undefined, 'abc');
    await vm.carregar();
    expect([vm.naoEncontrada, vm.novo]).toEqual([true, false]);
  });
});

describe('the public check', () => {
  it('checks the code the QR code brings, and says why a wrong one is not authentic', async () => {
    const pedidos: unknown[] = [];
    const api: VerificacaoCertidaoApi = {
      verificar: (p) => {
        pedidos.push(p);
        return p.codigo === 'ABCDEFGHJKMN'
          ? ok({ numero: 12, emitidaEm: '2026-11-26T15:00:00.000Z', tipo: 'Breve relato', entidade: 'Associação X' })
          : Promise.reject(new HttpError(404, { metodo: 'POST', url: '/verificacao-certidao', requestId: 'x' }, { dados: null, mensagens: ['Não encontramos uma certidão emitida com este código.'], tipoResposta: 'ERRO' }));
      },
    };
    const vm = new VerificacaoViewModel(api);
    await vm.configure('abcd-efgh-jkmn');
    expect([pedidos, vm.resultado?.numero]).toEqual([[{ codigo: 'ABCDEFGHJKMN' }], 12]);
    vm.setCodigo('ABC');
    await vm.verificar();
    expect(vm.erro).toEqual({ campo: 'codigo', mensagem: 'O código tem 12 letras e números, como impresso na certidão (ABCD-EFGH-JKMN).' });
    vm.setCodigo('ABCD-EFGH-JKMP');
    await vm.verificar();
    expect([vm.erro, vm.resultado]).toEqual([{ campo: 'geral', mensagem: 'Não encontramos uma certidão emitida com este código.' }, undefined]);
  });
});
