import type { FiltroRelatorio, LinhaRelatorio, NomeRelatorio, VisaoRelatorioSalvar } from '@rpj/domain';
import type { CallOptions, HttpCore } from '../http/http-core.ts';
import type { ProgressoRelatorio, RelatorioApi } from './relatorios.api.ts';
import { RELATORIO_ENDPOINTS as E, RELATORIO_ENDPOINTS_POR_NOME as R } from './relatorios.endpoints.ts';

/** {@link RelatorioApi} over HTTP. */
export class HttpRelatorioApi implements RelatorioApi {
  constructor(private readonly http: HttpCore) {}

  parte(nome: NomeRelatorio, filtro: FiltroRelatorio, depois?: number, options?: CallOptions): ReturnType<RelatorioApi['parte']> {
    return this.http.call(R[nome].linhas, { query: depois === undefined ? filtro : { ...filtro, depois } }, options);
  }

  async gerar(nome: NomeRelatorio, filtro: FiltroRelatorio, opcoes: { readonly aoProgredir?: (p: ProgressoRelatorio) => void; readonly sinal?: AbortSignal } & CallOptions = {}): Promise<readonly LinhaRelatorio[]> {
    const { aoProgredir, sinal, ...options } = opcoes;
    const linhas: LinhaRelatorio[] = [];
    let depois: number | undefined;
    for (;;) {
      sinal?.throwIfAborted();
      const { dados } = await this.parte(nome, filtro, depois, options);
      for (const l of dados.linhas) linhas.push(l);
      aoProgredir?.({ lidas: linhas.length, total: Math.max(dados.totalLinhas, linhas.length) });
      if (dados.proximo === undefined) return linhas;
      depois = dados.proximo;
    }
  }

  pdf(nome: NomeRelatorio, filtro: FiltroRelatorio, options?: CallOptions): ReturnType<RelatorioApi['pdf']> {
    return this.http.call(R[nome].pdf, { query: filtro }, options);
  }

  opcoes(options?: CallOptions): ReturnType<RelatorioApi['opcoes']> {
    return this.http.call(E.opcoes, {}, options);
  }

  visoes(relatorio: NomeRelatorio, options?: CallOptions): ReturnType<RelatorioApi['visoes']> {
    return this.http.call(E.visoes, { query: { relatorio } }, options);
  }

  salvarVisao(visao: VisaoRelatorioSalvar, options?: CallOptions): ReturnType<RelatorioApi['salvarVisao']> {
    return this.http.call(E.salvarVisao, { body: visao }, options);
  }

  removerVisao(id: number, options?: CallOptions): ReturnType<RelatorioApi['removerVisao']> {
    return this.http.call(E.removerVisao, { params: { id } }, options);
  }
}

/** The reports' client over an SDK core: `sdk.cliente(clienteRelatorios)`; `sdk.relatorios` of createRpjSdk. */
export const clienteRelatorios = (http: HttpCore): RelatorioApi => new HttpRelatorioApi(http);
