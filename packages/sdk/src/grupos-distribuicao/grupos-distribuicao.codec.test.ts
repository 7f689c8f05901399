import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../contract/codec-helpers.ts';
import { GrupoDistribuicaoSalvarCodec } from './grupos-distribuicao.codec.ts';

const erros = (corpo: unknown): readonly { readonly campo: string; readonly mensagem: string }[] => ((r) => (r._tag === 'Left' ? fieldErrors(r.left) : []))(GrupoDistribuicaoSalvarCodec.decode(corpo));

describe('GrupoDistribuicaoSalvarCodec', () => {
  it('takes a group and names each refused field, row by row', () => {
    const valido = { nome: 'Exame de estatutos', ativo: true, tiposAto: ['Registro de estatuto'], membros: [{ usuarioId: 4, ausencias: [{ de: '2026-12-01', ate: '2026-12-15', motivo: 'Férias' }] }] };
    expect(erros(valido)).toEqual([]);
    expect(erros({ ...valido, nome: ' ', membros: [{ usuarioId: 0, ausencias: [{ de: '2026-02-30', ate: '2026-03-01' }] }] }).map((e) => e.campo)).toEqual(['nome', 'membros.0.usuarioId', 'membros.0.ausencias.0.de']);
  });
});
