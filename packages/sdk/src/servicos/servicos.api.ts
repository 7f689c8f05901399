import type { Cotacao, CotacaoSalvar, FiltroServicos, RegraCobranca, Servico, ServicoListaItem, ServicoSalvar, TipoAto } from '@rpj/domain';
import type { Documento } from '../contract/endpoint.ts';
import type { CallOptions, Resposta } from '../http/http-core.ts';
import type { RegistrosApi } from '../http/registros.api.ts';

/**
 * Services and their fee tables (registration service, `/servico`), the state's rule, the catalogue of acts, and
 * quotes (`/cotacao`).
 *
 * @example
 * ```ts
 * const { dados: regra } = await sdk.servicos.regra();
 * const { dados: servico } = await sdk.servicos.obter(3);
 * precificar(servico.vigencias, regra, { quantidade: 1 }, '2026-11-26', servico); // @rpj/domain: every component apart
 * const { dados: cotacao } = await sdk.servicos.cotar({ dataReferencia: '2026-11-26', itens: [{ servicoId: 3, quantidade: 1 }] });
 * ```
 */
export interface ServicoApi extends RegistrosApi<Servico, ServicoListaItem, ServicoSalvar, FiltroServicos> {
  /** The state's add-ons in force. */
  regra(options?: CallOptions): Promise<Resposta<RegraCobranca>>;
  /** The catalogue of acts. */
  atos(options?: CallOptions): Promise<Resposta<readonly TipoAto[]>>;
  /** Prices, numbers and saves a quote. */
  cotar(cotacao: CotacaoSalvar, options?: CallOptions): Promise<Resposta<Cotacao>>;
  cotacao(id: number, options?: CallOptions): Promise<Resposta<Cotacao>>;
  /** The quote as a PDF. */
  imprimirCotacao(id: number, options?: CallOptions): Promise<Resposta<Documento>>;
}
