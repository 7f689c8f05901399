import type { AnaliseSalvar, DecisaoSalvar, EnvioNotaSalvar, FiltroFilaExame, PaginacaoRequest, ReingressoSalvar } from '@rpj/domain';
import { withPaging, type CallOptions, type HttpCore } from '../http/http-core.ts';
import type { ExameApi } from './exames.api.ts';
import { EXAME_ENDPOINTS as E } from './exames.endpoints.ts';

/** {@link ExameApi} over HTTP. */
export class HttpExameApi implements ExameApi {
  constructor(private readonly http: HttpCore) {}

  fila(filtro?: FiltroFilaExame, paginacao?: PaginacaoRequest, options?: CallOptions): ReturnType<ExameApi['fila']> {
    return this.http.call(E.fila, withPaging({ query: filtro ?? {} }, paginacao), options);
  }

  analise(filtro?: FiltroFilaExame, paginacao?: PaginacaoRequest, options?: CallOptions): ReturnType<ExameApi['analise']> {
    return this.http.call(E.analise, withPaging({ query: filtro ?? {} }, paginacao), options);
  }

  analisar(protocolo: number, analise: AnaliseSalvar, options?: CallOptions): ReturnType<ExameApi['analisar']> {
    return this.http.call(E.analisar, { params: { protocolo }, body: analise }, options);
  }

  processo(protocolo: number, options?: CallOptions): ReturnType<ExameApi['processo']> {
    return this.http.call(E.processo, { params: { protocolo } }, options);
  }

  decidir(protocolo: number, decisao: DecisaoSalvar, options?: CallOptions): ReturnType<ExameApi['decidir']> {
    return this.http.call(E.decidir, { params: { protocolo }, body: decisao }, options);
  }

  reingresso(protocolo: number, reingresso: ReingressoSalvar, options?: CallOptions): ReturnType<ExameApi['reingresso']> {
    return this.http.call(E.reingresso, { params: { protocolo }, body: reingresso }, options);
  }

  obter(id: number, options?: CallOptions): ReturnType<ExameApi['obter']> {
    return this.http.call(E.obter, { params: { id } }, options);
  }

  nota(id: number, options?: CallOptions): ReturnType<ExameApi['nota']> {
    return this.http.call(E.nota, { params: { id } }, options);
  }

  enviar(id: number, envio: EnvioNotaSalvar, options?: CallOptions): ReturnType<ExameApi['enviar']> {
    return this.http.call(E.enviar, { params: { id }, body: envio }, options);
  }
}

/** The exam's client over an SDK core: `sdk.cliente(clienteExames)`; `sdk.exames` of createRpjSdk. */
export const clienteExames = (http: HttpCore): ExameApi => new HttpExameApi(http);
