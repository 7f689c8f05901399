/** The reports' client over an SDK core: `sdk.cliente(clienteRelatorios)`; `sdk.relatorios` of createRpjSdk. */
import type { FiltroRelatorio, LinhaRelatorio, NomeRelatorio, ParteRelatorio, VisaoRelatorio, VisaoRelatorioSalvar } from '@rpj/domain';
import type { Documento } from '../contract/endpoint.ts';
import type { CallOptions, Resposta } from '../http/http-core.ts';
import type { OpcoesRelatorio } from './relatorios.codec.ts';

/** How far a report's reading has gone: rows read of the rows it has. */
export interface ProgressoRelatorio {
  readonly lidas: number;
  readonly total: number;
}

/**
 * The financial reports (registration service, `/relatorio`): rows in parts, the whole report, its PDF.
 *
 * @example
 * ```ts
 * const linhas = await sdk.relatorios.gerar('controleRecibo', { de: '2026-11-01', ate: '2026-11-30' }, {
 *   aoProgredir: (p) => console.log(`${p.lidas} de ${p.total}`),
 * });
 * // each row in DEFINICOES_RELATORIO.controleRecibo.colunas' order; totaisDoRelatorio(colunas, linhas) sums them
 * ```
 */
export interface RelatorioApi {
  /** One part of a report: from its start, or after the `proximo` of the part before (`depois`). */
  parte(nome: NomeRelatorio, filtro: FiltroRelatorio, depois?: number, options?: CallOptions): Promise<Resposta<ParteRelatorio>>;
  /** The whole report, part after part, saying how far it has gone; `sinal` stops it between parts. */
  gerar(nome: NomeRelatorio, filtro: FiltroRelatorio, opcoes?: { readonly aoProgredir?: (p: ProgressoRelatorio) => void; readonly sinal?: AbortSignal } & CallOptions): Promise<readonly LinhaRelatorio[]>;
  /** The report as a PDF: the same rows, totals and filters (refused past LINHAS_MAXIMAS_PDF rows). */
  pdf(nome: NomeRelatorio, filtro: FiltroRelatorio, options?: CallOptions): Promise<Resposta<Documento>>;
  /** The filters' options: people, groups and services by name. */
  opcoes(options?: CallOptions): Promise<Resposta<OpcoesRelatorio>>;
  /** A report's saved views, by name. */
  visoes(relatorio: NomeRelatorio, options?: CallOptions): Promise<Resposta<readonly VisaoRelatorio[]>>;
  /** Saves a view: without `id` a new one (CRIAR_RELATORIOS); with `id` and `versao` that one (EDITAR_RELATORIOS). */
  salvarVisao(visao: VisaoRelatorioSalvar, options?: CallOptions): Promise<Resposta<VisaoRelatorio>>;
  removerVisao(id: number, options?: CallOptions): Promise<Resposta<undefined>>;
}
