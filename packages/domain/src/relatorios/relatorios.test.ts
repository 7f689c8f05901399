import { describe, expect, it } from 'vitest';
import { colunasComTotal, conciliacao, DEFINICOES_RELATORIO, errosDoFiltro, pontosDoGrafico, relatorioDaRota, textoDaCelula, textoDaDuracao, marcasRedondas, textoDaFalta, textoDaMarca, textoDoTermo, textoDoTotal, totaisDoRelatorio } from './relatorios.ts';

describe('relatórios', () => {
  it('sums the columns that add up, and only those', () => {
    const def = DEFINICOES_RELATORIO.caixa;
    const linhas = [
      ['2026-11-02T12:00:00.000Z', 1, 'Pagamento', 3, 'Juliana', 'Maria', 'PIX', 7_831],
      ['2026-11-02T13:00:00.000Z', 2, 'Recibo cancelado', 3, 'Juliana', 'Maria', 'PIX', -7_831],
      ['2026-11-03T13:00:00.000Z', 3, 'Depósito prévio', 3, 'Juliana', 'João', 'Dinheiro', 50_000],
    ];
    expect(totaisDoRelatorio(def.colunas, linhas)).toEqual({ valor: 50_000 });
    // A chart groups moments by their Brasília day, in order; methods in the order first seen.
    const [porMetodo, porDia] = def.graficos;
    if (porMetodo === undefined || porDia === undefined) throw new Error('the cash report has two charts');
    expect(pontosDoGrafico(def, porDia, linhas)).toEqual([
      { rotulo: '02/11/2026', valor: 0 },
      { rotulo: '03/11/2026', valor: 50_000 },
    ]);
    expect(pontosDoGrafico(def, porMetodo, linhas)).toEqual([
      { rotulo: 'PIX', valor: 0 },
      { rotulo: 'Dinheiro', valor: 50_000 },
    ]);
  });

  it('writes cells as a person reads them', () => {
    expect(textoDaCelula('dinheiro', 123_456).replace(/\s/g, ' ')).toBe('R$ 1.234,56');
    expect(textoDaCelula('inteiro', 120_344)).toBe('120.344');
    expect(textoDaCelula('dia', '2026-11-02')).toBe('02/11/2026');
    expect(textoDaCelula('instante', '2026-11-02T02:30:00.000Z')).toBe('01/11/2026 23:30');
    expect(textoDaCelula('texto', null)).toBe('');
  });

  it('reconciles: money in = revenue + change in deposits + refunds', () => {
    expect(conciliacao({ entradas: 10_000, receita: 4_000, depositos: 5_000, devolucoes: 1_000 })).toEqual({ diferenca: 0, texto: '' });
    const falta = conciliacao({ entradas: 9_970, receita: 4_000, depositos: 5_000, devolucoes: 1_000 });
    expect(falta.diferenca).toBe(-30);
    expect(falta.texto.replace(/\s/g, ' ')).toBe('Não confere: diferença de -R$ 0,30');
  });

  it('refuses a period backwards, too long or not a day, on its field', () => {
    expect(errosDoFiltro({ de: '2026-11-01', ate: '2026-11-30' })).toEqual([]);
    expect(errosDoFiltro({ de: '2024-01-01', ate: '2024-12-31' })).toEqual([]);
    expect(errosDoFiltro({ de: '2026-11-30', ate: '2026-11-01' })).toEqual([{ campo: 'ate', mensagem: 'O último dia vem depois do primeiro: confira o período.' }]);
    expect(errosDoFiltro({ de: '2025-01-01', ate: '2026-01-02' })).toEqual([{ campo: 'ate', mensagem: 'O período vai até um ano: divida-o em partes.' }]);
    expect(errosDoFiltro({ de: 'ontem', ate: '2026-11-01' }).map((e) => e.campo)).toEqual(['de']);
  });

  it('names a hole in the receipt sequence', () => {
    expect(textoDaFalta(120, 120)).toBe('Falta na sequência: o recibo nº 120 não existe');
    expect(textoDaFalta(1_200, 1_205)).toBe('Falta na sequência: os recibos nº 1.200 a 1.205 (6) não existem');
    expect(textoDaFalta(7, 7, 'protocolo')).toBe('Falta na sequência: o protocolo nº 7 não existe');
    expect(textoDaFalta(1_200, 1_201, 'protocolo')).toBe('Falta na sequência: os protocolos nº 1.200 a 1.201 (2) não existem');
  });

  it("writes the protocol book's daily closing term with the count and the first and last numbers", () => {
    expect(textoDoTermo('2026-11-25', 12, 1_234, 1_245)).toBe('Termo de encerramento: em 25/11/2026 foram protocolados 12 títulos, do nº 1.234 ao nº 1.245.');
    expect(textoDoTermo('2026-11-26', 1, 1_246, 1_246)).toBe('Termo de encerramento: em 26/11/2026 foi protocolado 1 título, o de nº 1.246.');
  });

  it('knows each report by its route', () => {
    expect(relatorioDaRota('relatorios.caixaDiario')?.nome).toBe('caixaDiario');
    expect(relatorioDaRota('relatorios.livroProtocolo')?.nome).toBe('livroProtocolo');
    expect(relatorioDaRota('relatorios.produtividade')?.nome).toBe('produtividade');
  });
});

describe('productivity', () => {
  const def = DEFINICOES_RELATORIO.produtividade;
  // pessoa, grupos, exames, exigências, conferências, registros, tempo do exame, da conferência, do registro
  const linhas = [
    ['Ana', 'EXAMINADOR', 3, 1, 0, 0, 3_600, null, null],
    ['Bruno', 'EXAMINADOR', 1, 0, 2, 1, 7_200, 600, 90],
    ['Carla', 'OFICIAL', 0, 0, 0, 4, null, null, 30],
  ];

  it('adds up the counts and weighs each average by its count', () => {
    const totais = totaisDoRelatorio(def.colunas, linhas);
    // (3 × 1 h + 1 × 2 h) / 4 = 1 h 15 min; the conferences' only count is Bruno's; (90 + 4 × 30) / 5 = 42 s.
    expect(totais).toEqual({ exames: 4, exigencias: 1, conferencias: 2, registros: 5, tempoExame: 4_500, tempoConferencia: 600, tempoRegistro: 42 });
    expect(colunasComTotal(def.colunas).map((c) => c.chave)).toEqual(['exames', 'exigencias', 'conferencias', 'registros', 'tempoExame', 'tempoConferencia', 'tempoRegistro']);
    expect(def.colunas.map((c) => textoDoTotal(c, totais))).toEqual(['', '', '4', '1', '2', '5', '1 h 15 min', '10 min', '42 s']);
    // With no act of a step in the period its average is blank, not zero.
    const semConferencia = totaisDoRelatorio(def.colunas, [linhas[0] ?? []]);
    const conferencia = def.colunas.find((c) => c.chave === 'tempoConferencia');
    expect(conferencia === undefined ? '?' : textoDoTotal(conferencia, semConferencia)).toBe('');
  });

  it('writes a length of time as a person reads it', () => {
    expect(textoDaDuracao(45)).toBe('45 s');
    expect(textoDaDuracao(12 * 60 + 59)).toBe('12 min');
    expect(textoDaDuracao(3 * 3_600 + 5 * 60)).toBe('3 h 05 min');
    expect(textoDaDuracao(2 * 86_400 + 4 * 3_600 + 59 * 60)).toBe('2 d 4 h');
    expect(textoDaDuracao(3 * 86_400)).toBe('3 d');
    expect(textoDaCelula('duracao', null)).toBe('');
  });

  it('charts the exams and the registrations by person', () => {
    const [exames, registros] = def.graficos;
    if (exames === undefined || registros === undefined) throw new Error('two charts');
    expect(pontosDoGrafico(def, exames, linhas).map((p) => p.valor)).toEqual([3, 1, 0]);
    expect(pontosDoGrafico(def, registros, linhas)).toEqual([
      { rotulo: 'Ana', valor: 0 },
      { rotulo: 'Bruno', valor: 1 },
      { rotulo: 'Carla', valor: 4 },
    ]);
  });
});

describe('a moment sent as milliseconds', () => {
  it('reads as the ISO instant does', () => {
    expect(textoDaCelula('instante', Date.parse('2026-11-02T02:30:00.000Z'))).toBe('01/11/2026 23:30');
  });
});

describe("a chart's marks", () => {
  it('fall on round values from 0 past the largest', () => {
    expect(marcasRedondas(955)).toEqual([0, 250, 500, 750, 1000]);
    expect(marcasRedondas(2023)).toEqual([0, 1000, 2000, 3000]);
    expect(marcasRedondas(1000)).toEqual([0, 250, 500, 750, 1000]);
    expect(marcasRedondas(3)).toEqual([0, 1, 2, 3]);
    expect(marcasRedondas(0)).toEqual([0, 1]);
  });

  it('are short and in pt-BR: money in whole reais, then with mil and mi; counts likewise', () => {
    expect(textoDaMarca(202_000, true)).toBe('R$ 2 mil');
    expect(textoDaMarca(152_000, true)).toBe('R$ 1,5 mil');
    expect(textoDaMarca(250_000_000, true)).toBe('R$ 2,5 mi');
    expect(textoDaMarca(44_950, true)).toBe('R$ 450');
    expect(textoDaMarca(-44_950, true)).toBe('-R$ 450');
    expect(textoDaMarca(0, true)).toBe('R$ 0');
    expect(textoDaMarca(12_345, false)).toBe('12,3 mil');
    expect(textoDaMarca(7, false)).toBe('7');
  });
});
