/**
 * Quotes (cotações): services × quantity × declared base value priced at a reference date, every component apart and
 * the total; numbered and saved, printable, and later turned into an intake. A quote opens no protocol.
 */
import type { ItemPrecificado, ValorComponente } from './emolumentos.ts';

export interface ItemCotacaoSalvar {
  readonly servicoId: number;
  readonly quantidade: number;
  readonly valorDeclaradoCentavos?: number;
  readonly isencao?: { readonly fundamento: string };
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
