import { describe, expect, it } from 'vitest';
import { fieldErrors, MENSAGEM_PREENCHA, MENSAGEM_VERSAO_OBRIGATORIA } from '../contract/codec-helpers.ts';
import { FundamentoLegalSalvarCodec } from './fundamentos-legais.codec.ts';

const erros = (corpo: unknown): unknown => ((r) => (r._tag === 'Left' ? fieldErrors(r.left) : []))(FundamentoLegalSalvarCodec.decode(corpo));

describe('FundamentoLegalSalvarCodec', () => {
  it('names the field of what it refuses, in pt-BR', () => {
    expect([erros({ nome: '  ' }), erros({ id: 3, nome: 'Um nome' }), erros({ nome: ' Um nome ' })]).toEqual([[{ campo: 'nome', mensagem: MENSAGEM_PREENCHA }], [{ campo: 'versao', mensagem: MENSAGEM_VERSAO_OBRIGATORIA }], []]);
  });
});
