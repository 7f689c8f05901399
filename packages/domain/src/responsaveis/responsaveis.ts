/**
 * Responsáveis assinantes (../shared/docs/domain-rcpj.md §1.6): who may sign the office's certificates — the officer,
 * the substitutes and the clerks the officer authorised — each for a period. A certificate is signed only by someone
 * whose period holds the day of the signature.
 */
import { isoParaBr } from '../calendar/civil-date.ts';
import { rules, type RuleRef } from '../input/rules.ts';

/** The posts that may sign, in the order the list offers them. */
export const CARGOS_RESPONSAVEL = ['OFICIAL', 'SUBSTITUTO', 'ESCREVENTE'] as const;
export type CargoResponsavel = (typeof CARGOS_RESPONSAVEL)[number];

/** How a certificate names the post under the signature. */
export const ROTULOS_CARGO_RESPONSAVEL: Readonly<Record<CargoResponsavel, string>> = {
  OFICIAL: 'Oficial',
  SUBSTITUTO: 'Oficial substituto',
  ESCREVENTE: 'Escrevente autorizado',
};

/** Um responsável assinante: a person, a post and the days (yyyy-mm-dd, both included) they may sign; no end means still valid. */
export interface Responsavel {
  readonly id: number;
  readonly nome: string;
  readonly cargo: CargoResponsavel;
  readonly inicio: string;
  readonly fim?: string;
  readonly versao: number;
}

/** The body of a save: without `id` it creates; with `id` and `versao` it updates. */
export type ResponsavelSalvar = Omit<Responsavel, 'id' | 'versao'> & { readonly id?: number; readonly versao?: number };

/** The list's filters: part of the name, the post, and who may sign on a day (yyyy-mm-dd). */
export interface FiltroResponsaveis {
  readonly nome?: string;
  readonly cargo?: CargoResponsavel;
  readonly vigenteEm?: string;
}

/** The longest name. */
export const NOME_RESPONSAVEL_MAXIMO = 120;

/** The name's rules besides being required: the form checks them, and the codec the same limit. */
export const REGRAS_NOME_RESPONSAVEL: readonly RuleRef[] = [rules.maxLength(NOME_RESPONSAVEL_MAXIMO)];

/** Whether the period holds the day (yyyy-mm-dd): from its start to its end, both included. */
export function vigenteEm(r: Pick<Responsavel, 'inicio' | 'fim'>, dia: string): boolean {
  return r.inicio <= dia && (r.fim === undefined || dia <= r.fim);
}

/** What is wrong with a period, on its field: an end before the start. */
export function problemaDaVigencia(r: Pick<Responsavel, 'inicio' | 'fim'>): { readonly campo: 'fim'; readonly mensagem: string } | undefined {
  return r.fim !== undefined && r.fim < r.inicio ? { campo: 'fim', mensagem: 'O fim da vigência não pode ser anterior ao início.' } : undefined;
}

/** The period as a person reads it: "desde 01/02/2026" or "de 01/02/2026 a 30/06/2026". */
export function textoDaVigencia(r: Pick<Responsavel, 'inicio' | 'fim'>): string {
  const inicio = isoParaBr(r.inicio) ?? r.inicio;
  return r.fim === undefined ? `desde ${inicio}` : `de ${inicio} a ${isoParaBr(r.fim) ?? r.fim}`;
}

/** Why a signatory may not sign on a day: their period does not hold it. */
export function mensagemForaDaVigencia(r: Pick<Responsavel, 'nome' | 'inicio' | 'fim'>, dia: string): string {
  return `${r.nome} não pode assinar em ${isoParaBr(dia) ?? dia}: pode assinar ${textoDaVigencia(r)}. Escolha outro responsável assinante.`;
}
