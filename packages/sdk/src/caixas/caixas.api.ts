import type { Caixa, CaixaListaItem, Deposito, DepositoSalvar, DevolucaoSalvar, FechamentoSalvar, FiltroCaixas, FiltroDepositos, LiquidacaoSalvar, MovimentoSalvar, Pagina, PaginacaoRequest, PagamentoSalvar, Recibo, ResumoFinanceiro } from '@rpj/domain';
import type { Documento } from '../contract/endpoint.ts';
import type { CallOptions, Resposta } from '../http/http-core.ts';

/**
 * Cash boxes and receipts (registration service, `/caixa`, `/recibo`).
 *
 * @example
 * ```ts
 * const { dados: caixa } = await sdk.caixas.abrir(10_000); // R$ 100,00 of float
 * const { dados: recibo } = await sdk.caixas.pagar(caixa.id, { pagador: 'Maria', itens: [{ servicoId: 8, quantidade: 1 }], parcelas: [{ metodo: 'PIX', valorCentavos: 4_813 }] });
 * ```
 */
export interface CaixaApi {
  listar(filtro?: FiltroCaixas, paginacao?: PaginacaoRequest, options?: CallOptions): Promise<Resposta<Pagina<CaixaListaItem>>>;
  /** The signed-in person's open box, if any. */
  meu(options?: CallOptions): Promise<Resposta<{ readonly caixa?: Caixa }>>;
  obter(id: number, options?: CallOptions): Promise<Resposta<Caixa>>;
  abrir(fundoCentavos: number, options?: CallOptions): Promise<Resposta<Caixa>>;
  pagar(caixaId: number, pagamento: PagamentoSalvar, options?: CallOptions): Promise<Resposta<Recibo>>;
  movimentar(caixaId: number, movimento: MovimentoSalvar, options?: CallOptions): Promise<Resposta<Caixa>>;
  fechar(caixaId: number, fechamento: FechamentoSalvar, options?: CallOptions): Promise<Resposta<Caixa>>;
  aprovar(caixaId: number, aprovacao: { readonly versao: number; readonly observacao?: string }, options?: CallOptions): Promise<Resposta<Caixa>>;
  recibo(id: number, options?: CallOptions): Promise<Resposta<Recibo>>;
  imprimirRecibo(id: number, options?: CallOptions): Promise<Resposta<Documento>>;
  cancelarRecibo(id: number, motivo: string, options?: CallOptions): Promise<Resposta<Recibo>>;
  /** A prior deposit for a protocol, taken at any open box. */
  depositar(caixaId: number, deposito: DepositoSalvar, options?: CallOptions): Promise<Resposta<Deposito>>;
  /** The deposit ledger. */
  depositos(filtro?: FiltroDepositos, paginacao?: PaginacaoRequest, options?: CallOptions): Promise<Resposta<Pagina<Deposito>>>;
  deposito(id: number, options?: CallOptions): Promise<Resposta<Deposito>>;
  liquidar(id: number, liquidacao: LiquidacaoSalvar, options?: CallOptions): Promise<Resposta<{ readonly deposito: Deposito; readonly recibo: Recibo }>>;
  autorizarDevolucao(id: number, versao: number, options?: CallOptions): Promise<Resposta<Deposito>>;
  devolver(id: number, devolucao: DevolucaoSalvar, options?: CallOptions): Promise<Resposta<{ readonly deposito: Deposito; readonly recibo: Recibo }>>;
  /** The finance overview of a period (dates `yyyy-mm-dd`, Brasília; today when none). */
  resumo(periodo?: { readonly de?: string; readonly ate?: string }, options?: CallOptions): Promise<Resposta<ResumoFinanceiro>>;
}
