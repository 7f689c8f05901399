import type { DbeDoProcesso, DecisaoDbeSalvar } from '@rpj/domain';
import type { CallOptions, Resposta } from '../http/http-core.ts';

/**
 * The DBE conferral (registration service, `/dbe`): the office's side of a process, and the conferral or rejection
 * of a DBE found at the consultation service (`sdk.consultaEmpresa.dbe`).
 *
 * @example
 * ```ts
 * const chave = { recibo: 'GO26000002', identificacao: '20261120000002' };
 * const { dados: dbe } = await sdk.consultaEmpresa.dbe(chave);
 * const { dados: d } = await sdk.dbe.processo(2);
 * const divergencias = divergenciasDbe(dbe, d.cartorio); // @rpj/domain: what the screen flags
 * await sdk.dbe.decidir(2, { ...chave, decisao: divergencias.length === 0 ? 'CONFERIR' : 'REJEITAR', motivo: '…' });
 * ```
 */
export interface DbeApi {
  processo(protocolo: number, options?: CallOptions): Promise<Resposta<DbeDoProcesso>>;
  /** The service finds the DBE again and compares it itself: a DBE that differs needs a reason to be conferred. */
  decidir(protocolo: number, decisao: DecisaoDbeSalvar, options?: CallOptions): Promise<Resposta<DbeDoProcesso>>;
}
