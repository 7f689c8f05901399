import { describe, expect, it } from 'vitest';
import { FORMATOS_SELO, errosDaImportacao, mensagemSemSelo, problemaDoSelo, resumoDoLote, selosDoAto } from './selos.ts';

describe('seals', () => {
  it('checks each court\'s format with its examples (domain-rcpj §3.2)', () => {
    // MG: 3 letters + 5 digits and a 16-digit security code (the TJMG manual's ABC12345).
    expect(problemaDoSelo('MG', { codigo: 'ABC12345', validador: '1234567890123456', tipo: 'NORMAL' })).toBeUndefined();
    expect(problemaDoSelo('MG', { codigo: 'AB123456', validador: '1234567890123456', tipo: 'NORMAL' })).toMatch(/não está no formato do MG/);
    expect(problemaDoSelo('MG', { codigo: 'ABC12345', validador: '123456789012345', tipo: 'NORMAL' })).toBe('o selo ABC12345 tem código de segurança fora do formato (3 letras e 5 dígitos (ex.: ABC12345) e código de segurança de 16 dígitos)');
    // GO: codigo_do_selo and codigo_do_ato of 23 characters.
    const go = FORMATOS_SELO.GO.exemplo;
    expect(problemaDoSelo('GO', { ...go, tipo: 'ISENTO' })).toBeUndefined();
    expect(problemaDoSelo('GO', { codigo: go.codigo.slice(1), validador: go.validador, tipo: 'NORMAL' })).toMatch(/não está no formato do GO/);
    expect(problemaDoSelo('GO', { codigo: 'ABC12345', validador: '1234567890123456', tipo: 'NORMAL' })).toMatch(/não está no formato do GO/);
  });

  it('reviews a batch: counts and ranges per type, repeats, codes already in stock', () => {
    const s = (n: number, tipo: 'NORMAL' | 'ISENTO' = 'NORMAL') => ({ codigo: `ABC${String(n).padStart(5, '0')}`, validador: '1234567890123456', tipo });
    const bom = resumoDoLote('MG', [s(3), s(1), s(2), s(10, 'ISENTO')], new Set());
    expect(bom).toEqual({ total: 4, porTipo: [{ tipo: 'NORMAL', quantidade: 3, primeiro: 'ABC00001', ultimo: 'ABC00003' }, { tipo: 'ISENTO', quantidade: 1, primeiro: 'ABC00010', ultimo: 'ABC00010' }], problemas: [] });
    expect(resumoDoLote('MG', [s(1), s(1), s(2)], new Set(['ABC00002'])).problemas).toEqual(['o selo ABC00001 aparece mais de uma vez no lote', 'o selo ABC00002 já está no estoque do cartório']);
    expect(resumoDoLote('MG', [], new Set()).problemas).toEqual(['o arquivo não traz nenhum selo']);
    const muitos = resumoDoLote('MG', Array.from({ length: 30 }, () => s(1)), new Set());
    expect([muitos.problemas.length, muitos.problemas.at(-1)]).toEqual([21, 'e mais 9 problemas']);
  });

  it('counts the seals an act takes by type: each item\'s, the free ones of their own type', () => {
    const item = (selos: number, isento: boolean) => ({ precificado: { selos, isento } });
    expect(selosDoAto([item(1, false), item(0, false), item(2, true), item(1, false)])).toEqual([{ tipo: 'NORMAL', quantidade: 2 }, { tipo: 'ISENTO', quantidade: 2 }]);
    expect(selosDoAto([item(0, false)])).toEqual([]);
    expect(mensagemSemSelo('ISENTO', 3)).toBe('Não há selos suficientes em estoque (ato isento ou gratuito): faltam 3 selos. Importe um lote do tribunal em Importar selo eletrônico e confirme-o antes de praticar o ato.');
  });

  it('says what an import lacks on its fields', () => {
    expect(errosDaImportacao({ origem: 'TRIBUNAL', tipo: 'NORMAL', quantidade: 0 }).map((e) => e.campo)).toEqual(['quantidade']);
    expect(errosDaImportacao({ origem: 'TRIBUNAL', quantidade: 10 }).map((e) => e.campo)).toEqual(['tipo']);
    expect(errosDaImportacao({ origem: 'ARQUIVO', arquivo: 'lote.xml', conteudo: '<LoteSelos/>' })).toEqual([]);
    expect(errosDaImportacao({ origem: 'ARQUIVO' }).map((e) => e.campo)).toEqual(['arquivo', 'conteudo']);
  });
});
