import type { ConsultaSolicitacaoPedido, CorrecaoProcesso, EntradaProcesso, EventoSalvar, FiltroProcessos, PaginacaoRequest, RedistribuicaoSalvar } from '@rpj/domain';
import { withPaging, type CallOptions, type HttpCore } from '../http/http-core.ts';
import type { ConsultaSolicitacaoApi, ProcessoApi } from './processos.api.ts';
import { CONSULTA_SOLICITACAO_ENDPOINTS as C, PROCESSO_ENDPOINTS as E } from './processos.endpoints.ts';

/** {@link ProcessoApi} over HTTP. */
export class HttpProcessoApi implements ProcessoApi {
  constructor(private readonly http: HttpCore) {}

  entrada(entrada: EntradaProcesso, options?: CallOptions): ReturnType<ProcessoApi['entrada']> {
    return this.http.call(E.entrada, { body: entrada }, options);
  }

  listar(filtro?: FiltroProcessos, paginacao?: PaginacaoRequest, options?: CallOptions): ReturnType<ProcessoApi['listar']> {
    return this.http.call(E.listar, withPaging({ query: filtro ?? {} }, paginacao), options);
  }

  fila(filtro?: FiltroProcessos, paginacao?: PaginacaoRequest, options?: CallOptions): ReturnType<ProcessoApi['fila']> {
    return this.http.call(E.fila, withPaging({ query: filtro ?? {} }, paginacao), options);
  }

  carga(options?: CallOptions): ReturnType<ProcessoApi['carga']> {
    return this.http.call(E.carga, {}, options);
  }

  redistribuir(redistribuicao: RedistribuicaoSalvar, options?: CallOptions): ReturnType<ProcessoApi['redistribuir']> {
    return this.http.call(E.redistribuir, { body: redistribuicao }, options);
  }

  obter(protocolo: number, options?: CallOptions): ReturnType<ProcessoApi['obter']> {
    return this.http.call(E.obter, { params: { protocolo } }, options);
  }

  corrigir(protocolo: number, correcao: CorrecaoProcesso, options?: CallOptions): ReturnType<ProcessoApi['corrigir']> {
    return this.http.call(E.corrigir, { params: { protocolo }, body: correcao }, options);
  }

  situacao(protocolo: number, mudanca: EventoSalvar & { readonly motivo: string }, options?: CallOptions): ReturnType<ProcessoApi['situacao']> {
    return this.http.call(E.situacao, { params: { protocolo }, body: mudanca }, options);
  }

  andamento(protocolo: number, andamento: EventoSalvar, options?: CallOptions): ReturnType<ProcessoApi['andamento']> {
    return this.http.call(E.andamento, { params: { protocolo }, body: andamento }, options);
  }

  comprovante(protocolo: number, options?: CallOptions): ReturnType<ProcessoApi['comprovante']> {
    return this.http.call(E.comprovante, { params: { protocolo } }, options);
  }
}

/** {@link ConsultaSolicitacaoApi} over HTTP. */
export class HttpConsultaSolicitacaoApi implements ConsultaSolicitacaoApi {
  constructor(private readonly http: HttpCore) {}

  consultar(pedido: ConsultaSolicitacaoPedido, options?: CallOptions): ReturnType<ConsultaSolicitacaoApi['consultar']> {
    return this.http.call(C.consultar, { body: pedido }, options);
  }
}

/** The processes' client over an SDK core: `sdk.cliente(clienteProcessos)`; `sdk.processos` of createRpjSdk. */
export const clienteProcessos = (http: HttpCore): ProcessoApi => new HttpProcessoApi(http);
/** The public lookup's client: `sdk.cliente(clienteConsultaSolicitacao)`; `sdk.consultaSolicitacao` of createRpjSdk. */
export const clienteConsultaSolicitacao = (http: HttpCore): ConsultaSolicitacaoApi => new HttpConsultaSolicitacaoApi(http);
