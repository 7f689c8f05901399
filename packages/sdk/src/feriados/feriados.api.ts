import type { DiaSemExpediente, Feriado, FeriadoListaItem, FeriadoSalvar, FiltroFeriados } from '@rpj/domain';
import type { CallOptions, Resposta } from '../http/http-core.ts';
import type { RegistrosApi } from '../http/registros.api.ts';

/**
 * The office's calendar (registration service, `/feriado`): its holidays and days without service; the list of a
 * year also holds the national holidays the law fixes (generated, not editable).
 *
 * @example
 * ```ts
 * const { dados } = await sdk.feriados.calendario(2026);
 * const prazo = addBusinessDays('2026-04-17', 5, calendario(dados)); // @rpj/domain
 * ```
 */
export interface FeriadoApi extends RegistrosApi<Feriado, FeriadoListaItem, FeriadoSalvar, FiltroFeriados> {
  /** Every day without service of `ano`, in date order. */
  calendario(ano: number, options?: CallOptions): Promise<Resposta<readonly DiaSemExpediente[]>>;
}
