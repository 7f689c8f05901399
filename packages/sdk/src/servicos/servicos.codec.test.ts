import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../contract/codec-helpers.ts';
import { CotacaoSalvarCodec, ServicoSalvarCodec } from './servicos.codec.ts';

const erros = (codec: { decode: (u: unknown) => unknown }, corpo: unknown): readonly { readonly campo: string; readonly mensagem: string }[] => {
  const r = codec.decode(corpo) as { _tag: 'Left'; left: Parameters<typeof fieldErrors>[0] } | { _tag: 'Right' };
  return r._tag === 'Left' ? fieldErrors(r.left) : [];
};

const servico = { codigo: '101', descricao: 'Registro de estatuto', tipoAto: 'REGISTRO_CONSTITUICAO', selo: true, ativo: true, vigencias: [{ de: '2026-01-01', valores: { tipo: 'FIXO', emolumentoCentavos: 19_250 } }] };

describe('ServicoSalvarCodec', () => {
  it('takes a fixed or a banded table, and says which field is wrong', () => {
    expect(erros(ServicoSalvarCodec, servico)).toEqual([]);
    expect(erros(ServicoSalvarCodec, { ...servico, vigencias: [{ de: '2026-01-01', valores: { tipo: 'FAIXAS', faixas: [{ ateCentavos: 100, emolumentoCentavos: 1 }, { emolumentoCentavos: 2 }] } }] })).toEqual([]);
    expect(erros(ServicoSalvarCodec, { ...servico, vigencias: [{ de: '2026-02-30', valores: { tipo: 'FIXO', emolumentoCentavos: -1 } }] }).map((e) => e.campo)).toEqual(['vigencias.0.de', 'vigencias.0.valores.emolumentoCentavos']);
    expect(erros(ServicoSalvarCodec, { ...servico, vigencias: [{ de: '2026-01-01', valores: { tipo: 'OUTRO' } }] })).toEqual([{ campo: 'vigencias.0.valores.tipo', mensagem: 'Valor inválido: use um destes: FIXO, FAIXAS.' }]);
  });

  it('sends a body as it is, even one the service will refuse (the service says why)', () => {
    const ruim = { ...servico, vigencias: [{ de: '2026-01-01', valores: { tipo: 'FIXO', emolumentoCentavos: -5 } }] };
    expect(ServicoSalvarCodec.encode(ruim as never)).toEqual(ruim);
  });
});

describe('CotacaoSalvarCodec', () => {
  it('takes 1 to 100 items, each with a quantity of 1 to 999', () => {
    expect(erros(CotacaoSalvarCodec, { dataReferencia: '2026-03-10', itens: [{ servicoId: 1, quantidade: 2 }] })).toEqual([]);
    expect(erros(CotacaoSalvarCodec, { dataReferencia: '2026-03-10', itens: [] })).toEqual([{ campo: 'itens', mensagem: 'Inclua de 1 a 100 itens.' }]);
    expect(erros(CotacaoSalvarCodec, { dataReferencia: '2026-03-10', itens: [{ servicoId: 1, quantidade: 1000, valorDeclaradoCentavos: -1 }] }).map((e) => e.campo)).toEqual(['itens.0.quantidade', 'itens.0.valorDeclaradoCentavos']);
  });
});
