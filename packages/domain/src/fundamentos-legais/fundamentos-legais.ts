/** Fundamentos legais: the area's records (grow them with what ../shared/docs/domain-rcpj.md says of the area). */
import { rules, type RuleRef } from '../input/rules.ts';

/** Um fundamento legal. */
export interface FundamentoLegal { readonly id: number; readonly nome: string; readonly versao: number }

/** The body of a save: without `id` it creates; with `id` and `versao` it updates. */
export type FundamentoLegalSalvar = Omit<FundamentoLegal, 'id' | 'versao'> & { readonly id?: number; readonly versao?: number };

/** The list's filters: part of the name. */
export interface FiltroFundamentosLegais { readonly nome?: string }

/** The longest name. */
export const NOME_FUNDAMENTO_LEGAL_MAXIMO = 120;

/** The name's rules besides being required: the form checks them, and the codec the same limit. */
export const REGRAS_NOME_FUNDAMENTO_LEGAL: readonly RuleRef[] = [rules.maxLength(NOME_FUNDAMENTO_LEGAL_MAXIMO)];
