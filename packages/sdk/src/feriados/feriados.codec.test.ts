import { describe, expect, it } from 'vitest';
import { fieldErrors, MENSAGEM_VERSAO_OBRIGATORIA } from '../contract/codec-helpers.ts';
import { FeriadoSalvarCodec, FiltroFeriadosCodec } from './feriados.codec.ts';

const erros = (codec: { decode: (u: unknown) => unknown }, corpo: unknown): readonly { readonly campo: string; readonly mensagem: string }[] => {
  const r = codec.decode(corpo) as { _tag: 'Left'; left: Parameters<typeof fieldErrors>[0] } | { _tag: 'Right' };
  return r._tag === 'Left' ? fieldErrors(r.left) : [];
};

const valido = { data: '2026-10-24', nome: 'Aniversário de Goiânia', abrangencia: 'MUNICIPAL', tipo: 'FERIADO' };

describe('FeriadoSalvarCodec', () => {
  it('takes a holiday and names each refused field in pt-BR', () => {
    expect(erros(FeriadoSalvarCodec, valido)).toEqual([]);
    expect(erros(FeriadoSalvarCodec, { ...valido, data: '2026-02-30' })).toEqual([{ campo: 'data', mensagem: 'Data inválida: use dd/mm/aaaa.' }]);
    expect(erros(FeriadoSalvarCodec, { ...valido, data: '1900-01-01' })).toEqual([{ campo: 'data', mensagem: 'Use uma data entre 1990 e 2100.' }]);
    expect(erros(FeriadoSalvarCodec, { ...valido, abrangencia: 'MUNDIAL', tipo: 'x' }).map((e) => e.campo)).toEqual(['abrangencia', 'tipo']);
    expect(erros(FeriadoSalvarCodec, { ...valido, id: 3 })).toEqual([{ campo: 'versao', mensagem: MENSAGEM_VERSAO_OBRIGATORIA }]);
  });
});

describe('FiltroFeriadosCodec', () => {
  it('reads the year from the query string', () => {
    expect(FiltroFeriadosCodec.decode({ ano: '2026' })).toEqual({ _tag: 'Right', right: { ano: 2026 } });
    expect(erros(FiltroFeriadosCodec, { ano: '26' })).toEqual([{ campo: 'ano', mensagem: 'Ano inválido: use um ano entre 1990 e 2100.' }]);
  });
});
