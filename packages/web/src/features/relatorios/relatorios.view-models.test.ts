// The report screen's view-model: the period it opens with, the filters checked on their fields and sent as the
// service takes them, the parts' progress, a newer reading stopping the older, and the exports — the CSV holds the
// table's cells and totals, the PDF is asked with the filters the rows on screen were read with.
import { DEFINICOES_RELATORIO, PERMISSAO, periodoDoAtalho, type FiltroRelatorio, type LinhaRelatorio, type NomeRelatorio, type VisaoRelatorio, type VisaoRelatorioSalvar } from '@rpj/domain';
import { HttpError, type ProgressoRelatorio, type RelatorioApi } from '@rpj/sdk';
import { describe, expect, it } from 'vitest';
import { FakeAlerts, FakeScheduler, servicosTela, usuarioFixture } from '../../test/fakes.ts';
import { RelatorioViewModel } from './relatorio.view-model.ts';

const ok = <D,>(dados: D): Promise<{ dados: D; mensagens: string[]; tipoResposta: 'OK' }> => Promise.resolve({ dados, mensagens: [], tipoResposta: 'OK' });
// 27/11/2026 12:00 in Brasília.
const AGORA = Date.parse('2026-11-27T15:00:00Z');

const LINHAS: readonly LinhaRelatorio[] = [
  [1, '2026-11-27T13:00:00.000Z', 'Pagamento', 2, 'Juliana Ferreira', 'Associação; "Viva"', null, 7_831, ''],
  [null, null, null, null, null, null, null, null, 'Falta na sequência: o recibo nº 2 não existe'],
  [3, '2026-11-27T14:00:00.000Z', 'Pagamento', 2, 'Juliana Ferreira', 'Clube Sol', null, 0, 'Cancelado em 27/11/2026 11:00 por admin: duplicado (era R$ 10,00)'],
];

const VISAO: VisaoRelatorio = { id: 4, versao: 2, relatorio: 'caixa', nome: 'PIX do mês passado', filtros: { periodo: 'mesPassado', metodo: 'PIX', caixaId: 3 }, salvaPor: 'admin', salvaEm: '2026-11-20T12:00:00.000Z' };

function montar(
  nome: NomeRelatorio = 'controleRecibo',
  permissoes: readonly (keyof typeof PERMISSAO)[] = [],
): { vm: RelatorioViewModel; chamadas: { nome: NomeRelatorio; filtro: FiltroRelatorio }[]; pdfs: FiltroRelatorio[]; arquivos: { nome: string; conteudo: string }[]; salvas: VisaoRelatorioSalvar[]; removidas: number[]; alerts: FakeAlerts } {
  const chamadas: { nome: NomeRelatorio; filtro: FiltroRelatorio }[] = [];
  const salvas: VisaoRelatorioSalvar[] = [];
  const removidas: number[] = [];
  let visoes: readonly VisaoRelatorio[] = [VISAO];
  const pdfs: FiltroRelatorio[] = [];
  const arquivos: { nome: string; conteudo: string }[] = [];
  const api: Pick<RelatorioApi, 'gerar' | 'pdf' | 'opcoes' | 'visoes' | 'salvarVisao' | 'removerVisao'> = {
    visoes: () => ok(visoes),
    salvarVisao: (v) => {
      salvas.push(v);
      if (v.nome === 'Repetida') return Promise.reject(new HttpError(409, { metodo: 'POST', url: '/relatorio/visao', requestId: 'r' }, { dados: null, tipoResposta: 'ALERTA', mensagens: ['x'], erros: [{ campo: 'nome', mensagem: 'Já existe uma visão com este nome neste relatório: escolha outro nome.' }] }));
      const salva = { ...VISAO, id: v.id ?? 9, nome: v.nome, filtros: v.filtros };
      visoes = [...visoes.filter((x) => x.id !== salva.id), salva];
      return ok(salva);
    },
    removerVisao: (id) => {
      removidas.push(id);
      visoes = visoes.filter((x) => x.id !== id);
      return ok(undefined);
    },
    gerar: (n, filtro, opcoes?: { aoProgredir?: (p: ProgressoRelatorio) => void }) => {
      chamadas.push({ nome: n, filtro });
      opcoes?.aoProgredir?.({ lidas: 2, total: 3 });
      opcoes?.aoProgredir?.({ lidas: 3, total: 3 });
      return Promise.resolve(LINHAS);
    },
    pdf: (_n, filtro) => {
      pdfs.push(filtro);
      return ok({ conteudo: new Blob(['%PDF']), nomeArquivo: 'r.pdf', tipo: 'application/pdf' });
    },
    opcoes: () => ok({ usuarios: [{ login: 'juliana', nome: 'Juliana Ferreira' }], grupos: [{ id: 5, nome: 'CAIXA' }], servicos: [{ codigo: '101', descricao: 'Registro' }] }),
  };
  const alerts = new FakeAlerts();
  const usuario = usuarioFixture({ permissoes: permissoes.map((p) => PERMISSAO[p]) });
  const vm = new RelatorioViewModel(api, servicosTela({ scheduler: new FakeScheduler(AGORA), alerts, user: { usuario }, downloads: (nomeArquivo, conteudo) => arquivos.push({ nome: nomeArquivo, conteudo }) }));
  vm.configure(nome);
  return { vm, chamadas, pdfs, arquivos, salvas, removidas, alerts };
}

describe('RelatorioViewModel', () => {
  it('opens on this month (the daily cash on the last 7 days) and reads it at once', async () => {
    const { vm, chamadas } = montar();
    await vm.carregar();
    expect([vm.estado, vm.de, vm.ate]).toEqual(['pronto', '01/11/2026', '27/11/2026']);
    expect(chamadas).toEqual([{ nome: 'controleRecibo', filtro: { de: '2026-11-01', ate: '2026-11-27' } }]);
    expect(vm.linhas).toBe(LINHAS);
    expect(vm.alertas).toBe(2);
    expect(vm.totais).toEqual({ valor: 7_831 });
    const diario = montar('caixaDiario');
    await diario.vm.carregar();
    expect([diario.vm.de, diario.vm.ate]).toEqual(['21/11/2026', '27/11/2026']);
  });

  it('checks the period and the box on their fields, and sends only the filters the report has', async () => {
    const { vm, chamadas } = montar('caixa');
    await vm.carregar();
    vm.setDe('31/02/2026');
    vm.setFiltro('caixaId', 'três');
    await vm.gerar();
    expect(vm.erros).toEqual({ de: 'Data inválida: use dd/mm/aaaa.', caixaId: 'Informe o número do caixa (só algarismos).' });
    vm.setDe('30/11/2026');
    vm.setAte('01/11/2026');
    vm.setFiltro('caixaId', '3');
    await vm.gerar();
    expect(vm.erros).toEqual({ ate: 'O último dia vem depois do primeiro: confira o período.' });
    vm.setDe('01/11/2026');
    vm.setAte('30/11/2026');
    vm.setFiltro('metodo', 'PIX');
    vm.setFiltro('usuario', 'juliana');
    vm.setFiltro('ocorrencias', true); // not a filter of the cash report
    await vm.gerar();
    expect(chamadas.at(-1)?.filtro).toEqual({ de: '2026-11-01', ate: '2026-11-30', caixaId: 3, metodo: 'PIX', usuario: 'juliana' });
    expect(vm.descricao).toBe('Período: 01/11/2026 a 30/11/2026 · Caixa nº 3 · Usuário: juliana · Forma de pagamento: PIX');
  });

  it('a shortcut sets the period and reads it', async () => {
    const { vm, chamadas } = montar();
    await vm.carregar();
    await vm.escolher('mesPassado');
    expect([vm.de, vm.ate]).toEqual(['01/10/2026', '31/10/2026']);
    expect(chamadas.at(-1)?.filtro).toEqual({ de: '2026-10-01', ate: '2026-10-31' });
    expect(periodoDoAtalho('mesPassado', '2026-01-15')).toEqual({ de: '2025-12-01', ate: '2025-12-31' });
    expect(periodoDoAtalho('ano', '2026-11-27')).toEqual({ de: '2026-01-01', ate: '2026-11-27' });
  });

  it('exports the table: the CSV has the screen’s cells and totals; the PDF the filters the rows were read with', async () => {
    const { vm, pdfs, arquivos } = montar();
    await vm.carregar();
    vm.setDe('01/01/2026'); // typed, not read: the exports stay with what is shown
    vm.exportarCsv();
    expect(arquivos.map((a) => a.nome)).toEqual(['Controle de recibos 2026-11-01 a 2026-11-27.csv']);
    const linhas = (arquivos[0]?.conteudo ?? '').replace(/^\uFEFF/, '').split('\r\n');
    expect(linhas[0]).toBe(DEFINICOES_RELATORIO.controleRecibo.colunas.map((c) => c.titulo).join(';'));
    expect(linhas[1]?.replace(/\u00a0/g, ' ')).toBe('1;27/11/2026 10:00;Pagamento;2;Juliana Ferreira;"Associação; ""Viva""";;R$ 78,31;');
    expect(linhas[2]).toBe(';;;;;;;;Falta na sequência: o recibo nº 2 não existe');
    expect(linhas[4]?.replace(/\u00a0/g, ' ')).toBe('Total;;;;;;;R$ 78,31;');
    await vm.imprimir();
    expect(pdfs).toEqual([{ de: '2026-11-01', ate: '2026-11-27' }]);
  });

  it('a newer reading stops the one before: its rows never replace the newer ones', async () => {
    const resolvers: ((l: readonly LinhaRelatorio[]) => void)[] = [];
    const sinais: AbortSignal[] = [];
    const vm = new RelatorioViewModel(
      {
        gerar: (_n, _f, o?: { sinal?: AbortSignal }) => {
          if (o?.sinal !== undefined) sinais.push(o.sinal);
          return new Promise((r) => resolvers.push(r));
        },
        pdf: () => Promise.reject(new Error('no')),
        opcoes: () => Promise.reject(new Error('no')),
        visoes: () => Promise.reject(new Error('no')),
        salvarVisao: () => Promise.reject(new Error('no')),
        removerVisao: () => Promise.reject(new Error('no')),
      },
      servicosTela({ scheduler: new FakeScheduler(AGORA) }),
    );
    vm.configure('controleRecibo');
    void vm.carregar();
    await Promise.resolve();
    const segunda = vm.escolher('hoje');
    expect(sinais[0]?.aborted).toBe(true);
    resolvers[1]?.([LINHAS[0] ?? []]);
    await segunda;
    resolvers[0]?.(LINHAS);
    await Promise.resolve();
    expect(vm.linhas).toHaveLength(1);
    expect(vm.gerando).toBe(false);
  });

  it('a saved view applies its filters and its period; one is saved from the filters on screen, updated, removed', async () => {
    const { vm, chamadas, salvas, removidas, alerts } = montar('caixa', ['VISUALIZAR_RELATORIOS', 'CRIAR_RELATORIOS', 'EDITAR_RELATORIOS', 'REMOVER_RELATORIOS']);
    await vm.carregar();
    expect(vm.visoes.map((v) => v.nome)).toEqual(['PIX do mês passado']);
    await vm.aplicarVisao('4');
    expect([vm.de, vm.ate, vm.filtros.metodo, vm.filtros.caixaId]).toEqual(['01/10/2026', '31/10/2026', 'PIX', '3']);
    expect(chamadas.at(-1)?.filtro).toEqual({ de: '2026-10-01', ate: '2026-10-31', caixaId: 3, metodo: 'PIX' });

    vm.novaVisao();
    await vm.confirmarVisao();
    expect(vm.erroNomeVisao).toBe('Dê um nome à visão.');
    vm.setNomeVisao('Repetida');
    await vm.confirmarVisao();
    expect(vm.erroNomeVisao).toBe('Já existe uma visão com este nome neste relatório: escolha outro nome.');
    vm.setNomeVisao(' Só dinheiro ');
    vm.setFiltro('metodo', 'DINHEIRO');
    vm.setPeriodoVisao('semana');
    await vm.confirmarVisao();
    expect(salvas.at(-1)).toEqual({ relatorio: 'caixa', nome: 'Só dinheiro', filtros: { caixaId: 3, metodo: 'DINHEIRO', periodo: 'semana' } });
    expect([vm.editandoVisao, vm.visaoId]).toEqual([undefined, '9']);

    await vm.aplicarVisao('4');
    vm.atualizarVisao();
    expect(vm.editandoVisao).toEqual({ id: 4, versao: 2, nome: 'PIX do mês passado', periodo: 'mesPassado' });
    vm.setFiltro('caixaId', '');
    await vm.confirmarVisao();
    expect(salvas.at(-1)).toEqual({ id: 4, versao: 2, relatorio: 'caixa', nome: 'PIX do mês passado', filtros: { metodo: 'PIX', periodo: 'mesPassado' } });

    await vm.removerVisao();
    expect(alerts.pedidos.at(-1)?.mensagem).toBe('Remover a visão "PIX do mês passado" do relatório de caixa? Ela some para todo o cartório.');
    expect(removidas).toEqual([4]);
    expect([vm.visaoId, vm.visoes.map((v) => v.nome)]).toEqual(['', ['Só dinheiro']]);
  });

  it('who may only see reports sees the views but saves and removes none', async () => {
    const { vm } = montar('caixa', ['VISUALIZAR_RELATORIOS']);
    await vm.carregar();
    expect([vm.podeVerVisoes, vm.podeCriarVisao, vm.podeEditarVisao, vm.podeRemoverVisao]).toEqual([true, false, false, false]);
    const semRelatorios = montar('caixaDiario', ['VISUALIZAR_RELATORIO_CAIXA_DIARIO']);
    await semRelatorios.vm.carregar();
    expect([semRelatorios.vm.podeVerVisoes, semRelatorios.vm.visoes]).toEqual([false, []]);
  });
});
