// The courts' batch files as the adapters read them: MG's XML (written as the court gives it, read back; truncated or
// missing a field, refused in words) and GO's JSON.
import { describe, expect, it } from 'vitest';
import { lerLoteGo } from './go.ts';
import { XMLParser } from 'fast-xml-parser';
import { arquivoLoteMg, arquivoUtilizadosMg, lerLoteMg } from './mg.ts';
import { LoteIlegivel } from './tribunal.ts';

const SELOS = [
  { codigo: 'ABC12345', validador: '1234567890123456', tipo: 'NORMAL' as const },
  { codigo: 'ABC12346', validador: '6543210987654321', tipo: 'ISENTO' as const },
];

describe('MG batch files', () => {
  it('reads what the court writes', () => {
    const xml = arquivoLoteMg('123456', SELOS);
    expect(xml).toContain('<LoteSelos CodigoServentia="123456">');
    expect(lerLoteMg(xml)).toEqual(SELOS);
    expect(lerLoteMg(arquivoLoteMg('123456', SELOS.slice(0, 1)))).toEqual(SELOS.slice(0, 1));
  });

  it('refuses a truncated file, another document and a seal without its fields', () => {
    const xml = arquivoLoteMg('123456', SELOS);
    expect(() => lerLoteMg(xml.slice(0, xml.length - 30))).toThrow(LoteIlegivel);
    expect(() => lerLoteMg(xml.slice(0, xml.length - 30))).toThrow(/^O arquivo não é um XML válido \(linha \d+\): está truncado ou corrompido/);
    expect(() => lerLoteMg('<Outro><Selo/></Outro>')).toThrow('O arquivo não é um lote de selos do TJMG: falta o elemento LoteSelos.');
    expect(() => lerLoteMg('<LoteSelos><Selo><CodigoSequencialUnico>ABC12345</CodigoSequencialUnico></Selo></LoteSelos>')).toThrow(/^O selo nº 1 do lote não traz/);
  });
});

describe('MG report of used seals', () => {
  it('writes each seal with its codes, date and act with its fees, as XML the court reads', () => {
    const xml = arquivoUtilizadosMg('123456', [{ selo: { ...SELOS[0], tribunal: 'MG' } as never, protocolo: 12, ato: '101 — Registro', praticadoEm: '2026-11-27T10:00:00-03:00', serventuario: 'Rafael', emolumentoCentavos: 3711, taxaJudiciariaCentavos: 2062, fundosCentavos: 0, issCentavos: 0 }]);
    const lido = new XMLParser({ isArray: (n) => n === 'Selo', parseTagValue: false }).parse(xml) as { Selos: { CodigoServentia: string; Selo: { CodigoSequencialUnico: string; DataUtilizacao: string; Ato: { ComposicaoAto: { ValorFinalUsuario: string; Protocolo: string } } }[] } };
    expect(lido.Selos.CodigoServentia).toBe('123456');
    expect(lido.Selos.Selo.map((s) => [s.CodigoSequencialUnico, s.DataUtilizacao, s.Ato.ComposicaoAto.ValorFinalUsuario, s.Ato.ComposicaoAto.Protocolo])).toEqual([['ABC12345', '2026-11-27', '57.73', '12']]);
  });
});

describe('GO batch files', () => {
  it('reads the distribution\'s JSON and refuses anything else', () => {
    expect(lerLoteGo(JSON.stringify([{ codigo_do_selo: 'A'.repeat(23), codigo_do_ato: 'B'.repeat(23), tipo_de_ato: 2 }]))).toEqual([{ codigo: 'A'.repeat(23), validador: 'B'.repeat(23), tipo: 'ISENTO' }]);
    expect(() => lerLoteGo('{"x":')).toThrow(LoteIlegivel);
    expect(() => lerLoteGo('{}')).toThrow('O arquivo não é um lote do TJGO: esperava uma lista de selos da distribuição de atos.');
    expect(() => lerLoteGo(JSON.stringify([{ codigo_do_selo: 'A', codigo_do_ato: 'B', tipo_de_ato: 9 }]))).toThrow(/tipo_de_ato conhecido/);
  });
});
