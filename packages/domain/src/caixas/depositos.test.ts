import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acertoDoDeposito } from './depositos.ts';

describe('a prior deposit settled against the fee', () => {
  it('charges the complement when the fee is above the deposit, refunds the rest when below', () => {
    expect(acertoDoDeposito(10_000, 13_250)).toEqual({ aplicadoCentavos: 10_000, complementoCentavos: 3_250, devolucaoCentavos: 0 });
    expect(acertoDoDeposito(10_000, 8_013)).toEqual({ aplicadoCentavos: 8_013, complementoCentavos: 0, devolucaoCentavos: 1_987 });
    expect(acertoDoDeposito(10_000, 10_000)).toEqual({ aplicadoCentavos: 10_000, complementoCentavos: 0, devolucaoCentavos: 0 });
    // A protocol cancelled: no fee, all of it back.
    expect(acertoDoDeposito(10_000, 0)).toEqual({ aplicadoCentavos: 0, complementoCentavos: 0, devolucaoCentavos: 10_000 });
  });

  it('property: the deposit plus the complement less the refund is the fee, to the cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 1e12 }), (deposito, receita) => {
        const a = acertoDoDeposito(deposito, receita);
        expect(deposito + a.complementoCentavos - a.devolucaoCentavos).toBe(receita);
        expect(a.complementoCentavos === 0 || a.devolucaoCentavos === 0).toBe(true);
      }),
    );
  });
});
