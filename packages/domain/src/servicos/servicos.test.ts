import { describe, expect, it } from 'vitest';
import { precificar } from './emolumentos.ts';
import { comTabelaDesde, errosDaRegra, errosDasVigencias, REGRA_GO, REGRAS_GO } from './servicos.ts';

describe('a service\'s fee tables', () => {
  it('refuses overlapping periods, an end before the start, and bands out of order', () => {
    expect(
      errosDasVigencias([
        { de: '2025-01-01', ate: '2025-12-31', valores: { tipo: 'FIXO', emolumentoCentavos: 100 } },
        { de: '2025-12-31', valores: { tipo: 'FIXO', emolumentoCentavos: 110 } },
        { de: '2027-02-01', ate: '2027-01-01', valores: { tipo: 'FAIXAS', faixas: [{ ateCentavos: 500, emolumentoCentavos: 1 }, { ateCentavos: 400, emolumentoCentavos: 2 }] } },
        { de: '2030-01-01', valores: { tipo: 'FAIXAS', faixas: [] } },
      ]),
    ).toEqual([
      { campo: 'vigencias.1.de', mensagem: 'Esta vigência se sobrepõe à da linha 1: um dia tem uma só tabela.' },
      { campo: 'vigencias.2.ate', mensagem: 'O fim da vigência não pode ser anterior ao início.' },
      { campo: 'vigencias.2.de', mensagem: 'Esta vigência se sobrepõe à da linha 2: um dia tem uma só tabela.' },
      { campo: 'vigencias.3.de', mensagem: 'Esta vigência se sobrepõe à da linha 2: um dia tem uma só tabela.' },
      { campo: 'vigencias.2.faixas.1.ateCentavos', mensagem: 'As faixas vão em ordem crescente de valor; só a última fica sem limite.' },
      { campo: 'vigencias.3.faixas', mensagem: 'Informe ao menos uma faixa.' },
    ]);
  });

  it('takes consecutive periods and ascending bands', () => {
    expect(
      errosDasVigencias([
        { de: '2025-01-01', ate: '2025-12-31', valores: { tipo: 'FIXO', emolumentoCentavos: 100 } },
        { de: '2026-01-01', valores: { tipo: 'FAIXAS', faixas: [{ ateCentavos: 400, emolumentoCentavos: 1 }, { emolumentoCentavos: 2 }] } },
      ]),
    ).toEqual([]);
  });

  it('a fee entered from a day on runs until the day before a table already scheduled, and none overlaps', () => {
    const valores = { tipo: 'FIXO', emolumentoCentavos: 5_000 } as const;
    const antiga = { de: '2025-01-01', ate: '2025-12-31', valores: { tipo: 'FIXO', emolumentoCentavos: 4_000 } } as const;
    const futura = { de: '2027-02-01', valores: { tipo: 'FIXO', emolumentoCentavos: 6_000 } } as const;
    expect(comTabelaDesde([], '2026-11-28', valores)).toEqual([{ de: '2026-11-28', valores }]);
    const comFutura = comTabelaDesde([antiga, futura], '2026-11-28', valores);
    expect(comFutura.at(-1)).toEqual({ de: '2026-11-28', ate: '2027-01-31', valores });
    expect(errosDasVigencias(comFutura)).toEqual([]);
    expect(comTabelaDesde([{ de: '2027-03-01', valores }], '2027-02-28', valores).at(-1)?.ate).toBe('2027-02-28');
  });

  it('Goiás\'s funds add up to 40 % of the fee', () => {
    const percentuais = REGRA_GO.componentes.flatMap((c) => (c.tipo === 'PERCENTUAL' ? [c.pontosBase] : []));
    expect(percentuais.reduce((a, b) => a + b, 0)).toBe(4_000);
    const r = precificar([{ de: '2026-01-01', valores: { tipo: 'FIXO', emolumentoCentavos: 10_000 } }], REGRA_GO, { quantidade: 1 }, '2026-06-01', { selo: false });
    expect('erro' in r ? 0 : r.totalCentavos).toBe(10_000 + 4_000 + 500);
  });

  it('a state\'s rules: one per day, codes once, rates up to 100 %', () => {
    expect(errosDaRegra(REGRAS_GO)).toEqual([]);
    const regra = { ...REGRA_GO, issPontosBase: 10_001, componentes: [...REGRA_GO.componentes, { codigo: 'FUNDESP', nome: 'De novo', tipo: 'PERCENTUAL' as const, pontosBase: 20_000 }] };
    expect(
      errosDaRegra([
        { de: '2021-01-01', ate: '2026-12-31', regra: REGRA_GO },
        { de: '2026-06-01', regra },
      ]),
    ).toEqual([
      { campo: 'vigencias.1.de', mensagem: 'Esta vigência se sobrepõe à da linha 1: um dia tem uma só regra.' },
      { campo: 'vigencias.1.regra.issPontosBase', mensagem: 'O ISS vai de 0 % a 100 %.' },
      { campo: `vigencias.1.regra.componentes.${String(REGRA_GO.componentes.length)}.codigo`, mensagem: 'Este código já está em outro componente da regra.' },
      { campo: `vigencias.1.regra.componentes.${String(REGRA_GO.componentes.length)}.pontosBase`, mensagem: 'Um percentual vai de 0 % a 100 %.' },
    ]);
  });
});
