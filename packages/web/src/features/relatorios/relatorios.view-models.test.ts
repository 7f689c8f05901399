// The report screen's view-model: the period it opens with, the filters checked on their fields and sent as the
// service takes them, the parts' progress, a newer reading stopping the older, and the exports — the CSV holds the
// table's cells and totals, the PDF is asked with the filters the rows on screen were read with.
import { DEFINICOES_RELATORIO, type FiltroRelatorio, type LinhaRelatorio, type NomeRelatorio } from '@rpj/domain';
import type { ProgressoRelatorio, RelatorioApi } from '@rpj/sdk';
import { describe, expect, it } from 'vitest';
import { FakeScheduler, servicosTela } from '../../test/fakes.ts';
import { periodoDoAtalho, RelatorioViewModel } from './relatorio.view-model.ts';

const ok = <D,>(dados: D): Promise<{ dados: D; mensagens: string[]; tipoResposta: 'OK' }> => Promise.resolve({ dados, mensagens: [], tipoResposta: 'OK' });
// 27/11/2026 12:00 in Brasília.
const AGORA = Date.parse('2026-11-27T15:00:00Z');

const LINHAS: readonly LinhaRelatorio[] = [
  [1, '2026-11-27T13:00:00.000Z', 'Pagamento', 2, 'Juliana Ferreira', 'Associação; "Viva"', null, 7_831, ''],
  [null, null, null, null, null, null, null, null, 'Falta na sequência: o recibo nº 2 não existe'],
  [3, '2026-11-27T14:00:00.000Z', 'Pagamento', 2, 'Juliana Ferreira', 'Clube Sol', null, 0, 'Cancelado em 27/11/2026 11:00 por admin: duplicado (era R$ 10,00)'],
];

function montar(nome: NomeRelatorio = 'controleRecibo'): { vm: RelatorioViewModel; chamadas: { nome: NomeRelatorio; filtro: FiltroRelatorio }[]; pdfs: FiltroRelatorio[]; arquivos: { nome: string; conteudo: string }[] } {
  const chamadas: { nome: NomeRelatorio; filtro: FiltroRelatorio }[] = [];
  const pdfs: FiltroRelatorio[] = [];
  const arquivos: { nome: string; conteudo: string }[] = [];
  const api: Pick<RelatorioApi, 'gerar' | 'pdf' | 'opcoes'> = {
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
  const vm = new RelatorioViewModel(api, servicosTela({ scheduler: new FakeScheduler(AGORA), downloads: (nomeArquivo, conteudo) => arquivos.push({ nome: nomeArquivo, conteudo }) }));
  vm.configure(nome);
  return { vm, chamadas, pdfs, arquivos };
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
});
