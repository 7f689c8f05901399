// The seal screens without a browser: an import checked on its fields before any call, a file too large said at
// once, the import followed by its task's progress until its review; a batch confirmed after the question; a manual
// sealing that needs its reason and sends what was typed; a voiding that needs its reason; labels added by code or
// protocol and printed from the chosen label, the next free one kept; a model checked on its fields before saving.
import { PERMISSAO as P, type EstoqueSelos, type LoteSelos, type Pagina, type Selo } from '@rpj/domain';
import type { Resposta, SeloApi, TarefaApi } from '@rpj/sdk';
import { describe, expect, it } from 'vitest';
import { FakeScheduler, servicosTela, usuarioFixture } from '../../test/fakes.ts';
import { ImportarSelosViewModel, INTERVALO_IMPORTACAO_MS } from './importar.view-model.ts';
import { SalvarSelosViewModel } from './salvar.view-model.ts';
import { SelagemManualViewModel } from './selagem.view-model.ts';
import { EnvioSelosViewModel } from './envio.view-model.ts';
import { FILTRO_SELOS_VAZIO, filtroDaPesquisa } from './pesquisa.view-model.ts';
import { EmissaoEtiquetaViewModel } from './etiquetas.view-model.ts';
import { EmissaoModeloViewModel } from './modelo.view-model.ts';

const ok = <T,>(dados: T): Promise<Resposta<T>> => Promise.resolve({ dados, mensagens: [], tipoResposta: 'OK' });
const pagina = <T,>(content: readonly T[]): Pagina<T> => ({ content, totalElements: content.length, totalPages: 1, number: 0, size: 50, numberOfElements: content.length, first: true, last: true, empty: content.length === 0 }) as unknown as Pagina<T>;
const ESTOQUE: EstoqueSelos = { tribunal: 'GO', porTipo: [{ tipo: 'NORMAL', disponiveis: 10, pendentes: 0, utilizados: 0, inutilizados: 0 }] };
const LOTE: LoteSelos = { id: 7, tribunal: 'GO', origem: 'TRIBUNAL', situacao: 'IMPORTANDO', tarefaId: 't-7', criadoEm: '2026-11-27T10:00:00Z', criadoPor: 'admin' };
const usuario = (permissoes: readonly string[]) => ({ usuario: usuarioFixture({ permissoes: [...permissoes] as never }) });

describe('importing seals', () => {
  function tela() {
    const pedidos: unknown[] = [];
    let leituras = 0;
    const api = {
      estoque: () => ok(ESTOQUE),
      lotes: () => ok(pagina<LoteSelos>([])),
      importar: (corpo: unknown) => {
        pedidos.push(corpo);
        return ok(LOTE);
      },
      lote: () => {
        leituras++;
        return ok(leituras < 2 ? LOTE : { ...LOTE, situacao: 'PRONTO' as const, resumo: { total: 25, porTipo: [], problemas: [] } });
      },
    } as unknown as SeloApi;
    const tarefas = { obter: () => ok({ estado: 'executando' as const, feitos: 10, total: 25, mensagem: 'Gravando os selos' }) } as unknown as TarefaApi;
    const scheduler = new FakeScheduler();
    const vm = new ImportarSelosViewModel(api, tarefas, servicosTela({ scheduler, user: usuario([P.VISUALIZAR_SELAGENS, P.CRIAR_SELAGENS]) }));
    return { vm, pedidos, scheduler };
  }

  it('checks the request before any call, and follows the import until its review', async () => {
    const { vm, pedidos, scheduler } = tela();
    await vm.carregar();
    expect([vm.estoque?.tribunal, vm.podeImportar]).toEqual(['GO', true]);
    await vm.importar();
    expect([vm.erroDe('quantidade'), pedidos]).toEqual(['Informe quantos selos pedir ao tribunal: de 1 a 5.000.', []]);
    vm.setQuantidade('2a5');
    expect(vm.quantidade).toBe('25');
    await vm.importar();
    expect(pedidos).toEqual([{ origem: 'TRIBUNAL', tipo: 'NORMAL', quantidade: 25 }]);
    expect(vm.importando).toBe(true);
    scheduler.advance(INTERVALO_IMPORTACAO_MS);
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect([vm.percentual, vm.etapa, vm.lote?.situacao]).toEqual([40, 'Gravando os selos', 'IMPORTANDO']);
    scheduler.advance(INTERVALO_IMPORTACAO_MS);
    await new Promise((r) => setTimeout(r, 0));
    expect([vm.lote?.situacao, vm.lote?.resumo?.total, scheduler.ativas.length]).toEqual(['PRONTO', 25, 0]);
  });

  it('reads a file, says one too large at once, and sends its name and text', async () => {
    const { vm, pedidos } = tela();
    vm.setOrigem('ARQUIVO');
    await vm.escolherArquivo({ name: 'grande.xml', size: 2_000_000, text: () => Promise.resolve('') });
    expect(vm.erroDe('arquivo')).toMatch(/^O arquivo tem 1\.954 KB: importe lotes de até 900 KB/);
    await vm.escolherArquivo({ name: 'lote.xml', size: 12, text: () => Promise.resolve('<LoteSelos/>') });
    await vm.importar();
    expect(pedidos).toEqual([{ origem: 'ARQUIVO', arquivo: 'lote.xml', conteudo: '<LoteSelos/>' }]);
  });
});

describe('confirming a batch', () => {
  it('asks first, then confirms and reads the screen again', async () => {
    const confirmados: number[] = [];
    let prontos: readonly LoteSelos[] = [{ ...LOTE, situacao: 'PRONTO' }];
    const api = {
      lotes: () => ok(pagina(prontos)),
      estoque: () => ok(ESTOQUE),
      confirmar: (id: number) => {
        confirmados.push(id);
        prontos = [];
        return ok({ ...LOTE, situacao: 'CONFIRMADO' as const });
      },
    } as unknown as SeloApi;
    const vm = new SalvarSelosViewModel(api, servicosTela({ user: usuario([P.CRIAR_SELAGENS]) }));
    await vm.carregar();
    expect(vm.prontos.map((l) => l.id)).toEqual([7]);
    vm.pedir(vm.prontos[0] ?? LOTE);
    expect(vm.confirmando?.id).toBe(7);
    await vm.confirmar();
    expect([confirmados, vm.confirmando, vm.prontos]).toEqual([[7], undefined, []]);
    expect(new SalvarSelosViewModel(api, servicosTela({ user: usuario([P.VISUALIZAR_SELAGENS]) })).podeConfirmar).toBe(false);
  });
});

describe('manual sealing', () => {
  it('needs the protocol and the reason, sends what was typed, and voids only with a reason', async () => {
    const enviados: unknown[] = [];
    const selo: Selo = { id: 3, codigo: '00012026RCPJ00000000003', validador: 'A', tipo: 'NORMAL', tribunal: 'GO', situacao: 'UTILIZADO', loteId: 1, protocolo: 1 };
    const api = {
      listar: () => ok(pagina([selo])),
      selar: (corpo: unknown) => {
        enviados.push(corpo);
        return ok(selo);
      },
      inutilizar: (id: number, motivo: string) => {
        enviados.push([id, motivo]);
        return ok({ ...selo, situacao: 'INUTILIZADO' as const });
      },
    } as unknown as SeloApi;
    const vm = new SelagemManualViewModel(api, servicosTela({ user: usuario([P.EDITAR_SELAGENS, P.REMOVER_SELAGENS]) }));
    await vm.selar();
    expect(vm.erroDe('protocolo')).toBe('Informe o número do protocolo do ato.');
    vm.setProtocolo('1x');
    await vm.selar();
    expect(vm.erroDe('motivo')).toMatch(/^Diga por que o ato é selado à mão/);
    vm.setCodigo('00012026rcpj-00000000009');
    vm.setMotivo(' Contingência. ');
    await vm.selar();
    expect(enviados).toEqual([{ protocolo: 1, tipo: 'NORMAL', motivo: 'Contingência.', codigo: '00012026RCPJ00000000009' }]);
    expect([vm.consultado, vm.selos.length, vm.motivo]).toEqual([1, 1, '']);
    vm.pedirInutilizacao(selo);
    await vm.inutilizar();
    expect(vm.erroInutilizacao).toMatch(/^Diga por que o selo é inutilizado/);
    vm.setMotivoInutilizacao('Falha na impressão.');
    await vm.inutilizar();
    expect(enviados.at(-1)).toEqual([3, 'Falha na impressão.']);
  });
});

describe('sending seals to the court', () => {
  it('follows a sending to its receipt, and corrects a refused seal only with what was corrected', async () => {
    const recusado: Selo = { id: 9, codigo: '00012026RCPJ00000000009', validador: 'B'.repeat(23), tipo: 'NORMAL', tribunal: 'GO', situacao: 'REJEITADO', loteId: 1, protocolo: 2, rejeicao: 'codigo_do_ato não corresponde ao selo' };
    let leituras = 0;
    const corrigidos: unknown[] = [];
    const envio = { id: 4, situacao: 'ENVIANDO' as const, tarefaId: 't-4', criadoEm: '2026-11-27T10:00:00Z', total: 0, aceitos: 0, rejeitados: 0, recibos: [] };
    const api = {
      listar: (f: { situacao?: string }) => ok(pagina(f.situacao === 'REJEITADO' ? [recusado] : [])),
      envios: () => ok(pagina([])),
      enviar: () => ok(envio),
      envio: () => {
        leituras++;
        return ok(leituras < 2 ? envio : { ...envio, situacao: 'CONCLUIDO' as const, total: 3, aceitos: 3, recibos: ['17'] });
      },
      corrigir: (id: number, corpo: unknown) => {
        corrigidos.push([id, corpo]);
        return ok({ ...recusado, situacao: 'UTILIZADO' as const });
      },
    } as unknown as SeloApi;
    const tarefas = { obter: () => ok({ estado: 'executando' as const, feitos: 1, total: 3, mensagem: 'Enviando os selos ao tribunal' }) } as unknown as TarefaApi;
    const scheduler = new FakeScheduler();
    const vm = new EnvioSelosViewModel(api, tarefas, servicosTela({ scheduler, user: usuario([P.VISUALIZAR_SELAGENS, P.EDITAR_SELAGENS]) }));
    await vm.carregar();
    expect([vm.pendentes, vm.rejeitados.map((x) => x.codigo), vm.podeEnviar]).toEqual([0, [recusado.codigo], true]);
    await vm.enviar();
    scheduler.advance(400);
    await new Promise((r) => setTimeout(r, 0));
    expect([vm.envio?.situacao, vm.andamento.percentual, vm.andamento.etapa]).toEqual(['ENVIANDO', 33, 'Enviando os selos ao tribunal']);
    scheduler.advance(400);
    await new Promise((r) => setTimeout(r, 0));
    expect([vm.envio?.situacao, vm.envio?.recibos, scheduler.ativas.length]).toEqual(['CONCLUIDO', ['17'], 0]);
    vm.pedirCorrecao(recusado);
    await vm.corrigir();
    expect(vm.erroDe('motivo')).toBe('Diga o que foi corrigido: fica no histórico do selo.');
    vm.setValidador('abc');
    vm.setMotivo('Redigitado.');
    await vm.corrigir();
    expect(vm.erroDe('validador')).toMatch(/^Use o formato do GO/);
    vm.setValidador('a001' + '2026RCPJ00000000009');
    await vm.corrigir();
    expect(corrigidos).toEqual([[9, { motivo: 'Redigitado.', validador: 'A0012026RCPJ00000000009' }]]);
  });
});

describe('searching seals', () => {
  it('sends only the filters typed, the code in upper case and only whole dates', () => {
    expect(filtroDaPesquisa(FILTRO_SELOS_VAZIO)).toEqual({});
    expect(filtroDaPesquisa({ ...FILTRO_SELOS_VAZIO, codigo: ' 0001abc ', protocolo: '12a', ato: ' Registro ', situacao: 'ENVIADO', tipo: 'ISENTO', usuario: 'oficial', de: '2026-11-01', ate: '2026-11' })).toEqual({
      codigo: '0001ABC',
      protocolo: 12,
      ato: 'Registro',
      situacao: 'ENVIADO',
      tipo: 'ISENTO',
      usuario: 'oficial',
      de: '2026-11-01',
    });
  });
});

const usado = (codigo: string, protocolo = 20): Selo => ({ id: Number(codigo.slice(-3)) || 1, codigo, validador: 'V', tipo: 'NORMAL', tribunal: 'GO', situacao: 'UTILIZADO', loteId: 1, protocolo, ato: 'Registro', usadoEm: '2026-11-27T10:00:00Z' });

describe('printing labels', () => {
  function tela() {
    const pedidos: unknown[] = [];
    const selos = [usado('AAA00000000000000000001'), usado('AAA00000000000000000002'), { ...usado('AAA00000000000000000003'), situacao: 'INUTILIZADO' as const }];
    const api = {
      listar: (f: { codigo?: string; protocolo?: number }) => ok(pagina(selos.filter((s) => (f.codigo === undefined || s.codigo.startsWith(f.codigo)) && (f.protocolo === undefined || s.protocolo === f.protocolo)))),
      etiquetas: (pedido: unknown) => {
        pedidos.push(pedido);
        return ok({ nomeArquivo: 'e.pdf', tipo: 'application/pdf', conteudo: new Blob() });
      },
    } as unknown as SeloApi;
    return { vm: new EmissaoEtiquetaViewModel(api, servicosTela({ user: usuario([P.VISUALIZAR_SELAGENS]) })), pedidos };
  }

  it('adds a seal by code and a process\'s printable seals by protocol, refusing a voided one and repeats in words', async () => {
    const { vm } = tela();
    vm.setEntrada('aaa-00000000000000000003');
    await vm.adicionar();
    expect(vm.erroEntrada).toBe('O selo AAA00000000000000000003 está inutilizado: não pode ser impresso. Use o selo que o substituiu.');
    vm.setEntrada('AAA00000000000000000002');
    await vm.adicionar();
    vm.setEntrada('20');
    await vm.adicionar();
    expect([vm.selos.map((s) => s.codigo.slice(-1)), vm.entrada]).toEqual([['2', '1'], '']);
    vm.setEntrada('20');
    await vm.adicionar();
    expect(vm.erroEntrada).toBe('Os selos deste processo já estão na lista.');
    vm.setEntrada('99');
    await vm.adicionar();
    expect(vm.erroEntrada).toBe('O processo nº 99 não tem selos usados para imprimir.');
  });

  it('prints from the chosen label, shows the sheet, and starts the next printing after the last label used', async () => {
    const { vm, pedidos } = tela();
    vm.setEntrada('20');
    await vm.adicionar();
    vm.setPosicao(21);
    expect([vm.folhas, vm.mapa[19]?.estado, vm.mapa[20]?.estado, vm.mapa[20]?.selo]).toEqual([2, 'usada', 'selo', 'AAA00000000000000000001']);
    await vm.imprimir();
    expect(pedidos).toEqual([{ codigos: ['AAA00000000000000000001', 'AAA00000000000000000002'], folha: 'A4360', posicao: 21 }]);
    // The second stamp went on to label 1 of a new sheet: the next free one is 2.
    expect([vm.posicao, vm.selos]).toEqual([2, []]);
    vm.setFolha('A4363');
    vm.setPosicao(15);
    expect(vm.posicao).toBe(2);
  });
});

describe('printing on a model page', () => {
  const MODELO = { id: 1, nome: 'Certidão', texto: 'De {entidade}.', carimboXMm: 101, carimboYMm: 249, atualizadoEm: '2026-11-27T10:00:00Z', atualizadoPor: 'admin' };

  it('finds the seal of the address, prints it on the chosen model, and checks a model on its fields before saving', async () => {
    const impressos: unknown[] = [];
    const salvos: unknown[] = [];
    const api = {
      listar: () => ok(pagina([usado('AAA00000000000000000001')])),
      modelos: () => ok([MODELO]),
      imprimirModelo: (id: number, codigo: string) => {
        impressos.push([id, codigo]);
        return ok({ nomeArquivo: 'm.pdf', tipo: 'application/pdf', conteudo: new Blob() });
      },
      criarModelo: (m: unknown) => {
        salvos.push(m);
        return ok({ ...MODELO, id: 2 });
      },
    } as unknown as SeloApi;
    const vm = new EmissaoModeloViewModel(api, servicosTela({ user: usuario([P.VISUALIZAR_SELAGENS, P.EDITAR_SELAGENS]) }));
    vm.configure('AAA00000000000000000001');
    vm.setup();
    await new Promise((r) => setTimeout(r, 0));
    expect([vm.estado, vm.selo?.codigo, vm.modelo?.nome, vm.podeEditar, vm.podeRemover]).toEqual(['pronto', 'AAA00000000000000000001', 'Certidão', true, false]);
    await vm.imprimir();
    expect(impressos).toEqual([[1, 'AAA00000000000000000001']]);
    vm.novoModelo();
    vm.setCampoModelo('texto', 'De {empresa}.');
    vm.setCampoModelo('carimboXMm', '2a00');
    await vm.salvarModelo();
    expect([vm.erroModelo('nome'), vm.erroModelo('texto')?.slice(0, 30), vm.erroModelo('carimboXMm')?.slice(0, 39), vm.editando?.carimboXMm, salvos]).toEqual([
      'Dê um título ao modelo: ele é impresso no alto da página.',
      'Campo desconhecido: {empresa}.',
      'A distância da margem esquerda vai de 0',
      '200',
      [],
    ]);
    vm.setCampoModelo('nome', 'Breve relato');
    vm.setCampoModelo('texto', 'De {entidade}.');
    vm.setCampoModelo('carimboXMm', '10');
    await vm.salvarModelo();
    expect([salvos, vm.editando, vm.modeloId]).toEqual([[{ nome: 'Breve relato', texto: 'De {entidade}.', carimboXMm: 10, carimboYMm: 249 }], undefined, 2]);
  });
});
