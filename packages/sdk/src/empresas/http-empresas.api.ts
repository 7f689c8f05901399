import type { AverbacaoNova } from '@rpj/domain';
import type { CallOptions, HttpCore } from '../http/http-core.ts';
import { HttpRegistrosRemoviveis } from '../http/http-registros.ts';
import type { EmpresaApi } from './empresas.api.ts';
import { EMPRESA_ENDPOINTS } from './empresas.endpoints.ts';

/** {@link EmpresaApi} over HTTP. */
export class HttpEmpresaApi extends HttpRegistrosRemoviveis<typeof EMPRESA_ENDPOINTS> implements EmpresaApi {
  constructor(http: HttpCore) {
    super(http, EMPRESA_ENDPOINTS);
  }

  nomesSemelhantes(denominacao: string, id?: number, options?: CallOptions): ReturnType<EmpresaApi['nomesSemelhantes']> {
    return this.http.call(EMPRESA_ENDPOINTS.nomesSemelhantes, { query: id === undefined ? { denominacao } : { denominacao, id } }, options);
  }

  averbacoes(id: number, options?: CallOptions): ReturnType<EmpresaApi['averbacoes']> {
    return this.http.call(EMPRESA_ENDPOINTS.averbacoes, { params: { id } }, options);
  }

  averbar(id: number, averbacao: AverbacaoNova, options?: CallOptions): ReturnType<EmpresaApi['averbar']> {
    return this.http.call(EMPRESA_ENDPOINTS.averbar, { params: { id }, body: averbacao }, options);
  }

  historico(id: number, ocultos?: boolean, options?: CallOptions): ReturnType<EmpresaApi['historico']> {
    return this.http.call(EMPRESA_ENDPOINTS.historico, { params: { id }, query: ocultos === true ? { ocultos } : {} }, options);
  }

  ocultarHistorico(eventoId: number, motivo: string, options?: CallOptions): ReturnType<EmpresaApi['ocultarHistorico']> {
    return this.http.call(EMPRESA_ENDPOINTS.ocultarHistorico, { params: { id: eventoId }, body: { motivo } }, options);
  }
}

/** The registered entities client over an SDK core: `sdk.cliente(clienteEmpresas)` (createRpjSdkNucleo); `sdk.empresas` of createRpjSdk. */
export const clienteEmpresas = (http: HttpCore): EmpresaApi => new HttpEmpresaApi(http);
