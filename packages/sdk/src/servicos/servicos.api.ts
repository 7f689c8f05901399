import type { Cotacao, CotacaoListaItem, CotacaoSalvar, FiltroCotacoes, FiltroServicos, PaginacaoRequest, Pagina, RegrasEstado, Servico, ServicoListaItem, ServicoSalvar, TipoAtoRegistro } from '@rpj/domain';
import type { Documento } from '../contract/endpoint.ts';
import type { CallOptions, Resposta } from '../http/http-core.ts';
import type { RegistrosApi } from '../http/registros.api.ts';

/**
 * Services and their fee tables (registration service, `/servico`), the state's rule, the catalogue of acts, and
 * quotes (`/cotacao`).
 *
 * @example
 * ```ts
 * const { dados: regras } = await sdk.servicos.regra();
 * const { dados: servico } = await sdk.servicos.obter(3);
 * const regra = tabelaVigente(regras.vigencias, '2026-11-26')?.regra; // @rpj/domain: the rule of the day
 * if (regra) precificar(servico.vigencias, regra, { quantidade: 1 }, '2026-11-26', servico); // every component apart
 * const { dados: cotacao } = await sdk.servicos.cotar({ dataReferencia: '2026-11-26', itens: [{ servicoId: 3, quantidade: 1 }] });
 * ```
 */
export interface ServicoApi extends RegistrosApi<Servico, ServicoListaItem, ServicoSalvar, FiltroServicos> {
  /** The office's state's rules (funds, taxes, ISS, rounding), period by period. */
  regra(options?: CallOptions): Promise<Resposta<RegrasEstado>>;
  /** Saves the state's rules, all periods at once, against the version read (EDITAR_SERVICOS). */
  salvarRegra(regras: Omit<RegrasEstado, 'uf'>, options?: CallOptions): Promise<Resposta<RegrasEstado>>;
  /** The whole catalogue of acts, by name (the office's, `sdk.atos` edits it). */
  atos(options?: CallOptions): Promise<Resposta<readonly TipoAtoRegistro[]>>;
  /** Prices, numbers and saves a quote. */
  cotar(cotacao: CotacaoSalvar, options?: CallOptions): Promise<Resposta<Cotacao>>;
  cotacao(id: number, options?: CallOptions): Promise<Resposta<Cotacao>>;
  /** The saved quotes, newest first. */
  cotacoes(filtro?: FiltroCotacoes, paginacao?: PaginacaoRequest, options?: CallOptions): Promise<Resposta<Pagina<CotacaoListaItem>>>;
  /** The quote as a PDF. */
  imprimirCotacao(id: number, options?: CallOptions): Promise<Resposta<Documento>>;
}
