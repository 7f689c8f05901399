import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../contract/codec-helpers.ts';
import { ParteRelatorioCodec } from './relatorios.codec.ts';

const erros = (corpo: unknown): readonly { readonly campo: string; readonly mensagem: string }[] => {
  const r = ParteRelatorioCodec.decode(corpo) as { _tag: 'Left'; left: Parameters<typeof fieldErrors>[0] } | { _tag: 'Right' };
  return r._tag === 'Left' ? fieldErrors(r.left) : [];
};

describe('ParteRelatorioCodec', () => {
  it('puts the texts a part sends once back in their cells, and leaves a part without them as it came', () => {
    const parte = {
      linhas: [
        [1, 0, 'Maria', 1],
        [2, 1, 'João', null],
      ],
      totalLinhas: 2,
      textos: { colunas: [1, 3], valores: [['Pagamento', 'Depósito prévio'], ['Dinheiro', 'PIX']] },
    };
    expect(ParteRelatorioCodec.decode(parte)).toEqual({
      _tag: 'Right',
      right: {
        linhas: [
          [1, 'Pagamento', 'Maria', 'PIX'],
          [2, 'Depósito prévio', 'João', null],
        ],
        totalLinhas: 2,
      },
    });
    expect(ParteRelatorioCodec.decode({ linhas: [[1, 'a']], totalLinhas: 1, proximo: 9 })).toEqual({ _tag: 'Right', right: { linhas: [[1, 'a']], totalLinhas: 1, proximo: 9 } });
  });

  it('refuses a part whose cell points past its texts, or whose texts do not match its columns', () => {
    const textos = { colunas: [1], valores: [['Pagamento']] };
    expect(erros({ linhas: [[1, 0], [2, 1]], totalLinhas: 2, textos })).toEqual([{ campo: '', mensagem: 'A linha 2 do relatório aponta um texto que a parte não traz.' }]);
    expect(erros({ linhas: [[1, 'Pagamento']], totalLinhas: 1, textos })).toEqual([{ campo: '', mensagem: 'A linha 1 do relatório aponta um texto que a parte não traz.' }]);
    expect(erros({ linhas: [[1, 0]], totalLinhas: 1, textos: { colunas: [1, 2], valores: [['Pagamento']] } })).toEqual([
      { campo: '', mensagem: 'A parte do relatório não traz os textos de cada coluna que os repete.' },
    ]);
  });
});
