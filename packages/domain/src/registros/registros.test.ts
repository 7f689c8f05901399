import { describe, expect, it } from 'vitest';
import { endossoDoRegistro, errosDoRegistro, precisaDeNovoLivro, rotuloLivro, termoDeAbertura, termoDeEncerramento, tipoAverbacaoDoAto } from './registros.ts';

describe('registration in the books (issue 27)', () => {
  it('opens a new volume when the open one is full, and says so in its terms', () => {
    expect([precisaDeNovoLivro(undefined), precisaDeNovoLivro({ folhas: 300, folhasUsadas: 299 }), precisaDeNovoLivro({ folhas: 300, folhasUsadas: 300 })]).toEqual([true, false, true]);
    expect(rotuloLivro({ letra: 'A', numero: 3 })).toBe('A-3');
    expect(termoDeAbertura({ letra: 'A', numero: 2, folhas: 300 }, 'Cartório X', '2026-11-27')).toBe('Termo de abertura. Contém este livro 300 folhas, numeradas de 1 a 300, e servirá de Livro A-2 do Cartório X, aberto em 27/11/2026.');
    expect(termoDeEncerramento({ letra: 'A', numero: 1, folhasUsadas: 300 }, '2026-11-27')).toBe('Termo de encerramento. Encerra-se o Livro A-1 com 300 folhas utilizadas, em 27/11/2026.');
  });

  it('endorses the title and knows the amendment of each act', () => {
    const base = { protocolo: 1234, data: '2026-11-27', em: '', oficial: { login: 'oficial', nome: 'Rafael' }, empresaId: 1, empresaNome: 'Clube de Xadrez', selos: [] };
    expect(endossoDoRegistro({ ...base, especie: 'REGISTRO', livro: { letra: 'A', numero: 1 }, numero: 57, folha: 12 })).toBe('Registrado sob o nº 57 no Livro A-1, folha 12, em 27/11/2026, protocolo nº 1.234: Clube de Xadrez.');
    expect(endossoDoRegistro({ ...base, especie: 'AVERBACAO', averbacao: 3 })).toBe('Averbado sob o nº Av.3 à margem do registro de Clube de Xadrez, em 27/11/2026, protocolo nº 1.234.');
    const selo = { codigo: '00012026RCPJ00000000001', validador: 'A0012026RCPJ00000000001', tipo: 'NORMAL' as const, tribunal: 'GO' as const };
    expect(endossoDoRegistro({ ...base, especie: 'AVERBACAO', averbacao: 3, selos: [selo] })).toBe('Averbado sob o nº Av.3 à margem do registro de Clube de Xadrez, em 27/11/2026, protocolo nº 1.234. Selo de fiscalização nº 00012026RCPJ00000000001.');
    expect(['AVERBACAO_ELEICAO_DIRETORIA', 'AVERBACAO_ALTERACAO_ESTATUTARIA', 'AVERBACAO_DISSOLUCAO', 'X'].map(tipoAverbacaoDoAto)).toEqual(['ADMINISTRACAO', 'ATO_CONSTITUTIVO', 'DISSOLUCAO', 'OUTRA']);
    expect(errosDoRegistro({ versao: 1 }, { novaEntidade: true }).map((e) => e.campo)).toEqual(['objeto']);
    expect(errosDoRegistro({ versao: 1 }, { novaEntidade: false })).toEqual([]);
  });
});
