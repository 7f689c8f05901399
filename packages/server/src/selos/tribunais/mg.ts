/**
 * MG's batches (domain-rcpj §3.2, §3.3): an XML file the office downloads from the court and imports, one `<Selo>` per
 * seal with its `CodigoSequencialUnico` (3 letters + 5 digits), its `CodigoDeSeguranca` (16 digits) and its type.
 * Read with fast-xml-validator (a truncated or broken file is refused with its line) and fast-xml-parser; written with
 * fast-xml-builder (the reference court's files, and tests).
 */
import type { AtoSelado, SeloDoLote, TipoSelo } from '@rpj/domain';
import Builder from 'fast-xml-builder';
import { XMLParser } from 'fast-xml-parser';
import { SyntaxValidator } from 'fast-xml-validator';
import { LoteIlegivel, type AdaptadorTribunal } from './tribunal.ts';

const TIPOS_MG: Readonly<Record<string, TipoSelo>> = { NORMAL: 'NORMAL', ISENTO: 'ISENTO' };

/** An MG batch file's text into seals. */
export function lerLoteMg(conteudo: string): readonly SeloDoLote[] {
  try {
    SyntaxValidator.validate(conteudo);
  } catch (erro) {
    const e = erro as { message?: string; line?: number };
    throw new LoteIlegivel(`O arquivo não é um XML válido${e.line === undefined ? '' : ` (linha ${String(e.line)})`}: está truncado ou corrompido. Baixe o lote de novo no portal do TJMG.`);
  }
  const xml = new XMLParser({ isArray: (nome) => nome === 'Selo', parseTagValue: false, ignoreAttributes: false, attributeNamePrefix: '' }).parse(conteudo) as { LoteSelos?: { Selo?: unknown[] } };
  if (xml.LoteSelos === undefined) throw new LoteIlegivel('O arquivo não é um lote de selos do TJMG: falta o elemento LoteSelos.');
  return (xml.LoteSelos.Selo ?? []).map((d, i) => {
    const s = (d ?? {}) as { CodigoSequencialUnico?: unknown; CodigoDeSeguranca?: unknown; Tipo?: unknown };
    const tipo = typeof s.Tipo === 'string' ? TIPOS_MG[s.Tipo] : undefined;
    if (typeof s.CodigoSequencialUnico !== 'string' || typeof s.CodigoDeSeguranca !== 'string' || tipo === undefined) {
      throw new LoteIlegivel(`O selo nº ${String(i + 1)} do lote não traz CodigoSequencialUnico, CodigoDeSeguranca e Tipo (NORMAL ou ISENTO): o arquivo não pode ser importado.`);
    }
    return { codigo: s.CodigoSequencialUnico, validador: s.CodigoDeSeguranca, tipo };
  });
}

/** An MG batch file of these seals, as the court gives it. */
export function arquivoLoteMg(serventia: string, selos: readonly SeloDoLote[]): string {
  return new Builder({ format: true, ignoreAttributes: false, attributeNamePrefix: '@_' }).build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    LoteSelos: { '@_CodigoServentia': serventia, Selo: selos.map((s) => ({ CodigoSequencialUnico: s.codigo, CodigoDeSeguranca: s.validador, Tipo: s.tipo })) },
  });
}


/** The used seals as MG's report file (domain-rcpj §3.3: `<Selos>`, per seal its codes, date and act with its fees). */
export function arquivoUtilizadosMg(serventia: string, atos: readonly AtoSelado[]): string {
  const reais = (c: number): string => (c / 100).toFixed(2);
  return new Builder({ format: true, ignoreAttributes: false, attributeNamePrefix: '@_' }).build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    Selos: {
      CodigoServentia: serventia,
      Selo: atos.map((a) => ({
        CodigoSequencialUnico: a.selo.codigo,
        CodigoDeSeguranca: a.selo.validador,
        SeloConsulta: `${a.selo.codigo}${a.selo.validador.slice(-4)}`,
        DataUtilizacao: a.praticadoEm.slice(0, 10),
        Ato: {
          CodigoFiscalDoAto: a.ato.slice(0, 60),
          DataPraticaAto: a.praticadoEm.slice(0, 10),
          ComposicaoAto: { TipoTributacao: a.selo.tipo === 'ISENTO' ? 'ISENTO' : 'TRIBUTADO', ValorEmolumento: reais(a.emolumentoCentavos), ValorTFJ: reais(a.taxaJudiciariaCentavos), ValorFinalUsuario: reais(a.emolumentoCentavos + a.taxaJudiciariaCentavos + a.fundosCentavos + a.issCentavos), Protocolo: a.protocolo, Responsavel: a.serventuario },
        },
      })),
    },
  });
}

export const tribunalMg: AdaptadorTribunal = { tribunal: 'MG', lerArquivo: lerLoteMg, arquivoDeUtilizados: arquivoUtilizadosMg };
