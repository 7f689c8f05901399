/**
 * Prior deposits (depósito prévio; ../shared/docs/domain-rcpj.md §2.3): an advance taken at intake for a protocol,
 * at any cashier's open box, held in the deposit ledger (Livro de Controle de Depósito Prévio) — it is not revenue —
 * and settled when the act is done or the protocol cancelled: the fee is recognised, the deposit applied to it, and
 * either a complement charged or the difference refunded (a refund authorised by a reviewer, then paid back at a
 * box). Each step has its receipt.
 */
import type { ItemCotacaoSalvar } from '../servicos/cotacoes.ts';
import type { ValorComponente } from '../servicos/emolumentos.ts';
import type { MetodoPagamento, ParcelaPagamento, PorMetodo, SituacaoCaixa } from './caixas.ts';

/**
 * EM_ABERTO: held. A_DEVOLVER: settled with money left over, awaiting the refund's authorisation and payment.
 * LIQUIDADO: settled (and refunded, if anything was left). CANCELADO: its receipt was cancelled (taken in error).
 */
export const SITUACOES_DEPOSITO = ['EM_ABERTO', 'A_DEVOLVER', 'LIQUIDADO', 'CANCELADO'] as const;
export type SituacaoDeposito = (typeof SITUACOES_DEPOSITO)[number];

export const ROTULOS_SITUACAO_DEPOSITO: Readonly<Record<SituacaoDeposito, string>> = { EM_ABERTO: 'Em aberto', A_DEVOLVER: 'A devolver', LIQUIDADO: 'Liquidado', CANCELADO: 'Cancelado' };

export interface Deposito {
  readonly id: number;
  readonly versao: number;
  readonly protocolo: string;
  readonly depositante: string;
  readonly documento?: string;
  /** The amount held. */
  readonly valorCentavos: number;
  readonly situacao: SituacaoDeposito;
  /** ISO instant it was taken, the box and the receipt. */
  readonly recebidoEm: string;
  readonly caixaId: number;
  readonly reciboId: number;
  readonly reciboNumero: number;
  readonly liquidacao?: {
    readonly em: string;
    readonly reciboId: number;
    readonly reciboNumero: number;
    /** The fee recognised (the acts' total), the complement charged, the refund due. */
    readonly receitaCentavos: number;
    readonly complementoCentavos: number;
    readonly devolucaoCentavos: number;
  };
  readonly devolucao?: {
    readonly autorizadaEm: string;
    readonly autorizadaPor: string;
    /** When it was paid back, and its receipt. */
    readonly em?: string;
    readonly reciboId?: number;
    readonly reciboNumero?: number;
  };
}

export interface DepositoSalvar {
  readonly protocolo: string;
  readonly depositante: string;
  /** CPF or CNPJ, digits. */
  readonly documento?: string;
  readonly valorCentavos: number;
  readonly parcelas: readonly ParcelaPagamento[];
}

/** Settles a deposit: the acts done (none when the protocol was cancelled); a complement's parts and its box, when due. */
export interface LiquidacaoSalvar {
  readonly versao: number;
  readonly itens: readonly ItemCotacaoSalvar[];
  readonly caixaId?: number;
  readonly parcelas?: readonly ParcelaPagamento[];
}

export interface DevolucaoSalvar {
  readonly versao: number;
  readonly caixaId: number;
  readonly metodo: MetodoPagamento;
}

export interface FiltroDepositos {
  readonly situacao?: SituacaoDeposito;
  readonly protocolo?: string;
  /** The day it was taken, from and to (Brasília). */
  readonly de?: string;
  readonly ate?: string;
}

/** The deposit against the fee: what of it is applied, the complement to charge, the refund due. */
export function acertoDoDeposito(depositoCentavos: number, receitaCentavos: number): { readonly aplicadoCentavos: number; readonly complementoCentavos: number; readonly devolucaoCentavos: number } {
  return {
    aplicadoCentavos: Math.min(depositoCentavos, receitaCentavos),
    complementoCentavos: Math.max(0, receitaCentavos - depositoCentavos),
    devolucaoCentavos: Math.max(0, depositoCentavos - receitaCentavos),
  };
}

/** The finance overview of a period (/financeiro): money in, revenue recognised, deposits held, open boxes. */
export interface ResumoFinanceiro {
  readonly de: string;
  readonly ate: string;
  /**
   * Money taken from customers in the period, per method: payments, deposits and complements, less cancelled
   * receipts and refunds (a box's float and cash put in or taken out are not customers' money).
   */
  readonly entradas: PorMetodo;
  readonly entradasCentavos: number;
  readonly porCaixa: readonly { readonly caixaId: number; readonly usuario: string; readonly nomeUsuario: string; readonly situacao: SituacaoCaixa; readonly porMetodo: PorMetodo; readonly totalCentavos: number }[];
  readonly porDia: readonly { readonly dia: string; readonly centavos: number }[];
  /** Revenue recognised in the period (payments and settlements; a deposit is not revenue), by service and by component. */
  readonly receitaPorServico: readonly { readonly codigo: string; readonly descricao: string; readonly quantidade: number; readonly totalCentavos: number }[];
  readonly receitaPorComponente: readonly ValorComponente[];
  readonly receitaCentavos: number;
  /** Deposits held now, and refunds due now. */
  readonly depositosEmAberto: { readonly quantidade: number; readonly centavos: number };
  readonly devolucoesPendentes: { readonly quantidade: number; readonly centavos: number };
  readonly caixasAbertos: readonly { readonly id: number; readonly usuario: string; readonly nomeUsuario: string; readonly abertoEm: string; readonly esperadoCentavos: number }[];
}
