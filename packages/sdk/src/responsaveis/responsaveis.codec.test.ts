import { describe, expect, it } from 'vitest';
import { fieldErrors, MENSAGEM_PREENCHA, MENSAGEM_VERSAO_OBRIGATORIA } from '../contract/codec-helpers.ts';
import { FiltroResponsaveisCodec, ResponsavelSalvarCodec } from './responsaveis.codec.ts';

const erros = (corpo: unknown): unknown => ((r) => (r._tag === 'Left' ? fieldErrors(r.left) : []))(ResponsavelSalvarCodec.decode(corpo));
const OFICIAL = { nome: 'Ana Souza', cargo: 'OFICIAL', inicio: '2026-01-01' };

describe('ResponsavelSalvarCodec', () => {
  it('names the field of what it refuses, in pt-BR', () => {
    expect([erros({ ...OFICIAL, nome: '  ' }), erros({ ...OFICIAL, id: 3 }), erros({ ...OFICIAL, nome: ' Um nome ' })]).toEqual([[{ campo: 'nome', mensagem: MENSAGEM_PREENCHA }], [{ campo: 'versao', mensagem: MENSAGEM_VERSAO_OBRIGATORIA }], []]);
  });
  it('takes a known post and real days, and an end on or after the start', () => {
    expect([erros({ ...OFICIAL, cargo: 'PRESIDENTE' }), erros({ ...OFICIAL, inicio: '2026-02-30' }), erros({ ...OFICIAL, fim: '2025-12-31' }), erros({ ...OFICIAL, fim: '2026-01-01' })]).toEqual([
      [{ campo: 'cargo', mensagem: 'Valor inválido: use um destes: OFICIAL, SUBSTITUTO, ESCREVENTE.' }],
      [{ campo: 'inicio', mensagem: 'Data inválida: use dd/mm/aaaa.' }],
      [{ campo: 'fim', mensagem: 'O fim da vigência não pode ser anterior ao início.' }],
      [],
    ]);
  });
  it('filters by who may sign on a day', () => {
    expect(FiltroResponsaveisCodec.decode({ vigenteEm: '2026-11-27', cargo: 'SUBSTITUTO' })).toEqual({ _tag: 'Right', right: { vigenteEm: '2026-11-27', cargo: 'SUBSTITUTO' } });
  });
});
