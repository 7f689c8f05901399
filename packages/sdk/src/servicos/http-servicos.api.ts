import type { CotacaoSalvar, FiltroCotacoes, PaginacaoRequest, RegrasEstado } from '@rpj/domain';
import { withPaging, type CallOptions, type HttpCore } from '../http/http-core.ts';
import { HttpRegistrosRemoviveis } from '../http/http-registros.ts';
import type { ServicoApi } from './servicos.api.ts';
import { SERVICO_ENDPOINTS } from './servicos.endpoints.ts';

/** {@link ServicoApi} over HTTP. */
export class HttpServicoApi extends HttpRegistrosRemoviveis<typeof SERVICO_ENDPOINTS> implements ServicoApi {
  constructor(http: HttpCore) {
    super(http, SERVICO_ENDPOINTS);
  }

  regra(options?: CallOptions): ReturnType<ServicoApi['regra']> {
    return this.http.call(SERVICO_ENDPOINTS.regra, {}, options);
  }

  salvarRegra(regras: Omit<RegrasEstado, 'uf'>, options?: CallOptions): ReturnType<ServicoApi['salvarRegra']> {
    return this.http.call(SERVICO_ENDPOINTS.salvarRegra, { body: regras }, options);
  }

  cotacoes(filtro?: FiltroCotacoes, paginacao?: PaginacaoRequest, options?: CallOptions): ReturnType<ServicoApi['cotacoes']> {
    return this.http.call(SERVICO_ENDPOINTS.cotacoes, withPaging({ query: filtro ?? {} }, paginacao), options);
  }

  atos(options?: CallOptions): ReturnType<ServicoApi['atos']> {
    return this.http.call(SERVICO_ENDPOINTS.atos, {}, options);
  }

  cotar(cotacao: CotacaoSalvar, options?: CallOptions): ReturnType<ServicoApi['cotar']> {
    return this.http.call(SERVICO_ENDPOINTS.cotar, { body: cotacao }, options);
  }

  cotacao(id: number, options?: CallOptions): ReturnType<ServicoApi['cotacao']> {
    return this.http.call(SERVICO_ENDPOINTS.cotacao, { params: { id } }, options);
  }

  imprimirCotacao(id: number, options?: CallOptions): ReturnType<ServicoApi['imprimirCotacao']> {
    return this.http.call(SERVICO_ENDPOINTS.imprimirCotacao, { params: { id } }, options);
  }
}

/** The services' client over an SDK core: `sdk.cliente(clienteServicos)`; `sdk.servicos` of createRpjSdk. */
export const clienteServicos = (http: HttpCore): ServicoApi => new HttpServicoApi(http);
