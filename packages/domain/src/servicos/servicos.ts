/**
 * Services (SERVICOS permissions): what the office charges for — a code, a description, the kind of act it is (the
 * catalogue of acts), the court's act code for seals, whether it takes a seal, and its fee tables with their validity
 * periods (emolumentos.ts). The state's add-ons are the rule in force (`RegraCobranca`); Goiás's is below.
 */
import type { ErroCampo } from '../response/resposta-padrao.ts';
import type { RegraCobranca, ValoresTabela, VigenciaRegra, VigenciaTabela } from './emolumentos.ts';

export interface Servico {
  readonly id: number;
  readonly versao: number;
  /** The office's code: '101'. */
  readonly codigo: string;
  readonly descricao: string;
  /** The kind of act (a code of the catalogue of acts). */
  readonly tipoAto: string;
  /** The state court's act code, for seals (TJGO: 2141, 2144 …). */
  readonly codigoAtoTribunal?: string;
  /** Whether each act takes a seal. */
  readonly selo: boolean;
  readonly ativo: boolean;
  readonly vigencias: readonly VigenciaTabela[];
}

export type ServicoSalvar = Omit<Servico, 'id' | 'versao'> & { readonly id?: number; readonly versao?: number };

/** A row of the list, with the fee in force today in words. */
export interface ServicoListaItem {
  readonly id: number;
  readonly versao: number;
  readonly codigo: string;
  readonly descricao: string;
  readonly tipoAto: string;
  readonly selo: boolean;
  readonly ativo: boolean;
  /** 'R$ 192,50' or '4 faixas'; absent when no table is in force. */
  readonly valorVigente?: string;
}

export interface FiltroServicos {
  readonly descricao?: string;
  readonly tipoAto?: string;
  readonly ativo?: boolean;
}

export const SERVICO_MAXIMO = { codigo: 10, descricao: 200, codigoAtoTribunal: 10, vigencias: 30, faixas: 50 } as const;

/**
 * The field errors of a service's tables: periods that overlap (a day must have one table), an end before the start,
 * bands out of ascending order or with an upper bound after the open last one, a table without bands.
 */
export function errosDasVigencias(vigencias: readonly VigenciaTabela[]): readonly ErroCampo[] {
  const erros: ErroCampo[] = [...errosDosPeriodos(vigencias, 'vigencias', 'tabela')];
  vigencias.forEach((v, i) => {
    const campo = (nome: string): string => `vigencias.${String(i)}.${nome}`;
    if (v.valores.tipo === 'FAIXAS') {
      const faixas = v.valores.faixas;
      if (faixas.length === 0) erros.push({ campo: campo('faixas'), mensagem: 'Informe ao menos uma faixa.' });
      faixas.forEach((f, k) => {
        const anterior = faixas[k - 1];
        if (anterior !== undefined && (anterior.ateCentavos === undefined || (f.ateCentavos !== undefined && f.ateCentavos <= anterior.ateCentavos))) {
          erros.push({ campo: `${campo('faixas')}.${String(k)}.ateCentavos`, mensagem: 'As faixas vão em ordem crescente de valor; só a última fica sem limite.' });
        }
      });
    }
  });
  return erros;
}

/**
 * A service's tables with one more, in force from `de` — the fee an office enters the first time it needs it (a
 * certificate's form): open-ended, or up to the day before a table already scheduled after it, so no day has two.
 */
export function comTabelaDesde(vigencias: readonly VigenciaTabela[], de: string, valores: ValoresTabela): readonly VigenciaTabela[] {
  const proxima = vigencias.map((v) => v.de).filter((d) => d > de).sort()[0];
  const ate = proxima === undefined ? undefined : new Date(Date.parse(`${proxima}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return [...vigencias, { de, ...(ate === undefined ? {} : { ate }), valores }];
}

/** Periods that end before they start or overlap one another (a day has one `oQue`), said on `lista.i.de|ate`. */
export function errosDosPeriodos(periodos: readonly { readonly de: string; readonly ate?: string }[], lista: string, oQue: string): readonly ErroCampo[] {
  const fim = (v: { readonly ate?: string }): string => v.ate ?? '9999-12-31';
  return periodos.flatMap((v, i) => {
    const erros: ErroCampo[] = [];
    if (v.ate !== undefined && v.ate < v.de) erros.push({ campo: `${lista}.${String(i)}.ate`, mensagem: 'O fim da vigência não pode ser anterior ao início.' });
    const outra = periodos.findIndex((o, j) => j < i && o.de <= fim(v) && v.de <= fim(o));
    if (outra >= 0) erros.push({ campo: `${lista}.${String(i)}.de`, mensagem: `Esta vigência se sobrepõe à da linha ${String(outra + 1)}: um dia tem uma só ${oQue}.` });
    return erros;
  });
}

/** The field errors of one state's rules: their periods, repeated component codes, rates beyond 100 %. */
export function errosDaRegra(regras: readonly VigenciaRegra[]): readonly ErroCampo[] {
  const erros: ErroCampo[] = [...errosDosPeriodos(regras, 'vigencias', 'regra')];
  regras.forEach((r, i) => {
    const base = `vigencias.${String(i)}.regra`;
    if (r.regra.issPontosBase > 10_000) erros.push({ campo: `${base}.issPontosBase`, mensagem: 'O ISS vai de 0 % a 100 %.' });
    r.regra.componentes.forEach((c, k) => {
      if (r.regra.componentes.findIndex((o) => o.codigo === c.codigo) < k) erros.push({ campo: `${base}.componentes.${String(k)}.codigo`, mensagem: 'Este código já está em outro componente da regra.' });
      if (c.tipo === 'PERCENTUAL' && c.pontosBase > 10_000) erros.push({ campo: `${base}.componentes.${String(k)}.pontosBase`, mensagem: 'Um percentual vai de 0 % a 100 %.' });
    });
  });
  return erros;
}

/**
 * Goiás's add-ons over the fee (domain-rcpj §2.2): the funds of Lei 19.191/2015 art. 15 §1, 40 % in all after Lei
 * 20.937/2020 — the 02/2026 table of a Goiânia office suggests ~29 % (§9.3): these are dated parameters the office
 * confirms with TJGO's table in force — the Taxa Judiciária per band of each table, Goiânia's 5 % ISS, and the
 * electronic seal's cost (a demonstration figure).
 */
export const REGRA_GO: RegraCobranca = {
  fundamento: 'Lei estadual 19.191/2015, art. 15 §1, na redação da Lei 20.937/2020 (GO); ISS de Goiânia',
  nomeTaxaFixa: 'Taxa Judiciária',
  arredondamento: 'MEIO_PARA_CIMA',
  issPontosBase: 500,
  componentes: [
    { codigo: 'FUNDESP', nome: 'FUNDESP/PJ', tipo: 'PERCENTUAL', pontosBase: 1000 },
    { codigo: 'FUNESP', nome: 'FUNESP', tipo: 'PERCENTUAL', pontosBase: 800 },
    { codigo: 'ESTADO', nome: 'Estado', tipo: 'PERCENTUAL', pontosBase: 300 },
    { codigo: 'FUNPES', nome: 'FUNPES', tipo: 'PERCENTUAL', pontosBase: 240 },
    { codigo: 'FUNEMP', nome: 'FUNEMP', tipo: 'PERCENTUAL', pontosBase: 300 },
    { codigo: 'FUNCOMP', nome: 'FUNCOMP', tipo: 'PERCENTUAL', pontosBase: 300 },
    { codigo: 'FUNDATIVO', nome: 'Fundativo', tipo: 'PERCENTUAL', pontosBase: 200 },
    { codigo: 'FUNPROGE', nome: 'FUNPROGE', tipo: 'PERCENTUAL', pontosBase: 200 },
    { codigo: 'FUNDEPEG', nome: 'FUNDEPEG', tipo: 'PERCENTUAL', pontosBase: 125 },
    { codigo: 'FAZENDARIA', nome: 'Fazendária', tipo: 'PERCENTUAL', pontosBase: 125 },
    { codigo: 'FEMAL', nome: 'FEMAL', tipo: 'PERCENTUAL', pontosBase: 250 },
    { codigo: 'FECAD', nome: 'FECAD', tipo: 'PERCENTUAL', pontosBase: 160 },
    { codigo: 'SELO', nome: 'Selo eletrônico', tipo: 'FIXO', centavos: 390, doSelo: true },
  ],
};

/**
 * Goiás's rule and its period: from Lei 20.937/2020 (the funds at 40 %), until the office enters the next one. The
 * office confirms the rates with TJGO's table in force (domain-rcpj §9.3) and records a new period when they change.
 */
export const REGRAS_GO: readonly VigenciaRegra[] = [{ de: '2021-01-01', regra: REGRA_GO }];
