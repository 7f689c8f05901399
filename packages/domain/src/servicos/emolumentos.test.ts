import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { faixaDe, percentual, precificar, somarComponentes, tabelaVigente, type VigenciaTabela } from './emolumentos.ts';
import { REGRA_GO } from './servicos.ts';
import { FAIXAS_REGISTRO_GO_2026, VIGENCIA_TABELA_GO_2026 } from './tabela-go.ts';

// Goiás's add-ons (domain-rcpj §2.2: 40 % in funds over the fee, dated parameters; §9.3) and a 5 % ISS.
const GO = REGRA_GO;

const REGISTRO_ESTATUTO: readonly VigenciaTabela[] = [
  { de: '2025-01-01', ate: '2025-12-31', valores: { tipo: 'FIXO', emolumentoCentavos: 18_000, taxaFixaCentavos: 1_500 } },
  { de: '2026-01-01', valores: { tipo: 'FIXO', emolumentoCentavos: 19_250, taxaFixaCentavos: 1_610 } },
];

// An act with financial content: bands over the declared value.
const FAIXAS: readonly VigenciaTabela[] = [
  {
    de: '2026-01-01',
    valores: {
      tipo: 'FAIXAS',
      faixas: [
        { ateCentavos: 100_000, emolumentoCentavos: 5_000, taxaFixaCentavos: 800 },
        { ateCentavos: 1_000_000, emolumentoCentavos: 12_000, taxaFixaCentavos: 1_200 },
        { ateCentavos: 10_000_000, emolumentoCentavos: 30_000, taxaFixaCentavos: 2_400 },
        { emolumentoCentavos: 60_000, taxaFixaCentavos: 4_800 },
      ],
    },
  },
];

const valorDe = (r: ReturnType<typeof precificar>, codigo: string): number | undefined => ('erro' in r ? undefined : r.componentes.find((c) => c.codigo === codigo)?.centavos);

describe('fees of an act', () => {
  it('a fixed fee with every component apart, rounded half up per act', () => {
    const r = precificar(REGISTRO_ESTATUTO, GO, { quantidade: 1 }, '2026-03-10');
    if ('erro' in r) throw new Error(r.erro);
    // 10 % of R$ 192,50 = 1925; 2.4 % = 462; 1.25 % = 240.625 → 241; ISS 5 % = 962.5 → 963.
    expect(r.componentes.map((c) => [c.codigo, c.centavos])).toEqual([
      ['EMOLUMENTO', 19_250], ['TAXA_FIXA', 1_610], ['FUNDESP', 1_925], ['FUNESP', 1_540], ['ESTADO', 578], ['FUNPES', 462], ['FUNEMP', 578], ['FUNCOMP', 578],
      ['FUNDATIVO', 385], ['FUNPROGE', 385], ['FUNDEPEG', 241], ['FAZENDARIA', 241], ['FEMAL', 481], ['FECAD', 308], ['SELO', 390], ['ISS', 963],
    ]);
    expect(r.totalCentavos).toBe(19_250 + 1_610 + 1_925 + 1_540 + 578 + 462 + 578 + 578 + 385 + 385 + 241 + 241 + 481 + 308 + 390 + 963);
  });

  it('the seal\'s cost only of a service that takes a seal', () => {
    expect(valorDe(precificar(REGISTRO_ESTATUTO, GO, { quantidade: 1 }, '2026-03-10', { selo: false }), 'SELO')).toBeUndefined();
    expect(valorDe(precificar(REGISTRO_ESTATUTO, GO, { quantidade: 2 }, '2026-03-10', { selo: true }), 'SELO')).toBe(780);
  });

  it('the table in force on the reference date', () => {
    expect(valorDe(precificar(REGISTRO_ESTATUTO, GO, { quantidade: 1 }, '2025-12-31'), 'EMOLUMENTO')).toBe(18_000);
    expect(valorDe(precificar(REGISTRO_ESTATUTO, GO, { quantidade: 1 }, '2026-01-01'), 'EMOLUMENTO')).toBe(19_250);
    expect(precificar(REGISTRO_ESTATUTO, GO, { quantidade: 1 }, '2024-06-01')).toEqual({ erro: 'SEM_TABELA' });
  });

  it('bands at and around every edge', () => {
    const emol = (base: number): number | undefined => valorDe(precificar(FAIXAS, GO, { quantidade: 1, valorDeclaradoCentavos: base }, '2026-05-05'), 'EMOLUMENTO');
    expect([0, 99_999, 100_000, 100_001, 999_999, 1_000_000, 1_000_001, 10_000_000, 10_000_001, 1e12].map(emol)).toEqual([5_000, 5_000, 5_000, 12_000, 12_000, 12_000, 30_000, 30_000, 60_000, 60_000]);
    expect(valorDe(precificar(FAIXAS, GO, { quantidade: 1, valorDeclaradoCentavos: 100_001 }, '2026-05-05'), 'TAXA_FIXA')).toBe(1_200);
    expect(precificar(FAIXAS, GO, { quantidade: 1 }, '2026-05-05')).toEqual({ erro: 'SEM_VALOR_DECLARADO' });
  });

  it('refuses absurd quantities and declared values', () => {
    expect(precificar(FAIXAS, GO, { quantidade: 0, valorDeclaradoCentavos: 1 }, '2026-05-05')).toEqual({ erro: 'QUANTIDADE' });
    expect(precificar(FAIXAS, GO, { quantidade: 1.5, valorDeclaradoCentavos: 1 }, '2026-05-05')).toEqual({ erro: 'QUANTIDADE' });
    expect(precificar(FAIXAS, GO, { quantidade: 1, valorDeclaradoCentavos: -1 }, '2026-05-05')).toEqual({ erro: 'VALOR_DECLARADO' });
    expect(precificar(FAIXAS, GO, { quantidade: 1, valorDeclaradoCentavos: 0.5 }, '2026-05-05')).toEqual({ erro: 'VALOR_DECLARADO' });
  });

  it('a free act is priced at zero in every component but counted', () => {
    const r = precificar(REGISTRO_ESTATUTO, GO, { quantidade: 2, isencao: { hipotese: 'ORDEM_JUDICIAL', fundamento: 'CPC, art. 98 §1º IX — processo 5001234-56.2026.8.09.0051' } }, '2026-03-10');
    if ('erro' in r) throw new Error(r.erro);
    expect([r.isento, r.quantidade, r.selos, r.totalCentavos, r.componentes.every((c) => c.centavos === 0)]).toEqual([true, 2, 2, 0, true]);
  });

  it('property: a free act keeps its components, quantity and seals, every value at zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), fc.boolean(), fc.constantFrom('LEI', 'ORDEM_JUDICIAL', 'POBREZA'), (q, selo, hipotese) => {
        const pago = precificar(REGISTRO_ESTATUTO, GO, { quantidade: q }, '2026-03-10', { selo });
        const livre = precificar(REGISTRO_ESTATUTO, GO, { quantidade: q, isencao: { hipotese, fundamento: 'x' } }, '2026-03-10', { selo });
        if ('erro' in pago || 'erro' in livre) return false;
        return (
          livre.quantidade === q && livre.selos === (selo ? q : 0) && livre.selos === pago.selos && livre.totalCentavos === 0 &&
          livre.componentes.map((c) => c.codigo).join() === pago.componentes.map((c) => c.codigo).join()
        );
      }),
    );
  });

  it('each component may round its own way; the ISS too', () => {
    // 1.25 % of R$ 192,50 = 240.625: half up 241, truncated 240; ISS 5 % = 962.5: 963 or 962.
    const regra = {
      ...GO,
      arredondamentoIss: 'TRUNCAR' as const,
      componentes: GO.componentes.map((c) => (c.codigo === 'FUNDEPEG' ? { ...c, arredondamento: 'TRUNCAR' as const } : c)),
    };
    const r = precificar(REGISTRO_ESTATUTO, regra, { quantidade: 1 }, '2026-03-10');
    expect([valorDe(r, 'FUNDEPEG'), valorDe(r, 'FAZENDARIA'), valorDe(r, 'ISS')]).toEqual([240, 241, 962]);
  });

  it('the state\'s rule in force on a day is picked like a table', () => {
    const antiga = { ...GO, issPontosBase: 200 };
    const regras = [{ de: '2020-01-01', ate: '2020-12-31', regra: antiga }, { de: '2021-01-01', regra: GO }];
    expect([tabelaVigente(regras, '2020-12-31')?.regra.issPontosBase, tabelaVigente(regras, '2021-01-01')?.regra.issPontosBase, tabelaVigente(regras, '2019-12-31')]).toEqual([200, 500, undefined]);
  });

  it('rounds per act, then multiplies: three acts are three times one, in every component', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 999 }), (emolumento, q) => {
        const tabela: readonly VigenciaTabela[] = [{ de: '2026-01-01', valores: { tipo: 'FIXO', emolumentoCentavos: emolumento } }];
        const um = precificar(tabela, GO, { quantidade: 1 }, '2026-06-01');
        const varios = precificar(tabela, GO, { quantidade: q }, '2026-06-01');
        if ('erro' in um || 'erro' in varios) return false;
        return varios.componentes.every((c, i) => c.centavos === (um.componentes[i]?.centavos ?? -1) * q) && varios.totalCentavos === um.totalCentavos * q;
      }),
    );
  });

  it('rounding: half up, or the fraction dropped, always integer cents', () => {
    expect([percentual(24_063, 125, 'MEIO_PARA_CIMA'), percentual(24_063, 125, 'TRUNCAR')]).toEqual([301, 300]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 10_000 }), (c, bp) => {
        const meio = percentual(c, bp, 'MEIO_PARA_CIMA');
        const trunca = percentual(c, bp, 'TRUNCAR');
        return Number.isSafeInteger(meio) && Number.isSafeInteger(trunca) && meio - trunca >= 0 && meio - trunca <= 1;
      }),
    );
  });

  it('a day belongs to at most the latest table that starts on or before it and has not ended', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), (n) => {
        const dia = new Date(Date.UTC(2024, 0, 1 + n)).toISOString().slice(0, 10);
        const vigente = tabelaVigente(REGISTRO_ESTATUTO, dia);
        return dia < '2025-01-01' ? vigente === undefined : vigente?.de === (dia < '2026-01-01' ? '2025-01-01' : '2026-01-01');
      }),
    );
    expect(faixaDe([], 10)).toBeUndefined();
  });

  it('sums a quote\'s items component by component', () => {
    const a = precificar(REGISTRO_ESTATUTO, GO, { quantidade: 1 }, '2026-03-10');
    const b = precificar(FAIXAS, GO, { quantidade: 2, valorDeclaradoCentavos: 500_000 }, '2026-03-10');
    if ('erro' in a || 'erro' in b) throw new Error('no price');
    const soma = somarComponentes([a, b]);
    expect(soma.totalCentavos).toBe(a.totalCentavos + b.totalCentavos);
    expect(soma.componentes.find((c) => c.codigo === 'EMOLUMENTO')?.centavos).toBe(19_250 + 24_000);
  });

  it('Goiás\'s published 02/2026 table: the fee and the Taxa Judiciária at and around every band edge', () => {
    // The published figures (1º Protesto de Goiânia, "Alteração tabela 02/2026"): band limit, fee, Taxa Judiciária.
    const publicada: readonly (readonly [string, number, number])[] = [
      ['653,80', 42_69, 20_62], ['1.307,62', 83_49, 20_62], ['2.615,24', 103_92, 20_62], ['5.230,47', 126_19, 20_62],
      ['10.460,94', 167_01, 20_62], ['15.691,43', 207_85, 20_62], ['26.152,37', 244_96, 20_62], ['39.228,54', 339_60, 20_62],
      ['52.304,74', 419_40, 20_62], ['65.380,92', 495_46, 20_62], ['104.609,47', 566_00, 20_62], ['156.914,21', 689_27, 20_62],
      ['261.523,68', 946_41, 20_62],
    ];
    const tabela: readonly VigenciaTabela[] = [{ de: VIGENCIA_TABELA_GO_2026, valores: { tipo: 'FAIXAS', faixas: FAIXAS_REGISTRO_GO_2026 } }];
    const preco = (centavos: number): readonly [number | undefined, number | undefined] => {
      const r = precificar(tabela, GO, { quantidade: 1, valorDeclaradoCentavos: centavos }, '2026-03-10');
      return [valorDe(r, 'EMOLUMENTO'), valorDe(r, 'TAXA_FIXA')];
    };
    const centavos = (reais: string): number => Number(reais.replace(/\./g, '').replace(',', ''));
    publicada.forEach(([limite, emolumento, taxa], i) => {
      const ate = centavos(limite);
      expect(preco(ate - 1), `${limite} − 1 centavo`).toEqual([emolumento, taxa]);
      expect(preco(ate), limite).toEqual([emolumento, taxa]);
      const seguinte = publicada[i + 1]?.[1] ?? 1_135_69;
      expect(preco(ate + 1), `${limite} + 1 centavo`).toEqual([seguinte, taxa]);
    });
    expect(preco(1)).toEqual([42_69, 20_62]);
    // Above the last limit, the last band: R$ 1.135,69.
    expect(preco(100_000_000_00)).toEqual([1_135_69, 20_62]);
    // Before the table's first day, no price.
    expect(precificar(tabela, GO, { quantidade: 1, valorDeclaradoCentavos: 1 }, '2026-01-31')).toEqual({ erro: 'SEM_TABELA' });
  });
});
