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
    const { dados: primeira } = await this.parte(nome, filtro, undefined, options);
    const linhas: LinhaRelatorio[] = [...primeira.linhas];
    const total = (): number => Math.max(primeira.totalLinhas, linhas.length);
    aoProgredir?.({ lidas: linhas.length, total: total() });
    // The later parts, two asked at a time (the service reads one while the other travels), kept in their order.
    const seguintes = primeira.seguintes ?? (primeira.proximo === undefined ? [] : [primeira.proximo]);
    const pedidos = new Map<number, ReturnType<RelatorioApi['parte']>>();
    const pedir = (i: number): void => {
      const depois = seguintes[i];
      if (depois === undefined || pedidos.has(i)) return;
      const p = this.parte(nome, filtro, depois, options);
      p.catch(() => undefined);
      pedidos.set(i, p);
    };
    let depois = primeira.proximo;
    for (let i = 0; depois !== undefined; i++) {
      sinal?.throwIfAborted();
      if (primeira.seguintes === undefined) {
        // A service that does not list its parts: one after another.
        const { dados } = await this.parte(nome, filtro, depois, options);
        for (const l of dados.linhas) linhas.push(l);
        depois = dados.proximo;
      } else {
        pedir(i);
        pedir(i + 1);
        const { dados } = await (pedidos.get(i) ?? this.parte(nome, filtro, depois, options));
        pedidos.delete(i);
        for (const l of dados.linhas) linhas.push(l);
        depois = seguintes[i + 1];
      }
      aoProgredir?.({ lidas: linhas.length, total: total() });
    }
    return linhas;
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
