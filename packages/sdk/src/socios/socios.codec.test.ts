import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../contract/codec-helpers.ts';
import { EmpresaSalvarCodec } from '../empresas/empresas.codec.ts';
import { BuscaPessoasCodec, SocioSalvarCodec } from './socios.codec.ts';

const erros = (codec: { decode: (u: unknown) => { _tag: string } }, corpo: unknown): unknown => {
  const r = codec.decode(corpo) as { _tag: 'Left'; left: Parameters<typeof fieldErrors>[0] } | { _tag: 'Right' };
  return r._tag === 'Left' ? fieldErrors(r.left) : [];
};

const membro = { pessoa: { documento: '529.982.247-25', nome: ' Ana Souza ' }, qualificacao: '16', entrada: '2024-03-01', representanteLegal: true };

describe('SocioSalvarCodec', () => {
  it('reads a CPF or CNPJ to its characters and trims the name', () => {
    expect(SocioSalvarCodec.decode(membro)).toEqual({ _tag: 'Right', right: { ...membro, pessoa: { documento: '52998224725', nome: 'Ana Souza' } } });
    const pj = SocioSalvarCodec.decode({ ...membro, pessoa: { documento: '12.abc.345/01de-35', nome: 'Holding' } });
    expect(pj._tag === 'Right' && pj.right.pessoa.documento).toBe('12ABC34501DE35');
  });

  it('names each refused field in pt-BR', () => {
    expect(erros(SocioSalvarCodec, { ...membro, pessoa: { documento: '529.982.247-24', nome: '' }, qualificacao: '160', entrada: '2024-02-30', participacao: 10_001 })).toEqual([
      { campo: 'pessoa.documento', mensagem: 'CPF ou CNPJ inválido: confira os dígitos.' },
      { campo: 'pessoa.nome', mensagem: 'Preencha este campo.' },
      { campo: 'qualificacao', mensagem: 'Qualificação inválida: escolha uma da tabela da Receita.' },
      { campo: 'entrada', mensagem: 'Data inválida: use dd/mm/aaaa.' },
      { campo: 'participacao', mensagem: 'Participação inválida: de 0 a 100 %, com até duas casas decimais.' },
    ]);
  });

  it('inside an entity\'s save, the path names the row', () => {
    const empresa = { denominacao: 'Associação X', naturezaJuridica: '3999', situacao: 'ATIVA', migrada: false, objeto: 'Fins', endereco: {} };
    expect(erros(EmpresaSalvarCodec, { ...empresa, socios: [membro, { ...membro, saida: 'ontem' }] })).toEqual([{ campo: 'socios.1.saida', mensagem: 'Data inválida: use dd/mm/aaaa.' }]);
  });
});

describe('BuscaPessoasCodec', () => {
  it('takes a document or at least three letters of a name', () => {
    expect(BuscaPessoasCodec.decode({ documento: '529.982.247-25' })).toEqual({ _tag: 'Right', right: { documento: '52998224725' } });
    expect(erros(BuscaPessoasCodec, { nome: 'an' })).toEqual([{ campo: 'nome', mensagem: 'Informe ao menos 3 letras do nome.' }]);
    expect(erros(BuscaPessoasCodec, {})).toEqual([{ campo: '', mensagem: 'Informe o CPF ou CNPJ, ou parte do nome.' }]);
  });
});
