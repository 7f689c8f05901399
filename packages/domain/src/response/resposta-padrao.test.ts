import { describe, expect, it } from 'vitest';
import { firstMessage, respostaPadrao } from './resposta-padrao.ts';

describe('standard response (spec §3)', () => {
  it('is INFO with no messages unless told otherwise', () => {
    expect(respostaPadrao({ id: 1 })).toEqual({ dados: { id: 1 }, mensagens: [], tipoResposta: 'INFO' });
  });

  it('carries field errors next to the messages', () => {
    const r = respostaPadrao(undefined, {
      tipoResposta: 'ERRO',
      mensagens: ['Confira os campos destacados.'],
      erros: [{ campo: 'cpf', mensagem: 'CPF inválido: confira os dígitos.' }],
    });
    expect(r).toEqual({
      mensagens: ['Confira os campos destacados.'],
      tipoResposta: 'ERRO',
      erros: [{ campo: 'cpf', mensagem: 'CPF inválido: confira os dígitos.' }],
    });
    expect('dados' in r).toBe(false);
  });
});

describe('the message an alert shows (spec §8)', () => {
  it.each([
    [['Salvo!'], 'Salvo!'],
    [['', '   ', 'Segunda'], 'Segunda'],
    [[], undefined],
    [['  ', '\t'], undefined],
  ])('of %j is %j', (mensagens, expected) => {
    expect(firstMessage({ mensagens })).toBe(expected);
  });
});
