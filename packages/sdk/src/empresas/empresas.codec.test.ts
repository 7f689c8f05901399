import { describe, expect, it } from 'vitest';
import { fieldErrors, MENSAGEM_PREENCHA, MENSAGEM_VERSAO_OBRIGATORIA } from '../contract/codec-helpers.ts';
import { EmpresaSalvarCodec, FiltroEmpresasCodec } from './empresas.codec.ts';

const erros = (corpo: unknown): unknown => ((r) => (r._tag === 'Left' ? fieldErrors(r.left) : []))(EmpresaSalvarCodec.decode(corpo));

const VALIDA = {
  denominacao: ' Associação dos Moradores do Jardim América ',
  naturezaJuridica: '3999',
  situacao: 'ATIVA',
  migrada: true,
  objeto: 'Defender os interesses dos moradores do bairro.',
  endereco: { cep: '74120-020', municipio: 'Goiânia', uf: 'GO' },
};

describe('EmpresaSalvarCodec', () => {
  it('takes a record, trimming its texts and unmasking CNPJ, CEP and phone', () => {
    const r = EmpresaSalvarCodec.decode({ ...VALIDA, cnpj: '12.abc.345/01de-35', telefone: '(62) 3333-4444', capitalCentavos: 1_000_000_00, dataConstituicao: '2019-03-04' });
    expect(r._tag).toBe('Right');
    expect(r._tag === 'Right' && r.right).toMatchObject({ denominacao: 'Associação dos Moradores do Jardim América', cnpj: '12ABC34501DE35', telefone: '6233334444', endereco: { cep: '74120020' } });
    expect(EmpresaSalvarCodec.decode({ ...VALIDA, cnpj: '11.444.777/0001-61' })._tag).toBe('Right');
  });

  it('names the field of what it refuses, in pt-BR', () => {
    expect(erros({ ...VALIDA, denominacao: '  ' })).toEqual([{ campo: 'denominacao', mensagem: MENSAGEM_PREENCHA }]);
    expect(erros({ ...VALIDA, id: 3 })).toEqual([{ campo: 'versao', mensagem: MENSAGEM_VERSAO_OBRIGATORIA }]);
    expect(erros({ ...VALIDA, cnpj: '11.444.777/0001-62' })).toEqual([{ campo: 'cnpj', mensagem: 'CNPJ inválido: confira os caracteres e os dígitos verificadores.' }]);
    expect(erros({ ...VALIDA, naturezaJuridica: '2143' })).toEqual([{ campo: 'naturezaJuridica', mensagem: expect.stringContaining('Valor inválido') as unknown }]);
    expect(erros({ ...VALIDA, dataConstituicao: '2019-02-30' })).toEqual([{ campo: 'dataConstituicao', mensagem: 'Data inválida: use dd/mm/aaaa.' }]);
    expect(erros({ ...VALIDA, capitalCentavos: 10.5 })).toEqual([{ campo: 'capitalCentavos', mensagem: 'Informe um valor em centavos: um número inteiro, zero ou mais.' }]);
    expect(erros({ ...VALIDA, telefone: '3333-4444' })).toEqual([{ campo: 'telefone', mensagem: 'Telefone inválido: use o DDD e o número, como (62) 3333-4444.' }]);
    expect(erros({ ...VALIDA, endereco: { cep: '7412', uf: 'XX' } })).toEqual([
      { campo: 'endereco.cep', mensagem: 'CEP inválido: use 8 dígitos, como 12345-678.' },
      { campo: 'endereco.uf', mensagem: expect.stringContaining('Valor inválido') as unknown },
    ]);
  });
});

describe('FiltroEmpresasCodec', () => {
  it('reads numbers and dates from a query string', () => {
    const r = FiltroEmpresasCodec.decode({ numeroRegistro: '120', registroDe: '2020-01-01', situacao: 'ATIVA' });
    expect(r._tag === 'Right' && r.right).toEqual({ numeroRegistro: 120, registroDe: '2020-01-01', situacao: 'ATIVA' });
    expect(FiltroEmpresasCodec.decode({ registroAte: '01/01/2020' })._tag).toBe('Left');
  });
});
