import { describe, expect, it } from 'vitest';
import { alteracoesEntre, proximoNumeroAverbacao, rotuloAverbacao, situacaoAposAverbacao } from './averbacoes.ts';
import type { Empresa } from './empresas.ts';

const BASE: Empresa = {
  id: 1,
  versao: 0,
  denominacao: 'Associação Cultural Ipê Amarelo',
  naturezaJuridica: '3999',
  situacao: 'ATIVA',
  migrada: true,
  numeroRegistro: 9876,
  livro: 'A-4',
  objeto: 'Música.',
  endereco: { municipio: 'Goiânia', uf: 'GO' },
};

describe('amendments', () => {
  it('are numbered one after the largest of the registration, Av.1 first, whatever the order or gaps', () => {
    expect([proximoNumeroAverbacao([]), proximoNumeroAverbacao([1, 2]), proximoNumeroAverbacao([3, 1]), proximoNumeroAverbacao([7])]).toEqual([1, 3, 4, 8]);
    expect(rotuloAverbacao(12)).toBe('Av.12');
  });

  it('move the entity along dissolution, liquidation and cancellation', () => {
    expect([situacaoAposAverbacao('DISSOLUCAO'), situacaoAposAverbacao('LIQUIDACAO'), situacaoAposAverbacao('CANCELAMENTO'), situacaoAposAverbacao('SEDE')]).toEqual([
      'EM_LIQUIDACAO',
      'DISSOLVIDA',
      'CANCELADA',
      undefined,
    ]);
  });
});

describe('the history of a record', () => {
  it('says each changed field with its label, before and after, as a person reads them', () => {
    const depois: Empresa = { ...BASE, situacao: 'EM_LIQUIDACAO', cnpj: '12ABC34501DE35', telefone: '62999887766', endereco: { municipio: 'Trindade', uf: 'GO' }, dataRegistro: '2011-03-15' };
    expect(alteracoesEntre(BASE, depois)).toEqual([
      { campo: 'cnpj', rotulo: 'CNPJ', depois: '12.ABC.345/01DE-35' },
      { campo: 'situacao', rotulo: 'Situação', antes: 'Ativa', depois: 'Em liquidação' },
      { campo: 'dataRegistro', rotulo: 'Data do registro', depois: '15/03/2011' },
      { campo: 'endereco', rotulo: 'Sede', antes: 'Goiânia/GO', depois: 'Trindade/GO' },
      { campo: 'telefone', rotulo: 'Telefone', depois: '(62) 99988-7766' },
    ]);
    expect(alteracoesEntre(BASE, BASE)).toEqual([]);
    // A creation lists what was filled.
    expect(alteracoesEntre(undefined, BASE).map((a) => a.campo)).toEqual(['denominacao', 'naturezaJuridica', 'situacao', 'numeroRegistro', 'livro', 'objeto', 'endereco']);
  });
});

describe('the board in the history', () => {
  const base = { id: 1, versao: 0, denominacao: 'Associação X', naturezaJuridica: '3999', situacao: 'ATIVA', migrada: false, objeto: 'Fins', endereco: {} } as const;
  const ana = { id: 1, pessoa: { id: 1, tipo: 'FISICA', documento: '52998224725', nome: 'Ana Souza' }, qualificacao: '16', entrada: '2024-03-01', representanteLegal: true } as const;

  it('tells a member who left, in one line before and after', () => {
    expect(alteracoesEntre({ ...base, socios: [ana] }, { ...base, socios: [{ ...ana, saida: '2025-02-28' }] })).toEqual([
      { campo: 'socios', rotulo: 'Quadro de sócios', antes: 'Ana Souza (16, representante)', depois: 'Ana Souza (16, representante, saiu em 28/02/2025)' },
    ]);
  });

  it('says nothing of the board against a record written before boards existed', () => {
    expect(alteracoesEntre(base, { ...base, socios: [ana] })).toEqual([]);
  });
});
