// The exam screens without a browser: the queue's filters reach the service as it reads them; the decision is
// checked as the service checks it (errors on the rows as typed), a ground chosen offers its model text, what is
// typed survives leaving the screen, and the decision is sent at the version read; a round's sendings are followed
// until they end, and a note goes only to a valid address.
import { PERMISSAO as P, type Exame, type ExameDoProcesso, type Processo } from '@rpj/domain';
import type { ExameApi, Resposta } from '@rpj/sdk';
import { describe, expect, it } from 'vitest';
import { FakeDraftStore, FakeScheduler, servicosTela, usuarioFixture } from '../../test/fakes.ts';
import { DetalhesExameViewModel, INTERVALO_ENVIO_MS } from './detalhes.view-model.ts';
import { AnaliseViewModel } from './analise.view-model.ts';
import { ExameViewModel } from './exame.view-model.ts';
import { FILTRO_FILA_VAZIO, filtroDaFila } from './fila.view-model.ts';

const ok = <T,>(dados: T): Promise<Resposta<T>> => Promise.resolve({ dados, mensagens: [], tipoResposta: 'OK' });

const PROCESSO: Processo = {
  protocolo: 1234,
  versao: 3,
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
  responsavel: { id: 1, login: 'admin', nome: 'Helena' },
  historico: [],
};

const DADOS: ExameDoProcesso = {
  processo: PROCESSO,
  checklist: ['Qualificação das partes'],
  prazoExigenciaDiasUteis: 20,
  rodadas: [],
  fundamentos: [{ id: 5, nome: 'Código Civil, art. 54', texto: 'O estatuto deve conter as fontes de recursos.' }],
  analises: [],
};

function exame(permissoes: readonly string[], drafts = new FakeDraftStore()) {
  const enviados: unknown[] = [];
  const api = {
    processo: () => ok(DADOS),
    decidir: (n: number, corpo: unknown) => {
      enviados.push([n, corpo]);
      return ok({ ...DADOS, processo: { ...PROCESSO, situacao: 'EM_EXIGENCIA' as const, versao: 4 } });
    },
  } as unknown as ExameApi;
  const vm = new ExameViewModel(api, servicosTela({ drafts, user: { usuario: usuarioFixture({ permissoes: [...permissoes] as never }) } }));
  vm.carga.configure('1234');
  return { vm, enviados, drafts };
}

describe('the exam queue', () => {
  it('reads mine by default, my group\'s when asked, and the states of the queue only', () => {
    expect(filtroDaFila(FILTRO_FILA_VAZIO)).toEqual({ escopo: 'MEUS' });
    expect(filtroDaFila({ ...FILTRO_FILA_VAZIO, escopo: 'GRUPO', situacao: 'EM_EXIGENCIA', protocolo: '1.234', empresa: ' lago ', vencidos: 'sim' })).toEqual({
      escopo: 'GRUPO',
      situacao: 'EM_EXIGENCIA',
      protocolo: 1234,
      empresa: 'lago',
      vencidos: true,
    });
    expect(filtroDaFila({ ...FILTRO_FILA_VAZIO, escopo: 'TODOS', situacao: 'REGISTRADO' })).toEqual({ escopo: 'MEUS' });
  });
});

describe('the exam of a process', () => {
  it('checks the requirements as the service does, offers a ground\'s model text and sends the decision at the version read', async () => {
    const { vm, enviados, drafts } = exame([P.VISUALIZAR_EXAMES, P.ANALISAR_EXAME]);
    await vm.carga.carregar();
    expect(vm.podeDecidir).toBe(true);
    vm.pedir('EXIGENCIA');
    expect(vm.erros).toEqual({ exigencias: 'Inclua ao menos uma exigência, com o texto e o fundamento legal.' });
    const [primeira] = vm.exigencias;
    vm.escolherFundamento(primeira?.chave ?? 0, '5');
    expect(vm.exigencias[0]).toMatchObject({ fundamento: 'Código Civil, art. 54', texto: 'O estatuto deve conter as fontes de recursos.' });
    vm.adicionarExigencia();
    const segunda = vm.exigencias[1]?.chave ?? 0;
    vm.setTexto(segunda, 'Juntar a lista de presença.');
    vm.pedir('EXIGENCIA');
    expect([vm.erroDa(segunda, 'fundamento'), vm.confirmando]).toEqual(['Informe o fundamento legal: escolha um da lista ou escreva-o.', undefined]);
    vm.setFundamento(segunda, 'Código Civil, art. 59');
    vm.pedir('EXIGENCIA');
    expect(vm.confirmando).toBe('EXIGENCIA');
    // What was typed is a draft until it is sent.
    expect(drafts.load('admin', 'exame:1234')).toBeDefined();
    await vm.decidir();
    expect(enviados).toEqual([
      [
        1234,
        {
          versao: 3,
          decisao: 'EXIGENCIA',
          exigencias: [
            { texto: 'O estatuto deve conter as fontes de recursos.', fundamento: 'Código Civil, art. 54', fundamentoId: 5 },
            { texto: 'Juntar a lista de presença.', fundamento: 'Código Civil, art. 59' },
          ],
        },
      ],
    ]);
    expect([vm.dados?.processo.situacao, vm.podeDecidir, drafts.load('admin', 'exame:1234')]).toEqual(['EM_EXIGENCIA', false, undefined]);
  });

  it('gives back what was typed after leaving, and offers no decision to who only sees exams', async () => {
    const drafts = new FakeDraftStore();
    const primeiro = exame([P.VISUALIZAR_EXAMES, P.ANALISAR_EXAME], drafts);
    await primeiro.vm.carga.carregar();
    primeiro.vm.setTexto(primeiro.vm.exigencias[0]?.chave ?? 0, 'Reconhecer as firmas.');
    primeiro.vm.marcar('Qualificação das partes', true);
    const depois = exame([P.VISUALIZAR_EXAMES, P.ANALISAR_EXAME], drafts);
    await depois.vm.carga.carregar();
    expect([depois.vm.rascunhoRestaurado, depois.vm.exigencias[0]?.texto, depois.vm.marcados]).toEqual([true, 'Reconhecer as firmas.', ['Qualificação das partes']]);
    const leitor = exame([P.VISUALIZAR_EXAMES], drafts);
    await leitor.vm.carga.carregar();
    expect([leitor.vm.podeDecidir, leitor.vm.rascunhoRestaurado]).toEqual([false, false]);
  });
});

describe('an exam round', () => {
  const RODADA: Exame = {
    id: 9,
    protocolo: 1234,
    rodada: 1,
    examinador: { login: 'admin', nome: 'Helena' },
    iniciadoEm: '2026-11-26T12:00:00Z',
    decididoEm: '2026-11-26T13:00:00Z',
    decisao: 'EXIGENCIA',
    exigencias: [],
    envios: [],
    tipoAtoNome: 'Registro',
    empresaNome: 'Associação',
    apresentante: PROCESSO.apresentante,
  };

  it('sends the note to a valid address and follows the sending until it has gone', async () => {
    const envio = { id: 1, em: '2026-11-26T13:05:00Z', usuario: 'admin', para: 'ana@exemplo.com.br', tentativas: 0 };
    const estados = ['repetir', 'concluida'] as const;
    let lidas = 0;
    const enviados: unknown[] = [];
    const api = {
      obter: () => ok(lidas++ === 0 ? RODADA : { ...RODADA, envios: [{ ...envio, estado: estados[Math.min(lidas - 2, 1)] ?? 'concluida', tentativas: 1 }] }),
      enviar: (id: number, corpo: unknown) => {
        enviados.push([id, corpo]);
        return ok({ ...RODADA, envios: [{ ...envio, estado: 'criada' as const }] });
      },
    } as unknown as ExameApi;
    const scheduler = new FakeScheduler();
    const vm = new DetalhesExameViewModel(api, servicosTela({ scheduler, user: { usuario: usuarioFixture({ permissoes: [P.VISUALIZAR_EXAMES, P.ENVIAR_EMAIL_PENDENCIAS] as never }) } }));
    vm.carga.configure('9');
    await vm.carga.carregar();
    expect([vm.podeEnviar, vm.envioPendente]).toEqual([true, false]);
    vm.pedirEnvio();
    expect(vm.enviandoPara).toBe('maria@exemplo.com.br');
    vm.setPara('ana@');
    await vm.enviar();
    expect([vm.erroPara, enviados]).toEqual(['Informe um e-mail válido, como nome@exemplo.com.br.', []]);
    vm.setPara('ana@exemplo.com.br');
    await vm.enviar();
    expect([enviados, vm.enviandoPara, vm.envioPendente]).toEqual([[[9, { para: 'ana@exemplo.com.br' }]], undefined, true]);
    scheduler.advance(INTERVALO_ENVIO_MS);
    await Promise.resolve();
    await Promise.resolve();
    expect(vm.exame?.envios[0]?.estado).toBe('repetir');
    scheduler.advance(INTERVALO_ENVIO_MS);
    await Promise.resolve();
    await Promise.resolve();
    expect([vm.exame?.envios[0]?.estado, vm.envioPendente, scheduler.ativas.length]).toEqual(['concluida', false, 0]);
    const semPermissao = new DetalhesExameViewModel(api, servicosTela({ user: { usuario: usuarioFixture({ permissoes: [P.VISUALIZAR_EXAMES] as never }) } }));
    semPermissao.carga.configure('9');
    await semPermissao.carga.carregar();
    expect(semPermissao.podeEnviar).toBe(false);
  });
});

describe('the analysis of a fit title', () => {
  const rodada = (login: string): ExameDoProcesso['rodadas'][number] => ({
    id: 3,
    protocolo: 1234,
    rodada: 1,
    examinador: { login, nome: login },
    iniciadoEm: '2026-11-26T12:00:00Z',
    decididoEm: '2026-11-26T13:00:00Z',
    decisao: 'APTO',
    exigencias: [],
    envios: [],
    tipoAtoNome: 'Registro',
    empresaNome: 'Associação',
    apresentante: PROCESSO.apresentante,
  });

  function analise(examinador: string, permissoes: readonly string[] = [P.VISUALIZAR_EXAMES, P.ANALISAR_EXAME]) {
    const enviados: unknown[] = [];
    const dados: ExameDoProcesso = { ...DADOS, processo: { ...PROCESSO, situacao: 'APTO' }, rodadas: [rodada(examinador)] };
    const api = {
      processo: () => ok(dados),
      analisar: (n: number, corpo: unknown) => {
        enviados.push([n, corpo]);
        return ok({ ...dados, processo: { ...dados.processo, situacao: 'EM_EXAME' as const, versao: 4 } });
      },
    } as unknown as ExameApi;
    const vm = new AnaliseViewModel(api, servicosTela({ user: { usuario: usuarioFixture({ permissoes: [...permissoes] as never }) } }));
    vm.carga.configure('1234');
    return { vm, enviados };
  }

  it('is someone else\'s second look: returning it needs the reason, and sends the version read', async () => {
    const { vm, enviados } = analise('examinador');
    await vm.carga.carregar();
    expect(vm.podeAnalisar).toBe(true);
    vm.decisao.pedir('DEVOLVER');
    expect([vm.decisao.erro?.mensagem, vm.decisao.confirmando]).toEqual(['Diga ao examinador por que o exame não se confirma.', undefined]);
    vm.decisao.setMotivo('Falta a lista de presença.');
    vm.decisao.pedir('DEVOLVER');
    await vm.decisao.enviar();
    expect(enviados).toEqual([[1234, { versao: 3, decisao: 'DEVOLVER', motivo: 'Falta a lista de presença.' }]]);
    expect([vm.carga.registro?.processo.situacao, vm.aguardaAnalise, vm.decisao.motivo]).toEqual(['EM_EXAME', false, '']);
    const proprio = analise('admin');
    await proprio.vm.carga.carregar();
    expect([proprio.vm.examinouEste, proprio.vm.podeAnalisar]).toEqual([true, false]);
    const leitor = analise('examinador', [P.VISUALIZAR_EXAMES]);
    await leitor.vm.carga.carregar();
    expect(leitor.vm.podeAnalisar).toBe(false);
  });
});
