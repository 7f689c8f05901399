// The cash screens without a browser: the parts of a payment checked against the total as they are typed, a saved
// quote paid at one's own box, the closing's difference as it is counted, what each person is offered, the opening
// going to one's open box, and the overview's periods.
import { buildPage, PERMISSAO as P, ZERO_POR_METODO, type Caixa, type Cotacao, type Deposito, type DevolucaoSalvar, type PagamentoSalvar, type Recibo } from '@rpj/domain';
import type { CaixaApi, Resposta, ServicoApi } from '@rpj/sdk';
import { describe, expect, it } from 'vitest';
import { FakeAlerts, RecordingNavigation, servicosTela, usuarioFixture } from '../../test/fakes.ts';
import { CaixaViewModel, problemaDasParcelas } from './caixa.view-model.ts';
import { FinanceiroViewModel, periodoDe } from './financeiro.view-model.ts';

const ok = <T,>(dados: T): Promise<Resposta<T>> => Promise.resolve({ dados, mensagens: [], tipoResposta: 'OK' });

const CAIXA: Caixa = {
  id: 3,
  versao: 2,
  usuario: 'admin',
  nomeUsuario: 'Helena Duarte Vasconcelos',
  situacao: 'ABERTO',
  abertoEm: '2026-11-26T11:00:00Z',
  fundoCentavos: 10_000,
  movimentos: [{ id: 1, tipo: 'FUNDO', metodo: 'DINHEIRO', valorCentavos: 10_000, motivo: 'Fundo de troco', em: '2026-11-26T11:00:00Z', usuario: 'admin' }],
  esperado: { ...ZERO_POR_METODO, DINHEIRO: 10_000 },
};

const COTACAO: Cotacao = {
  id: 9,
  numero: 41,
  criadaEm: '2026-11-26T10:00:00Z',
  dataReferencia: '2026-11-26',
  cliente: 'Associação Rio Claro',
  itens: [{ servicoId: 8, codigo: '101', descricao: 'Registro', quantidade: 2, precificado: { quantidade: 2, isento: false, selos: 2, componentes: [], totalCentavos: 15_662 } }],
  componentes: [],
  totalCentavos: 15_662,
};

function montar(permissoes: readonly string[] = [P.VISUALIZAR_CAIXAS, P.CRIAR_CAIXAS, P.EDITAR_CAIXAS, P.REMOVER_CAIXAS, P.ANALISAR_CAIXAS], caixa: Caixa | null = CAIXA) {
  const pagos: PagamentoSalvar[] = [];
  const navegacao = new RecordingNavigation();
  const api = {
    meu: () => ok(caixa === null ? {} : { caixa }),
    obter: () => ok(caixa ?? CAIXA),
    abrir: (fundo: number) => ok({ ...CAIXA, id: 12, fundoCentavos: fundo }),
    pagar: (_id: number, p: PagamentoSalvar) => {
      pagos.push(p);
      return ok({ id: 30, numero: 501, tipo: 'PAGAMENTO', emitidoEm: '', caixaId: 3, usuario: 'admin', pagador: p.pagador, itens: [], componentes: [], totalCentavos: 15_662, parcelas: p.parcelas } satisfies Recibo);
    },
  } as unknown as CaixaApi;
  const servicos = {
    cotacoes: () => ok({ content: [{ ...COTACAO, itens: 1 }], pageable: { pageNumber: 0, pageSize: 1 }, totalElements: 1, totalPages: 1 }),
    cotacao: () => ok(COTACAO),
  } as unknown as Pick<ServicoApi, 'cotacoes' | 'cotacao'>;
  const vm = new CaixaViewModel(api, servicos, servicosTela({ navigation: navegacao, user: { usuario: usuarioFixture({ permissoes: [...permissoes] as never }) } }));
  return { vm, pagos, navegacao };
}

describe('a payment over the counter', () => {
  it('says what is wrong with the parts before the service is asked', () => {
    expect(problemaDasParcelas([{ metodo: 'DINHEIRO', valor: '' }], 100)).toBe('Informe o valor de cada forma de pagamento (1.234,56).');
    expect(problemaDasParcelas([{ metodo: 'PIX', valor: '1,00' }, { metodo: 'PIX', valor: '2,00' }], 300)).toBe('Cada forma de pagamento entra uma vez: some os valores.');
    expect(problemaDasParcelas([{ metodo: 'PIX', valor: '1,00' }], 300)).toMatch(/^As formas de pagamento somam R\$\s1,00; o total é R\$\s3,00\.$/);
    expect(problemaDasParcelas([{ metodo: 'DINHEIRO', valor: '1,50' }, { metodo: 'PIX', valor: '1,50' }], 300)).toBeUndefined();
  });

  it('pays a saved quote found by its number in two methods, the second taking what is missing', async () => {
    const { vm, pagos } = montar();
    vm.configure('3');
    await vm.carregar();
    vm.setNumeroCotacao('41');
    await vm.carregarCotacao();
    expect([vm.pagador, vm.parcelas]).toEqual(['Associação Rio Claro', [{ metodo: 'DINHEIRO', valor: '156,62' }]]);
    vm.alterarParcela(0, 'valor', '50,00');
    expect(vm.problemaPagamento).toMatch(/somam R\$\s50,00/);
    vm.adicionarParcela();
    expect(vm.parcelas[1]).toEqual({ metodo: 'PIX', valor: '106,62' });
    expect(vm.problemaPagamento).toBeUndefined();
    await vm.pagar();
    expect(pagos).toEqual([
      {
        pagador: 'Associação Rio Claro',
        itens: [{ servicoId: 8, quantidade: 2 }],
        parcelas: [
          { metodo: 'DINHEIRO', valorCentavos: 5_000 },
          { metodo: 'PIX', valorCentavos: 10_662 },
        ],
        cotacaoId: 9,
      },
    ]);
    expect([vm.ultimoRecibo?.numero, vm.cotacao, vm.numeroCotacao]).toEqual([501, undefined, '']);
  });

  it('shows the closing\'s difference as it is counted, and refuses what does not read as money', async () => {
    const { vm } = montar();
    vm.configure('3');
    await vm.carregar();
    vm.abrirDialogo('fechamento');
    vm.setContado('DINHEIRO', '99,90');
    expect(vm.diferenca?.totalCentavos).toBe(-10);
    vm.setContado('PIX', 'dez');
    expect(vm.diferenca).toBeUndefined();
  });
});

describe('what each person is offered', () => {
  it('one\'s own open box takes payments; someone else\'s does not; a closed one is approved by a reviewer only', async () => {
    const meu = montar();
    meu.vm.configure('3');
    await meu.vm.carregar();
    expect([meu.vm.podeLancar, meu.vm.podeCancelarRecibos, meu.vm.podeAprovar]).toEqual([true, true, false]);

    const alheio = montar(undefined, { ...CAIXA, usuario: 'caixa' });
    alheio.vm.configure('3');
    await alheio.vm.carregar();
    expect(alheio.vm.podeLancar).toBe(false);

    const fechado = { ...CAIXA, situacao: 'FECHADO' as const };
    const revisor = montar(undefined, fechado);
    revisor.vm.configure('3');
    await revisor.vm.carregar();
    expect([revisor.vm.podeLancar, revisor.vm.podeAprovar, revisor.vm.podeCancelarRecibos]).toEqual([false, true, false]);
    const atendente = montar([P.VISUALIZAR_CAIXAS, P.CRIAR_CAIXAS, P.EDITAR_CAIXAS], fechado);
    atendente.vm.configure('3');
    await atendente.vm.carregar();
    expect(atendente.vm.podeAprovar).toBe(false);
  });

  it('the opening goes to one\'s open box when there is one, and opens a new one with the float typed', async () => {
    const aberto = montar();
    aberto.vm.configure(undefined);
    await aberto.vm.carregar();
    expect(aberto.navegacao.visitas).toEqual([{ path: '/caixa/salvar/3', replace: true }]);

    const nenhum = montar(undefined, null);
    nenhum.vm.configure(undefined);
    await nenhum.vm.carregar();
    expect([nenhum.vm.estado, nenhum.vm.caixa]).toEqual(['pronto', undefined]);
    nenhum.vm.setFundo('abc');
    await nenhum.vm.abrir();
    expect(nenhum.vm.erroDialogo).toBe('Fundo de troco inválido: use 1.234,56.');
    nenhum.vm.setFundo('150,00');
    await nenhum.vm.abrir();
    expect(nenhum.navegacao.visitas).toEqual([{ path: '/caixa/salvar/12', replace: true }]);
  });
});

describe('the overview\'s periods', () => {
  it('today, the last seven days, this month', () => {
    expect(periodoDe('hoje', '2026-11-26')).toEqual({ de: '2026-11-26', ate: '2026-11-26' });
    expect(periodoDe('semana', '2026-03-02')).toEqual({ de: '2026-02-24', ate: '2026-03-02' });
    expect(periodoDe('mes', '2026-11-26')).toEqual({ de: '2026-11-01', ate: '2026-11-26' });
  });
});

describe('the deposit ledger on the overview', () => {
  const A_DEVOLVER: Deposito = {
    id: 4,
    versao: 2,
    protocolo: '2026/000118',
    depositante: 'Instituto Semear',
    valorCentavos: 30_000,
    situacao: 'A_DEVOLVER',
    recebidoEm: '2026-11-23T12:00:00Z',
    caixaId: 1,
    reciboId: 3,
    reciboNumero: 3,
    liquidacao: { em: '2026-11-26T12:00:00Z', reciboId: 9, reciboNumero: 9, receitaCentavos: 7_831, complementoCentavos: 0, devolucaoCentavos: 22_169 },
  };

  function montarFinanceiro(permissoes: readonly string[], caixa: Caixa | null) {
    const chamadas: string[] = [];
    const devolvidos: DevolucaoSalvar[] = [];
    const alertas = new FakeAlerts();
    const api = {
      resumo: () => ok({ de: '2026-11-26', ate: '2026-11-26', entradas: ZERO_POR_METODO, entradasCentavos: 0, porCaixa: [], porDia: [], receitaPorServico: [], receitaPorComponente: [], receitaCentavos: 0, depositosEmAberto: { quantidade: 0, centavos: 0 }, devolucoesPendentes: { quantidade: 1, centavos: 22_169 }, caixasAbertos: [] }),
      depositos: () => ok(buildPage([A_DEVOLVER], { pageNumber: 0, pageSize: 10 }, 1)),
      autorizarDevolucao: (id: number, versao: number) => {
        chamadas.push(`autorizar ${String(id)} v${String(versao)}`);
        return ok({ ...A_DEVOLVER, versao: 3, devolucao: { autorizadaEm: '', autorizadaPor: 'caixa' } });
      },
      meu: () => ok(caixa === null ? {} : { caixa }),
      devolver: (_id: number, d: DevolucaoSalvar) => {
        devolvidos.push(d);
        return ok({});
      },
    } as unknown as CaixaApi;
    const vm = new FinanceiroViewModel(api, servicosTela({ alerts: alertas, user: { usuario: usuarioFixture({ permissoes: [...permissoes] as never }) } }));
    return { vm, chamadas, devolvidos, alertas };
  }

  it('a reviewer authorises a refund; a cashier pays it back from the open box, or is told to open one', async () => {
    const revisor = montarFinanceiro([P.VISUALIZAR_CAIXAS, P.ANALISAR_CAIXAS], CAIXA);
    await revisor.vm.carregar();
    expect([revisor.vm.podeAutorizar, revisor.vm.podeDevolver]).toEqual([true, false]);
    await revisor.vm.autorizar(A_DEVOLVER);
    expect(revisor.chamadas).toEqual(['autorizar 4 v2']);

    const semCaixa = montarFinanceiro([P.VISUALIZAR_CAIXAS, P.EDITAR_CAIXAS], null);
    semCaixa.vm.pedirDevolucao(A_DEVOLVER);
    await semCaixa.vm.devolver();
    expect(semCaixa.devolvidos).toEqual([]);
    expect(semCaixa.alertas.avisos.map((a) => a.mensagem)).toEqual(['Você não tem caixa aberto: abra o seu caixa em Caixas para pagar a devolução.']);

    const comCaixa = montarFinanceiro([P.VISUALIZAR_CAIXAS, P.EDITAR_CAIXAS], CAIXA);
    comCaixa.vm.pedirDevolucao({ ...A_DEVOLVER, versao: 3 });
    comCaixa.vm.setMetodoDevolucao('PIX');
    await comCaixa.vm.devolver();
    expect(comCaixa.devolvidos).toEqual([{ versao: 3, caixaId: 3, metodo: 'PIX' }]);
    expect(comCaixa.vm.devolvendo).toBeUndefined();
  });
});
