import type { CertidaoSalvar, EmissaoCertidao, FiltroCertidoes, PaginacaoRequest, PagamentoCertidao } from '@rpj/domain';
import { withPaging, type CallOptions, type HttpCore } from '../http/http-core.ts';
import type { CertidaoApi, VerificacaoCertidaoApi } from './certidoes.api.ts';
import { CERTIDAO_ENDPOINTS as E, VERIFICACAO_CERTIDAO_ENDPOINTS as V } from './certidoes.endpoints.ts';

/** {@link CertidaoApi} over HTTP. */
export class HttpCertidaoApi implements CertidaoApi {
  constructor(private readonly http: HttpCore) {}

  criar(pedido: CertidaoSalvar, options?: CallOptions): ReturnType<CertidaoApi['criar']> {
    return this.http.call(E.criar, { body: pedido }, options);
  }

  listar(filtro?: FiltroCertidoes, paginacao?: PaginacaoRequest, options?: CallOptions): ReturnType<CertidaoApi['listar']> {
    return this.http.call(E.listar, withPaging({ query: filtro ?? {} }, paginacao), options);
  }

  obter(id: number, options?: CallOptions): ReturnType<CertidaoApi['obter']> {
    return this.http.call(E.obter, { params: { id } }, options);
  }

  pagar(id: number, pagamento: PagamentoCertidao, options?: CallOptions): ReturnType<CertidaoApi['pagar']> {
    return this.http.call(E.pagar, { params: { id }, body: pagamento }, options);
  }

  emitir(id: number, emissao: EmissaoCertidao, options?: CallOptions): ReturnType<CertidaoApi['emitir']> {
    return this.http.call(E.emitir, { params: { id }, body: emissao }, options);
  }

  pdf(id: number, options?: CallOptions): ReturnType<CertidaoApi['pdf']> {
    return this.http.call(E.pdf, { params: { id } }, options);
  }
}

/** {@link VerificacaoCertidaoApi} over HTTP. */
export class HttpVerificacaoCertidaoApi implements VerificacaoCertidaoApi {
  constructor(private readonly http: HttpCore) {}

  verificar(pedido: { readonly codigo: string }, options?: CallOptions): ReturnType<VerificacaoCertidaoApi['verificar']> {
    return this.http.call(V.verificar, { body: pedido }, options);
  }
}

/** The clients over an SDK core: `sdk.cliente(clienteCertidoes)` (createRpjSdkNucleo); `sdk.certidoes` of createRpjSdk. */
export const clienteCertidoes = (http: HttpCore): CertidaoApi => new HttpCertidaoApi(http);
export const clienteVerificacaoCertidao = (http: HttpCore): VerificacaoCertidaoApi => new HttpVerificacaoCertidaoApi(http);
