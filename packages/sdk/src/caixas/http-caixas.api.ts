import type { DepositoSalvar, DevolucaoSalvar, FiltroDepositos, LiquidacaoSalvar, FechamentoSalvar, FiltroCaixas, MovimentoSalvar, PaginacaoRequest, PagamentoSalvar } from '@rpj/domain';
import { withPaging, type CallOptions, type HttpCore } from '../http/http-core.ts';
import type { CaixaApi } from './caixas.api.ts';
import { CAIXA_ENDPOINTS as E } from './caixas.endpoints.ts';

/** {@link CaixaApi} over HTTP. */
export class HttpCaixaApi implements CaixaApi {
  constructor(private readonly http: HttpCore) {}

  listar(filtro?: FiltroCaixas, paginacao?: PaginacaoRequest, options?: CallOptions): ReturnType<CaixaApi['listar']> {
    return this.http.call(E.listar, withPaging({ query: filtro ?? {} }, paginacao), options);
  }

  meu(options?: CallOptions): ReturnType<CaixaApi['meu']> {
    return this.http.call(E.meu, {}, options);
  }

  obter(id: number, options?: CallOptions): ReturnType<CaixaApi['obter']> {
    return this.http.call(E.obter, { params: { id } }, options);
  }

  abrir(fundoCentavos: number, options?: CallOptions): ReturnType<CaixaApi['abrir']> {
    return this.http.call(E.abrir, { body: { fundoCentavos } }, options);
  }

  pagar(caixaId: number, pagamento: PagamentoSalvar, options?: CallOptions): ReturnType<CaixaApi['pagar']> {
    return this.http.call(E.pagar, { params: { id: caixaId }, body: pagamento }, options);
  }

  movimentar(caixaId: number, movimento: MovimentoSalvar, options?: CallOptions): ReturnType<CaixaApi['movimentar']> {
    return this.http.call(E.movimentar, { params: { id: caixaId }, body: movimento }, options);
  }

  fechar(caixaId: number, fechamento: FechamentoSalvar, options?: CallOptions): ReturnType<CaixaApi['fechar']> {
    return this.http.call(E.fechar, { params: { id: caixaId }, body: fechamento }, options);
  }

  aprovar(caixaId: number, aprovacao: { readonly versao: number; readonly observacao?: string }, options?: CallOptions): ReturnType<CaixaApi['aprovar']> {
    return this.http.call(E.aprovar, { params: { id: caixaId }, body: aprovacao }, options);
  }

  recibo(id: number, options?: CallOptions): ReturnType<CaixaApi['recibo']> {
    return this.http.call(E.recibo, { params: { id } }, options);
  }

  imprimirRecibo(id: number, options?: CallOptions): ReturnType<CaixaApi['imprimirRecibo']> {
    return this.http.call(E.imprimirRecibo, { params: { id } }, options);
  }

  cancelarRecibo(id: number, motivo: string, options?: CallOptions): ReturnType<CaixaApi['cancelarRecibo']> {
    return this.http.call(E.cancelarRecibo, { params: { id }, body: { motivo } }, options);
  }

  depositar(caixaId: number, deposito: DepositoSalvar, options?: CallOptions): ReturnType<CaixaApi['depositar']> {
    return this.http.call(E.depositar, { params: { id: caixaId }, body: deposito }, options);
  }

  depositos(filtro?: FiltroDepositos, paginacao?: PaginacaoRequest, options?: CallOptions): ReturnType<CaixaApi['depositos']> {
    return this.http.call(E.depositos, withPaging({ query: filtro ?? {} }, paginacao), options);
  }

  deposito(id: number, options?: CallOptions): ReturnType<CaixaApi['deposito']> {
    return this.http.call(E.deposito, { params: { id } }, options);
  }

  liquidar(id: number, liquidacao: LiquidacaoSalvar, options?: CallOptions): ReturnType<CaixaApi['liquidar']> {
    return this.http.call(E.liquidar, { params: { id }, body: liquidacao }, options);
  }

  autorizarDevolucao(id: number, versao: number, options?: CallOptions): ReturnType<CaixaApi['autorizarDevolucao']> {
    return this.http.call(E.autorizarDevolucao, { params: { id }, body: { versao } }, options);
  }

  devolver(id: number, devolucao: DevolucaoSalvar, options?: CallOptions): ReturnType<CaixaApi['devolver']> {
    return this.http.call(E.devolver, { params: { id }, body: devolucao }, options);
  }

  resumo(periodo?: { readonly de?: string; readonly ate?: string }, options?: CallOptions): ReturnType<CaixaApi['resumo']> {
    return this.http.call(E.resumo, { query: periodo ?? {} }, options);
  }
}

/** The cash boxes' client over an SDK core: `sdk.cliente(clienteCaixas)`; `sdk.caixas` of createRpjSdk. */
export const clienteCaixas = (http: HttpCore): CaixaApi => new HttpCaixaApi(http);
