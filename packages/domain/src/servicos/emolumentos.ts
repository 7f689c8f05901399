/**
 * Fees of an act (emolumentos, ../shared/docs/domain-rcpj.md §2): a tax set by state law, charged by a table in
 * force on the act's date — a fixed value, or bands over a declared base value — plus the state's add-ons, each
 * shown and reported apart: funds and taxes as a percentage of the fee, flat taxes (GO's Taxa Judiciária, per band),
 * the seal's cost, and the municipal ISS. Money is integer cents; rates are basis points (1,000 = 10 %); each
 * component is rounded by the state's rule, per act, then multiplied by the quantity.
 */

/** A band of a table over the declared base value. */
export interface FaixaEmolumento {
  /** The base value up to which the band applies, inclusive, in cents; absent in the last band. */
  readonly ateCentavos?: number;
  readonly emolumentoCentavos: number;
  /** A flat tax per band (GO: the Taxa Judiciária). */
  readonly taxaFixaCentavos?: number;
}

/** What a table charges: one value, or bands over the declared base value. */
export type ValoresTabela =
  | { readonly tipo: 'FIXO'; readonly emolumentoCentavos: number; readonly taxaFixaCentavos?: number }
  | { readonly tipo: 'FAIXAS'; readonly faixas: readonly FaixaEmolumento[] };

/** A table and the days it is in force (yyyy-mm-dd, inclusive; no end: until replaced). */
export interface VigenciaTabela {
  readonly de: string;
  readonly ate?: string;
  readonly valores: ValoresTabela;
}

/** How a state rounds a component of cents: half up, or dropping the fraction (RJ drops the third decimal). */
export const ARREDONDAMENTOS = ['MEIO_PARA_CIMA', 'TRUNCAR'] as const;
export type Arredondamento = (typeof ARREDONDAMENTOS)[number];

/** An add-on of the state's rule. A percentage may round its own way (`arredondamento`), else by the rule's. */
export type ComponenteRegra =
  | { readonly codigo: string; readonly nome: string; readonly tipo: 'PERCENTUAL'; readonly pontosBase: number; readonly arredondamento?: Arredondamento }
  | { readonly codigo: string; readonly nome: string; readonly tipo: 'FIXO'; readonly centavos: number; /** Charged only of an act that takes a seal (its cost). */ readonly doSelo?: boolean };

/** What a state adds to the fee, and how it rounds (dated parameters: the law changes them). */
export interface RegraCobranca {
  /** The law and year the figures come from. */
  readonly fundamento: string;
  /** Funds and taxes over the fee, and flat ones (the seal's cost among them). */
  readonly componentes: readonly ComponenteRegra[];
  /** The municipal ISS over the fee, in basis points. */
  readonly issPontosBase: number;
  readonly arredondamento: Arredondamento;
  /** How the ISS rounds, when not as the rule does (a municipal tax: the city's law says). */
  readonly arredondamentoIss?: Arredondamento;
  /** The name of the flat tax the tables carry per band (GO: 'Taxa Judiciária'). */
  readonly nomeTaxaFixa?: string;
}

/** A state's rule and the days it is in force (the law changes the funds' rates: domain-rcpj §9.3). */
export interface VigenciaRegra {
  readonly de: string;
  readonly ate?: string;
  readonly regra: RegraCobranca;
}

/** A state's rules over time, as the office keeps them (one list per state, saved whole against its version). */
export interface RegrasEstado {
  readonly uf: string;
  readonly versao: number;
  readonly vigencias: readonly VigenciaRegra[];
}

/** Why an act is free: by law, by court order, for the poor (a declaration). */
export const HIPOTESES_ISENCAO = [
  { codigo: 'LEI', nome: 'Isenção prevista em lei' },
  { codigo: 'ORDEM_JUDICIAL', nome: 'Gratuidade por ordem judicial' },
  { codigo: 'POBREZA', nome: 'Gratuidade a pessoa pobre (declaração)' },
] as const;
export type HipoteseIsencao = (typeof HIPOTESES_ISENCAO)[number]['codigo'];

/** A free act: why, and its legal ground (the law's article, the court order's number, the declaration). */
export interface Isencao {
  readonly hipotese: HipoteseIsencao;
  readonly fundamento: string;
}

/** An item to price: how many acts, the declared base value of an act with financial content, an exemption. */
export interface ItemPreco {
  readonly quantidade: number;
  readonly valorDeclaradoCentavos?: number;
  /** A free act: priced at zero, still counted and sealed. */
  readonly isencao?: Isencao;
}

/** One component of a priced item: the fee, a fund, a tax, the seal, the ISS. */
export interface ValorComponente {
  readonly codigo: string;
  readonly nome: string;
  readonly centavos: number;
}

/** A priced item: every component apart (already multiplied by the quantity) and the total. */
export interface ItemPrecificado {
  readonly quantidade: number;
  readonly isento: boolean;
  /** The seals the item's acts take: one per act of a service that takes a seal, free acts included. */
  readonly selos: number;
  readonly componentes: readonly ValorComponente[];
  readonly totalCentavos: number;
}

/** Why an item has no price. */
export type ErroPreco = 'SEM_TABELA' | 'SEM_REGRA' | 'SEM_VALOR_DECLARADO' | 'QUANTIDADE' | 'VALOR_DECLARADO';

export const MENSAGENS_PRECO: Readonly<Record<ErroPreco, string>> = {
  SEM_TABELA: 'Não há tabela de emolumentos em vigor nesta data para este serviço.',
  SEM_REGRA: 'Não há regra de cobrança do estado (fundos, taxas e ISS) em vigor nesta data.',
  SEM_VALOR_DECLARADO: 'Este ato tem conteúdo financeiro: informe o valor declarado.',
  QUANTIDADE: 'Informe uma quantidade de 1 a 999.',
  VALOR_DECLARADO: 'Valor declarado inválido: use um valor de zero a R$ 1 trilhão.',
};

/** The largest declared base value taken, in cents (R$ 1 trillion). */
export const VALOR_DECLARADO_MAXIMO = 100_000_000_000_000;

/** What is in force on a day (a table, a rule), or undefined. When periods overlap by mistake, the latest start wins. */
export function tabelaVigente<V extends { readonly de: string; readonly ate?: string }>(vigencias: readonly V[], data: string): V | undefined {
  return [...vigencias]
    .filter((v) => v.de <= data && (v.ate === undefined || data <= v.ate))
    .sort((a, b) => b.de.localeCompare(a.de))[0];
}

/** The band of a base value: the first whose upper bound holds it (bands in ascending order), or the last. */
export function faixaDe(faixas: readonly FaixaEmolumento[], baseCentavos: number): FaixaEmolumento | undefined {
  return faixas.find((f) => f.ateCentavos === undefined || baseCentavos <= f.ateCentavos) ?? faixas.at(-1);
}

/** `pontosBase` of `centavos`, rounded by the rule — in integers, never in floating point. */
export function percentual(centavos: number, pontosBase: number, arredondamento: Arredondamento): number {
  const produto = centavos * pontosBase;
  return arredondamento === 'TRUNCAR' ? Math.floor(produto / 10_000) : Math.floor((produto + 5_000) / 10_000);
}

/**
 * The price of an item on a day: the fee of the table in force (its band for the declared value), each add-on of the
 * state's rule computed per act and multiplied by the quantity, and the total. A free act is priced at zero in every
 * component but keeps its quantity.
 */
export function precificar(
  vigencias: readonly VigenciaTabela[],
  regra: RegraCobranca,
  item: ItemPreco,
  data: string,
  servico: { readonly selo: boolean } = { selo: true },
): ItemPrecificado | { readonly erro: ErroPreco } {
  if (!Number.isSafeInteger(item.quantidade) || item.quantidade < 1 || item.quantidade > 999) return { erro: 'QUANTIDADE' };
  const declarado = item.valorDeclaradoCentavos;
  if (declarado !== undefined && (!Number.isSafeInteger(declarado) || declarado < 0 || declarado > VALOR_DECLARADO_MAXIMO)) return { erro: 'VALOR_DECLARADO' };
  const vigente = tabelaVigente(vigencias, data);
  if (vigente === undefined) return { erro: 'SEM_TABELA' };
  let emolumento: number;
  let taxaFixa: number;
  if (vigente.valores.tipo === 'FIXO') {
    emolumento = vigente.valores.emolumentoCentavos;
    taxaFixa = vigente.valores.taxaFixaCentavos ?? 0;
  } else {
    if (declarado === undefined) return { erro: 'SEM_VALOR_DECLARADO' };
    const faixa = faixaDe(vigente.valores.faixas, declarado);
    if (faixa === undefined) return { erro: 'SEM_TABELA' };
    emolumento = faixa.emolumentoCentavos;
    taxaFixa = faixa.taxaFixaCentavos ?? 0;
  }
  const isento = item.isencao !== undefined;
  const q = item.quantidade;
  const por = (centavos: number): number => (isento ? 0 : centavos * q);
  const componentes: ValorComponente[] = [{ codigo: 'EMOLUMENTO', nome: 'Emolumentos', centavos: por(emolumento) }];
  if (taxaFixa > 0 || regra.nomeTaxaFixa !== undefined) componentes.push({ codigo: 'TAXA_FIXA', nome: regra.nomeTaxaFixa ?? 'Taxa', centavos: por(taxaFixa) });
  for (const c of regra.componentes) {
    if (c.tipo === 'FIXO' && c.doSelo === true && !servico.selo) continue;
    const unitario = c.tipo === 'PERCENTUAL' ? percentual(emolumento, c.pontosBase, c.arredondamento ?? regra.arredondamento) : c.centavos;
    componentes.push({ codigo: c.codigo, nome: c.nome, centavos: por(unitario) });
  }
  if (regra.issPontosBase > 0) componentes.push({ codigo: 'ISS', nome: 'ISS', centavos: por(percentual(emolumento, regra.issPontosBase, regra.arredondamentoIss ?? regra.arredondamento)) });
  return { quantidade: q, isento, selos: servico.selo ? q : 0, componentes, totalCentavos: componentes.reduce((soma, c) => soma + c.centavos, 0) };
}

/** The sum of priced items, component by component (a quote's footer, a receipt's). */
export function somarComponentes(itens: readonly ItemPrecificado[]): { readonly componentes: readonly ValorComponente[]; readonly totalCentavos: number } {
  const porCodigo = new Map<string, ValorComponente>();
  for (const c of itens.flatMap((i) => i.componentes)) {
    const antes = porCodigo.get(c.codigo);
    porCodigo.set(c.codigo, { ...c, centavos: (antes?.centavos ?? 0) + c.centavos });
  }
  const componentes = [...porCodigo.values()];
  return { componentes, totalCentavos: componentes.reduce((soma, c) => soma + c.centavos, 0) };
}
