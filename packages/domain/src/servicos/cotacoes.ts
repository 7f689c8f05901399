/**
 * Quotes (cotações): services × quantity × declared base value priced at a reference date, every component apart and
 * the total; numbered and saved, printable, and later turned into an intake. A quote opens no protocol.
 */
import type { Isencao, ItemPrecificado, ValorComponente } from './emolumentos.ts';

export interface ItemCotacaoSalvar {
  readonly servicoId: number;
  readonly quantidade: number;
  readonly valorDeclaradoCentavos?: number;
  readonly isencao?: Isencao;
}

export interface CotacaoSalvar {
  readonly dataReferencia: string;
  /** Who asked (a name, as the counter says it). */
  readonly cliente?: string;
  readonly itens: readonly ItemCotacaoSalvar[];
}

/** An item as quoted: the service named, and its price. */
export interface ItemCotado extends ItemCotacaoSalvar {
  readonly codigo: string;
  readonly descricao: string;
  readonly precificado: ItemPrecificado;
}

export interface Cotacao {
  readonly id: number;
  readonly numero: number;
  /** ISO instant. */
  readonly criadaEm: string;
  readonly dataReferencia: string;
  readonly cliente?: string;
  /** Who quoted, by login. */
  readonly usuario?: string;
  readonly itens: readonly ItemCotado[];
  readonly componentes: readonly ValorComponente[];
  readonly totalCentavos: number;
}

/** A row of the saved quotes: the quote without its items, and how many it has. */
export type CotacaoListaItem = Omit<Cotacao, 'itens' | 'componentes'> & {
  /** How many items (lines) it has. */
  readonly itens: number;
};

/** The saved quotes' filters: its number, part of the customer's name, the day it was made (from, to). */
export interface FiltroCotacoes {
  readonly numero?: number;
  readonly cliente?: string;
  readonly de?: string;
  readonly ate?: string;
}
