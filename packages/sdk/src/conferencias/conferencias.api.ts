import type { ConferenciaDoProcesso, ConferenciaSalvar, MarcaSalvar, Pagina, PaginacaoRequest, ProcessoListaItem } from '@rpj/domain';
import type { CallOptions, Resposta } from '../http/http-core.ts';
import type { FiltroConferencia } from './conferencias.codec.ts';

/**
 * The conference of a confirmed title (registration service, `/conferencia`): the queue, a process's conference,
 * each item ticked with who and when, and the outcome.
 *
 * @example
 * ```ts
 * const { dados: c } = await sdk.conferencias.processo(1234);
 * for (const i of c.itens) await sdk.conferencias.marcar(1234, { item: i.item, marcado: true });
 * await sdk.conferencias.concluir(1234, { versao: c.processo.versao, decisao: 'CONFERIR' }); // to the officer
 * ```
 */
export interface ConferenciaApi {
  fila(filtro?: FiltroConferencia, paginacao?: PaginacaoRequest, options?: CallOptions): Promise<Resposta<Pagina<ProcessoListaItem>>>;
  processo(protocolo: number, options?: CallOptions): Promise<Resposta<ConferenciaDoProcesso>>;
  marcar(protocolo: number, marca: MarcaSalvar, options?: CallOptions): Promise<Resposta<ConferenciaDoProcesso>>;
  concluir(protocolo: number, conferencia: ConferenciaSalvar, options?: CallOptions): Promise<Resposta<ConferenciaDoProcesso>>;
}
