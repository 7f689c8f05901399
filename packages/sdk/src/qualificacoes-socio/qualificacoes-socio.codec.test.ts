import { describe, expect, it } from 'vitest';
import { fieldErrors, MENSAGEM_PREENCHA, MENSAGEM_VERSAO_OBRIGATORIA } from '../contract/codec-helpers.ts';
import { QualificacaoSocioSalvarCodec } from './qualificacoes-socio.codec.ts';

const erros = (corpo: unknown): unknown => ((r) => (r._tag === 'Left' ? fieldErrors(r.left) : []))(QualificacaoSocioSalvarCodec.decode(corpo));

describe('QualificacaoSocioSalvarCodec', () => {
  it('names the field of what it refuses, in pt-BR', () => {
    expect([erros({ codigo: '16', nome: '  ' }), erros({ id: 3, codigo: '16', nome: 'Um nome' }), erros({ codigo: ' 16 ', nome: ' Um nome ' })]).toEqual([
      [{ campo: 'nome', mensagem: MENSAGEM_PREENCHA }],
      [{ campo: 'versao', mensagem: MENSAGEM_VERSAO_OBRIGATORIA }],
      [],
    ]);
  });

  it('takes a code of the Receita\'s two digits only', () => {
    expect([erros({ codigo: '1', nome: 'X' }), erros({ codigo: 'AB', nome: 'X' }), erros({ nome: 'X' })]).toEqual([
      [{ campo: 'codigo', mensagem: 'Código inválido: use os dois dígitos da tabela da Receita, como 16.' }],
      [{ campo: 'codigo', mensagem: 'Código inválido: use os dois dígitos da tabela da Receita, como 16.' }],
      [{ campo: 'codigo', mensagem: 'Campo obrigatório.' }],
    ]);
  });
});
