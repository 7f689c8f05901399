/**
 * Services (SERVICOS permissions): what the office charges for — a code, a description, the kind of act it is (the
 * catalogue of acts), the court's act code for seals, whether it takes a seal, and its fee tables with their validity
 * periods (emolumentos.ts). The state's add-ons are the rule in force (`RegraCobranca`); Goiás's is below.
 */
import type { ErroCampo } from '../response/resposta-padrao.ts';
import type { RegraCobranca, VigenciaTabela } from './emolumentos.ts';

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
  const erros: ErroCampo[] = [];
  const fim = (v: VigenciaTabela): string => v.ate ?? '9999-12-31';
  vigencias.forEach((v, i) => {
    const campo = (nome: string): string => `vigencias.${String(i)}.${nome}`;
    if (v.ate !== undefined && v.ate < v.de) erros.push({ campo: campo('ate'), mensagem: 'O fim da vigência não pode ser anterior ao início.' });
    const outra = vigencias.findIndex((o, j) => j < i && o.de <= fim(v) && v.de <= fim(o));
    if (outra >= 0) erros.push({ campo: campo('de'), mensagem: `Esta vigência se sobrepõe à da linha ${String(outra + 1)}: um dia tem uma só tabela.` });
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
