import { describe, expect, it } from 'vitest';
import type { Empresa } from '../empresas/empresas.ts';
import { comparacaoReceita, diferencasReceita, empresaDaReceita, pedidoConsulta, type EmpresaReceita } from './consulta-empresa.ts';

const local: Empresa = {
  id: 7,
  versao: 3,
  denominacao: 'Associação dos Moradores do Jardim América',
  cnpj: '11444777000161',
  naturezaJuridica: '3999',
  situacao: 'ATIVA',
  migrada: true,
  dataConstituicao: '2019-05-10',
  objeto: 'Defender os interesses dos moradores.',
  endereco: { cep: '74000000', logradouro: 'Rua 10', numero: '100', bairro: 'Jardim América', municipio: 'Goiânia', uf: 'GO' },
  socios: [
    { id: 1, pessoa: { id: 1, tipo: 'FISICA', documento: '52998224725', nome: 'Ana Souza' }, qualificacao: '16', entrada: '2024-03-01', representanteLegal: true },
    { id: 2, pessoa: { id: 2, tipo: 'FISICA', documento: '11144477735', nome: 'Bruno Lima' }, qualificacao: '33', entrada: '2020-01-01', saida: '2024-03-01', representanteLegal: false },
  ],
};

const receita: EmpresaReceita = {
  cnpj: '11444777000161',
  razaoSocial: 'ASSOCIACAO DOS MORADORES DO JARDIM AMERICA',
  situacaoCadastral: 'ATIVA',
  dataSituacao: '2019-05-10',
  naturezaJuridica: '3999',
  dataAbertura: '2019-05-10',
  endereco: { cep: '74000000', logradouro: 'RUA 10', numero: '100', bairro: 'JARDIM AMERICA', municipio: 'GOIANIA', uf: 'GO' },
  qsa: [{ nome: 'ANA SOUZA', documento: '***.982.247-**', qualificacao: '16' }],
};

describe('diferencasReceita', () => {
  it('finds none when only accents and case differ, and past members are left out', () => {
    expect(diferencasReceita(local, receita, '2026-11-26')).toEqual([]);
  });

  it('marks each field that differs, with both sides', () => {
    const outra: EmpresaReceita = {
      ...receita,
      razaoSocial: 'ASSOCIACAO DE MORADORES JARDIM AMERICA',
      situacaoCadastral: 'BAIXADA',
      endereco: { ...receita.endereco, numero: '120' },
      qsa: [{ nome: 'ANA SOUZA', documento: '***.982.247-**', qualificacao: '10' }],
    };
    expect(diferencasReceita(local, outra, '2026-11-26')).toEqual([
      { campo: 'denominacao', rotulo: 'Denominação', local: 'Associação dos Moradores do Jardim América', receita: 'ASSOCIACAO DE MORADORES JARDIM AMERICA' },
      { campo: 'situacao', rotulo: 'Situação', local: 'Ativa', receita: 'Baixada' },
      { campo: 'endereco.numero', rotulo: 'Número', local: '100', receita: '120' },
      // The same member with another qualification: one line, both sides.
      { campo: 'qsa', rotulo: 'Quadro de sócios', local: 'Ana Souza (16)', receita: 'ANA SOUZA (10)' },
    ]);
  });

  it('an entity in liquidation is still active for the Receita; a cancelled one is closed', () => {
    expect(diferencasReceita({ ...local, situacao: 'EM_LIQUIDACAO' }, receita, '2026-11-26')).toEqual([]);
    expect(diferencasReceita({ ...local, situacao: 'CANCELADA' }, { ...receita, situacaoCadastral: 'BAIXADA' }, '2026-11-26')).toEqual([]);
  });

  it('a record without a CNPJ differs on it', () => {
    const { cnpj: _cnpj, ...semCnpj } = local;
    expect(diferencasReceita(semCnpj, receita, '2026-11-26')).toEqual([{ campo: 'cnpj', rotulo: 'CNPJ', receita: '11.444.777/0001-61' }]);
  });
});

describe('empresaDaReceita', () => {
  it('starts a record from the answer, without the purpose, and with the nature only when the office registers it', () => {
    expect(empresaDaReceita({ ...receita, nomeFantasia: 'AMJA', capitalCentavos: 100_000 })).toEqual({
      denominacao: 'ASSOCIACAO DOS MORADORES DO JARDIM AMERICA',
      nomeFantasia: 'AMJA',
      cnpj: '11444777000161',
      naturezaJuridica: '3999',
      situacao: 'ATIVA',
      migrada: false,
      dataConstituicao: '2019-05-10',
      objeto: '',
      endereco: receita.endereco,
    });
    expect(empresaDaReceita({ ...receita, naturezaJuridica: '2062' }).naturezaJuridica).toBe('');
    expect(empresaDaReceita({ ...receita, naturezaJuridica: '2240', capitalCentavos: 500_000 }).capitalCentavos).toBe(500_000);
  });
});

describe('comparacaoReceita', () => {
  it('sets each field beside the other, marking the ones that differ; without a record here, none differs', () => {
    const linhas = comparacaoReceita(local, { ...receita, endereco: { ...receita.endereco, numero: '120' } }, '2026-11-26');
    expect(linhas.find((l) => l.campo === 'endereco.numero')).toEqual({ campo: 'endereco.numero', rotulo: 'Número', local: '100', receita: '120', diferente: true });
    expect(linhas.find((l) => l.campo === 'denominacao')?.diferente).toBe(false);
    expect(linhas.filter((l) => l.campo === 'qsa')).toEqual([{ campo: 'qsa', rotulo: 'Quadro de sócios', local: 'Ana Souza (16)', receita: 'ANA SOUZA (16)', diferente: false }]);
    expect(comparacaoReceita(undefined, receita, '2026-11-26').every((l) => !l.diferente && l.local === undefined)).toBe(true);
  });
});

describe('pedidoConsulta', () => {
  it('reads a CPF, a CNPJ of both forms, a registration number or a name', () => {
    expect(pedidoConsulta('529.982.247-25')).toEqual({ tipo: 'cpf', documento: '52998224725' });
    expect(pedidoConsulta(' 11.444.777/0001-61 ')).toEqual({ tipo: 'cnpj', cnpj: '11444777000161' });
    expect(pedidoConsulta('12.abc.345/01de-35')).toEqual({ tipo: 'cnpj', cnpj: '12ABC34501DE35' });
    expect(pedidoConsulta('4312')).toEqual({ tipo: 'registro', numero: 4312 });
    expect(pedidoConsulta('moradores jardim')).toEqual({ tipo: 'nome', nome: 'moradores jardim' });
  });

  it('says what is wrong with a document or a short text instead of searching it', () => {
    expect(pedidoConsulta('529.982.247-24')).toEqual({ tipo: 'invalido', mensagem: 'CPF inválido: confira os dígitos.' });
    expect(pedidoConsulta('11444777000162')).toEqual({ tipo: 'invalido', mensagem: 'CNPJ inválido: confira os dígitos.' });
    expect(pedidoConsulta('529.982')).toEqual({ tipo: 'invalido', mensagem: 'Informe um CPF, um CNPJ ou um número de registro completos.' });
    expect(pedidoConsulta('ab')).toMatchObject({ tipo: 'invalido' });
  });
});
