import { describe, expect, it } from 'vitest';
import { fieldErrors, MENSAGEM_PREENCHA, MENSAGEM_VERSAO_OBRIGATORIA } from '../contract/codec-helpers.ts';
import { FiltroFundamentosLegaisCodec, FundamentoLegalSalvarCodec } from './fundamentos-legais.codec.ts';

const erros = (corpo: unknown): unknown => ((r) => (r._tag === 'Left' ? fieldErrors(r.left) : []))(FundamentoLegalSalvarCodec.decode(corpo));
const TEXTO = 'Apresente o requerimento do representante legal.';

describe('FundamentoLegalSalvarCodec', () => {
  it('names the field of what it refuses, in pt-BR', () => {
    expect([erros({ nome: '  ', texto: TEXTO }), erros({ id: 3, nome: 'Um nome', texto: TEXTO }), erros({ nome: ' Um nome ', texto: TEXTO })]).toEqual([
      [{ campo: 'nome', mensagem: MENSAGEM_PREENCHA }],
      [{ campo: 'versao', mensagem: MENSAGEM_VERSAO_OBRIGATORIA }],
      [],
    ]);
  });

  it('requires the model text, up to 1000 characters, and keeps its lines', () => {
    expect([erros({ nome: 'Lei 6.015/1973, art. 121' }), erros({ nome: 'Lei 6.015/1973, art. 121', texto: ' \n ' }), erros({ nome: 'Lei 6.015/1973, art. 121', texto: 'é'.repeat(1001) })]).toEqual([
      [{ campo: 'texto', mensagem: 'Campo obrigatório.' }],
      [{ campo: 'texto', mensagem: MENSAGEM_PREENCHA }],
      [{ campo: 'texto', mensagem: 'Use no máximo 1000 caracteres.' }],
    ]);
    const decodificado = FundamentoLegalSalvarCodec.decode({ nome: 'Lei 6.015/1973, art. 121', texto: `  Primeira linha;\n\nsegunda linha.\n` });
    expect(decodificado).toEqual({ _tag: 'Right', right: { nome: 'Lei 6.015/1973, art. 121', texto: 'Primeira linha;\n\nsegunda linha.' } });
  });

  it('filters by part of the name and of the text', () => {
    expect(FiltroFundamentosLegaisCodec.decode({ nome: 'art. 120', texto: 'advogado' })).toEqual({ _tag: 'Right', right: { nome: 'art. 120', texto: 'advogado' } });
  });
});
