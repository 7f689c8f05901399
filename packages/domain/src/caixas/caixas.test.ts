import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../format.ts';
import { diferencas, errosDasParcelas, esperadoPorMetodo, METODOS_PAGAMENTO, ZERO_POR_METODO } from './caixas.ts';

describe('a cash box', () => {
  it('expects per method what its movements put in and took out, the float in cash', () => {
    const esperado = esperadoPorMetodo([
      { metodo: 'DINHEIRO', valorCentavos: 10_000 },
      { metodo: 'DINHEIRO', valorCentavos: 5_430 },
      { metodo: 'PIX', valorCentavos: 12_000 },
      { metodo: 'DINHEIRO', valorCentavos: -2_000 },
      { metodo: 'PIX', valorCentavos: -12_000 },
    ]);
    expect(esperado).toEqual({ ...ZERO_POR_METODO, DINHEIRO: 13_430, PIX: 0 });
    expect(diferencas(esperado, { ...ZERO_POR_METODO, DINHEIRO: 13_400 })).toEqual({ porMetodo: { ...ZERO_POR_METODO, DINHEIRO: -30 }, totalCentavos: -30 });
  });

  it('property: the differences add up to what was counted minus what was expected', () => {
    const porMetodo = fc.record(Object.fromEntries(METODOS_PAGAMENTO.map((m) => [m, fc.integer({ min: -1e9, max: 1e9 })])));
    fc.assert(
      fc.property(porMetodo, porMetodo, (e: Record<string, number>, c: Record<string, number>) => {
        const soma = (x: Record<string, number>): number => Object.values(x).reduce((a, b) => a + b, 0);
        return diferencas(e as never, c as never).totalCentavos === soma(c) - soma(e);
      }),
    );
  });

  it('takes a payment whose parts add up to the total, each method once and above zero', () => {
    expect(errosDasParcelas([{ metodo: 'DINHEIRO', valorCentavos: 5_000 }, { metodo: 'PIX', valorCentavos: 4_500 }], 9_500)).toEqual([]);
    expect(errosDasParcelas([{ metodo: 'DINHEIRO', valorCentavos: 5_000 }], 9_500)).toEqual([{ campo: 'parcelas', mensagem: `O valor pago (${formatMoney(5_000)}) não confere com o total dos atos (${formatMoney(9_500)}).` }]);
    expect(errosDasParcelas([{ metodo: 'PIX', valorCentavos: 0 }, { metodo: 'PIX', valorCentavos: 9_500 }], 9_500).map((e) => e.campo)).toEqual(['parcelas.0.valorCentavos', 'parcelas.1.metodo']);
  });
});
