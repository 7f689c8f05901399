import { describe, expect, it } from 'vitest';
import { linhaEndereco, isUf, UFS } from '../documents/endereco.ts';
import { formatTelefone, normalizeTelefone } from '../documents/telefone.ts';
import { chaveNome, mensagemNomesSemelhantes, NATUREZAS_JURIDICAS, naturezaJuridica, nomesSemelhantes, rotuloNatureza, similaridade } from './empresas.ts';

describe('the similar-name rule (domain-rcpj §1.5)', () => {
  it('finds a name the same but for accents, case, joining words and the kind of body', () => {
    expect(chaveNome('Associação dos Moradores do Jardim América')).toBe('moradores jardim america');
    expect(nomesSemelhantes('Associação dos Moradores do Jardim América', 'ASSOCIACAO DE MORADORES JARDIM AMERICA')).toBe(true);
    expect(nomesSemelhantes('Fundação Pedro Ludovico', 'Associação Pedro Ludovico')).toBe(true);
  });

  it('finds names that differ in a letter or a word added', () => {
    expect(nomesSemelhantes('Associação Beneficente São Vicente de Paulo', 'Associação Beneficente Sao Vicente de Paula')).toBe(true);
    expect(nomesSemelhantes('Instituto Cultural Cora Coralina', 'Instituto Cultural Cora Coralina de Goiás')).toBe(true);
    expect(nomesSemelhantes('Sociedade Simples Contábil Almeida', 'Almeida Contabilidade Sociedade Simples Ltda')).toBe(true);
  });

  it('lets names with a different distinctive word through', () => {
    expect(nomesSemelhantes('Associação dos Amigos do Bairro Feliz', 'Associação dos Amigos do Bairro Alegre')).toBe(false);
    expect(nomesSemelhantes('Associação Beneficente São Vicente de Paulo', 'Associação Desportiva Vila Nova')).toBe(false);
  });

  it('measures as pg_trgm does, and compares a name of generic words only as a whole', () => {
    expect(similaridade('word', 'word')).toBe(1);
    // pg_trgm: similarity('word', 'two words') = 4 / 11.
    expect(similaridade('word', 'two words')).toBeCloseTo(4 / 11, 5);
    expect(similaridade('', '')).toBe(0);
    expect(chaveNome('Associação Civil')).toBe('associacao civil');
  });

  it('says which names were found, with their registration, and what to do', () => {
    expect(
      mensagemNomesSemelhantes([
        { id: 1, denominacao: 'Associação Pedro Ludovico', numeroRegistro: 120, livro: 'A-3', situacao: 'ATIVA' },
        { id: 2, denominacao: 'Fundação Pedro Ludovico', situacao: 'ATIVA' },
      ]),
    ).toBe('Há nomes iguais ou semelhantes já cadastrados: Associação Pedro Ludovico (registro nº 120, Livro A-3); Fundação Pedro Ludovico (sem registro). Confirme o nome para salvar mesmo assim, ou altere-o.');
  });
});

describe('legal natures (domain-rcpj §5)', () => {
  it('keeps what RCPJ registers, with the extinct EIRELI for migrated records only', () => {
    expect(naturezaJuridica('3999')).toMatchObject({ nome: 'Associação Privada', registravel: true, sociedade: false });
    expect(naturezaJuridica('2313')).toMatchObject({ registravel: false, sociedade: true });
    // Cooperatives go to the Junta Comercial; lawyers' societies to the OAB.
    expect(['2143', '2330', '2321'].map(naturezaJuridica)).toEqual([undefined, undefined, undefined]);
    expect(new Set(NATUREZAS_JURIDICAS.map((n) => n.codigo)).size).toBe(NATUREZAS_JURIDICAS.length);
    const fundacao = naturezaJuridica('3069');
    expect(fundacao === undefined ? undefined : rotuloNatureza(fundacao)).toBe('306-9 — Fundação Privada');
  });
});

describe('addresses', () => {
  it('knows the 27 federative units and writes an address on one line', () => {
    expect(UFS).toHaveLength(27);
    expect([isUf('GO'), isUf('XX')]).toEqual([true, false]);
    expect(linhaEndereco({ logradouro: 'Rua 10', numero: '250', complemento: 'sala 3', bairro: 'Setor Oeste', municipio: 'Goiânia', uf: 'GO', cep: '74120020' })).toBe(
      'Rua 10, 250, sala 3 — Setor Oeste, Goiânia/GO, CEP 74120-020',
    );
    expect(linhaEndereco({})).toBe('');
  });
});

describe('phones', () => {
  it('takes a landline or a mobile with its area code, masked or not', () => {
    expect(normalizeTelefone('(62) 3333-4444')).toBe('6233334444');
    expect(normalizeTelefone('62999998888')).toBe('62999998888');
    expect([normalizeTelefone('3333-4444'), normalizeTelefone('(02) 3333-4444'), normalizeTelefone('62 3333-444a')]).toEqual([undefined, undefined, undefined]);
    expect([formatTelefone('6233334444'), formatTelefone('62999998888')]).toEqual(['(62) 3333-4444', '(62) 99999-8888']);
  });
});
