/**
 * Cash boxes and receipts (issue 23; ../shared/docs/domain-rcpj.md §2.3–§2.4): a person opens a box with its float,
 * takes payments — each with its receipt, numbered in one gapless sequence per office — records cash put in or taken
 * out with a reason, and closes the box counting what is in it by method against what the movements say should be.
 * A closed box is reviewed and approved. Money is integer cents.
 */
import type { SeloDoAto } from '../selos/selos.ts';
import { formatMoney } from '../format.ts';
import type { ErroCampo } from '../response/resposta-padrao.ts';
import type { ItemCotacaoSalvar, ItemCotado } from '../servicos/cotacoes.ts';
import type { ValorComponente } from '../servicos/emolumentos.ts';

export const METODOS_PAGAMENTO = ['DINHEIRO', 'PIX', 'DEBITO', 'CREDITO', 'BOLETO'] as const;
export type MetodoPagamento = (typeof METODOS_PAGAMENTO)[number];

export const ROTULOS_METODO: Readonly<Record<MetodoPagamento, string>> = {
  DINHEIRO: 'Dinheiro',
  PIX: 'PIX',
  DEBITO: 'Cartão de débito',
  CREDITO: 'Cartão de crédito',
  BOLETO: 'Boleto bancário',
};

export const SITUACOES_CAIXA = ['ABERTO', 'FECHADO', 'APROVADO'] as const;
export type SituacaoCaixa = (typeof SITUACOES_CAIXA)[number];

export const ROTULOS_SITUACAO_CAIXA: Readonly<Record<SituacaoCaixa, string>> = { ABERTO: 'Aberto', FECHADO: 'Fechado', APROVADO: 'Aprovado' };

/** An amount per method. */
export type PorMetodo = Readonly<Record<MetodoPagamento, number>>;

/**
 * What moved money in a box: the float, a payment (with its receipt), cash put in or taken out, a cancelled receipt,
 * a prior deposit taken, the complement of a deposit's settlement, the refund of what a deposit held beyond the fee.
 */
export const TIPOS_MOVIMENTO = ['FUNDO', 'PAGAMENTO', 'ENTRADA', 'SAIDA', 'CANCELAMENTO', 'DEPOSITO', 'COMPLEMENTO', 'DEVOLUCAO'] as const;
export type TipoMovimento = (typeof TIPOS_MOVIMENTO)[number];

export const ROTULOS_MOVIMENTO: Readonly<Record<TipoMovimento, string>> = {
  FUNDO: 'Fundo de troco',
  PAGAMENTO: 'Pagamento',
  ENTRADA: 'Entrada de valores',
  SAIDA: 'Saída de valores',
  CANCELAMENTO: 'Recibo cancelado',
  DEPOSITO: 'Depósito prévio',
  COMPLEMENTO: 'Complemento de depósito',
  DEVOLUCAO: 'Devolução de depósito',
};

export interface MovimentoCaixa {
  readonly id: number;
  readonly tipo: TipoMovimento;
  readonly metodo: MetodoPagamento;
  /** Signed: what it adds to the box (a withdrawal or a cancelled payment is negative). */
  readonly valorCentavos: number;
  readonly motivo?: string;
  readonly reciboNumero?: number;
  readonly reciboId?: number;
  /** ISO instant. */
  readonly em: string;
  readonly usuario: string;
}

export interface Caixa {
  readonly id: number;
  readonly versao: number;
  /** Whose box it is, by login and name. */
  readonly usuario: string;
  readonly nomeUsuario: string;
  readonly situacao: SituacaoCaixa;
  readonly abertoEm: string;
  readonly fundoCentavos: number;
  readonly movimentos: readonly MovimentoCaixa[];
  /** What the movements say is in the box, per method. */
  readonly esperado: PorMetodo;
  readonly fechamento?: {
    readonly em: string;
    readonly contado: PorMetodo;
    /** Counted minus expected, in all (negative: money missing). */
    readonly diferencaCentavos: number;
    readonly observacao?: string;
  };
  readonly aprovacao?: { readonly em: string; readonly por: string; readonly observacao?: string };
}

export type CaixaListaItem = Pick<Caixa, 'id' | 'versao' | 'usuario' | 'nomeUsuario' | 'situacao' | 'abertoEm'> & {
  readonly fechadoEm?: string;
  /** Payments taken (not cancelled), and their total. */
  readonly recibos: number;
  readonly recebidoCentavos: number;
  readonly diferencaCentavos?: number;
};

export interface FiltroCaixas {
  readonly situacao?: SituacaoCaixa;
  readonly usuario?: string;
  /** The day it was opened, from and to (Brasília). */
  readonly de?: string;
  readonly ate?: string;
}

/** A part of a payment by one method. */
export interface ParcelaPagamento {
  readonly metodo: MetodoPagamento;
  readonly valorCentavos: number;
}

/** A payment over the counter: the acts paid for (priced by the service, as a quote is), who pays, how. */
export interface PagamentoSalvar {
  readonly pagador: string;
  /** CPF or CNPJ of who pays, digits (optional: a receipt names who paid). */
  readonly documento?: string;
  readonly itens: readonly ItemCotacaoSalvar[];
  readonly parcelas: readonly ParcelaPagamento[];
  /** The quote it comes from, if any. */
  readonly cotacaoId?: number;
}

/**
 * What a receipt is for: a payment over the counter (acts paid and done), a prior deposit (an advance held for a
 * protocol, not revenue), a deposit's settlement (the fee recognised, the deposit applied, a complement charged or a
 * refund due), the refund paid back.
 */
export const TIPOS_RECIBO = ['PAGAMENTO', 'DEPOSITO', 'LIQUIDACAO', 'DEVOLUCAO'] as const;
export type TipoRecibo = (typeof TIPOS_RECIBO)[number];

export const ROTULOS_TIPO_RECIBO: Readonly<Record<TipoRecibo, string>> = { PAGAMENTO: 'Pagamento', DEPOSITO: 'Depósito prévio', LIQUIDACAO: 'Liquidação de depósito', DEVOLUCAO: 'Devolução de depósito' };

export interface Recibo {
  readonly id: number;
  readonly tipo: TipoRecibo;
  /** The protocol a deposit, its settlement or its refund is for. */
  readonly protocolo?: string;
  /** The office's receipt number: one gapless sequence, kept by a cancelled receipt. */
  readonly numero: number;
  readonly emitidoEm: string;
  readonly caixaId: number;
  readonly usuario: string;
  readonly pagador: string;
  readonly documento?: string;
  readonly itens: readonly ItemCotado[];
  readonly componentes: readonly ValorComponente[];
  /** The acts' total (a payment, a settlement); the amount held (a deposit); the amount paid back (a refund). */
  readonly totalCentavos: number;
  /** The money that changed hands at this receipt, by method (a settlement's complement; none when nothing was due). */
  readonly parcelas: readonly ParcelaPagamento[];
  /** A settlement's account: the deposit applied to the fee, the complement charged, the refund due. */
  readonly deposito?: { readonly aplicadoCentavos: number; readonly complementoCentavos: number; readonly devolucaoCentavos: number };
  readonly cotacaoId?: number;
  readonly cancelamento?: { readonly em: string; readonly por: string; readonly motivo: string };
  /** A settlement's: the court's seals of the acts it charged (issue 29). */
  readonly selos?: readonly SeloDoAto[];
}

export interface MovimentoSalvar {
  readonly tipo: 'ENTRADA' | 'SAIDA';
  readonly metodo: MetodoPagamento;
  readonly valorCentavos: number;
  readonly motivo: string;
}

export interface FechamentoSalvar {
  readonly versao: number;
  readonly contado: PorMetodo;
  readonly observacao?: string;
}

/** Nothing per method. */
export const ZERO_POR_METODO: PorMetodo = { DINHEIRO: 0, PIX: 0, DEBITO: 0, CREDITO: 0, BOLETO: 0 };

/** What the movements say is in the box, per method (the float is cash). */
export function esperadoPorMetodo(movimentos: readonly Pick<MovimentoCaixa, 'metodo' | 'valorCentavos'>[]): PorMetodo {
  const r: Record<MetodoPagamento, number> = { ...ZERO_POR_METODO };
  for (const m of movimentos) r[m.metodo] += m.valorCentavos;
  return r;
}

/** Counted minus expected, per method and in all. */
export function diferencas(esperado: PorMetodo, contado: PorMetodo): { readonly porMetodo: PorMetodo; readonly totalCentavos: number } {
  const porMetodo = Object.fromEntries(METODOS_PAGAMENTO.map((m) => [m, contado[m] - esperado[m]])) as Record<MetodoPagamento, number>;
  return { porMetodo, totalCentavos: METODOS_PAGAMENTO.reduce((s, m) => s + porMetodo[m], 0) };
}

/**
 * The field errors of a payment's parts against the total priced: each part above zero, each method once, the sum
 * equal to the total (change for cash is given by the person, not written: the receipt says what was paid).
 */
export function errosDasParcelas(parcelas: readonly ParcelaPagamento[], totalCentavos: number, oQue = 'o total dos atos'): readonly ErroCampo[] {
  const erros: ErroCampo[] = [];
  parcelas.forEach((p, i) => {
    if (p.valorCentavos <= 0) erros.push({ campo: `parcelas.${String(i)}.valorCentavos`, mensagem: 'Informe um valor maior que zero.' });
    if (parcelas.findIndex((o) => o.metodo === p.metodo) < i) erros.push({ campo: `parcelas.${String(i)}.metodo`, mensagem: 'Esta forma de pagamento já está em outra parcela: some os valores.' });
  });
  const soma = parcelas.reduce((s, p) => s + p.valorCentavos, 0);
  if (erros.length === 0 && soma !== totalCentavos) {
    erros.push({ campo: 'parcelas', mensagem: `O valor pago (${formatMoney(soma)}) não confere com ${oQue} (${formatMoney(totalCentavos)}).` });
  }
  return erros;
}
