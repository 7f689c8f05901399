/**
 * Holidays the office records (FERIADOS permissions): state and municipal holidays, the office's own days without
 * service, and any national one the law adds after this code; the national ones of any year are generated
 * (calendario.ts `feriadosNacionais`) and shown beside them.
 */
import { rules, type RuleRef } from '../input/rules.ts';
import type { AbrangenciaFeriado, DiaSemExpediente, TipoFeriado } from './calendario.ts';

/** A holiday the office recorded (state, municipal, its own; a national one the law added after this code). */
export interface Feriado extends DiaSemExpediente {
  readonly id: number;
  readonly versao: number;
  /** The law or act that makes it (state or municipal law, the officer's order). */
  readonly fundamento?: string;
}

/** The body of a save: without `id` it creates; with `id` and `versao` it updates. */
export type FeriadoSalvar = Omit<Feriado, 'id' | 'versao'> & { readonly id?: number; readonly versao?: number };

/**
 * A line of the holidays' list: a recorded holiday, or a national one the law fixes (`gerado`: made for the year
 * asked, never stored, not editable; its id is the negative of its date's digits, -20260421).
 */
export type FeriadoListaItem = DiaSemExpediente & { readonly id: number; readonly fundamento?: string; readonly gerado: boolean };

/** The id a generated national holiday has in the list. */
export function idGerado(data: string): number {
  return -Number(data.replace(/-/g, ''));
}

/** The list's filters: the year (the current one by default), part of the name, the scope, the kind. */
export interface FiltroFeriados {
  readonly ano?: number;
  readonly nome?: string;
  readonly abrangencia?: AbrangenciaFeriado;
  readonly tipo?: TipoFeriado;
}

export const FERIADO_MAXIMO = { nome: 120, fundamento: 200 } as const;

/** The name's rules besides being required: the form checks them, and the codec the same limit. */
export const REGRAS_NOME_FERIADO: readonly RuleRef[] = [rules.maxLength(FERIADO_MAXIMO.nome)];
/** The years the calendar handles. */
export const ANO_MINIMO = 1990;
export const ANO_MAXIMO = 2100;

/** A holiday's own rules beyond each field's: a year the calendar handles. The duplicate is the service's. */
export function anoValido(data: string): boolean {
  const ano = Number(data.slice(0, 4));
  return ano >= ANO_MINIMO && ano <= ANO_MAXIMO;
}
