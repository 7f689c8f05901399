import type { AnaliseSalvar, DecisaoSalvar, EnvioNotaSalvar, Exame, ExameDoProcesso, ExameFilaItem, FiltroFilaExame, Pagina, PaginacaoRequest, Processo, ReingressoSalvar } from '@rpj/domain';
import type { Documento } from '../contract/endpoint.ts';
import type { CallOptions, Resposta } from '../http/http-core.ts';

/**
 * The exam of a title (registration service, `/exame`): the queue, a process's exam, the decision, the re-entry, a
 * round's details, its requirement note and the note's sending by e-mail.
 *
 * @example
 * ```ts
 * const { dados: exame } = await sdk.exames.decidir(1234, {
 *   versao: 2,
 *   decisao: 'EXIGENCIA',
 *   exigencias: [{ texto: 'Apresentar a ata de eleição da diretoria.', fundamento: 'Código Civil, art. 54' }],
 * });
 * const rodada = exame.rodadas.at(-1); // the round just decided: its requirements and their deadline
 * await sdk.exames.enviar(rodada.id, {}); // the note by e-mail to the presenter, PDF attached
 * ```
 */
export interface ExameApi {
  fila(filtro?: FiltroFilaExame, paginacao?: PaginacaoRequest, options?: CallOptions): Promise<Resposta<Pagina<ExameFilaItem>>>;
  processo(protocolo: number, options?: CallOptions): Promise<Resposta<ExameDoProcesso>>;
  /** The analysis queue: the office's fit titles waiting for a second look. */
  analise(filtro?: FiltroFilaExame, paginacao?: PaginacaoRequest, options?: CallOptions): Promise<Resposta<Pagina<ExameFilaItem>>>;
  /** Confirms a fit title's exam (to conference) or returns it to its examiner with the reason. */
  analisar(protocolo: number, analise: AnaliseSalvar, options?: CallOptions): Promise<Resposta<ExameDoProcesso>>;
  decidir(protocolo: number, decisao: DecisaoSalvar, options?: CallOptions): Promise<Resposta<ExameDoProcesso>>;
  reingresso(protocolo: number, reingresso: ReingressoSalvar, options?: CallOptions): Promise<Resposta<Processo>>;
  obter(id: number, options?: CallOptions): Promise<Resposta<Exame>>;
  /** The requirement note as a PDF. */
  nota(id: number, options?: CallOptions): Promise<Resposta<Documento>>;
  enviar(id: number, envio: EnvioNotaSalvar, options?: CallOptions): Promise<Resposta<Exame>>;
}
