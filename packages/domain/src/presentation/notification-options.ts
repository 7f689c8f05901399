/**
 * Notification options (spec §4, §5): one of nine positions, a non-negative timeout (5000 ms by default);
 * invalid values are dropped, so the defaults apply.
 */
import { TEMPO_NOTIFICACAO_PADRAO_MS } from '../constants.ts';
import { isTipoResposta, type TipoResposta } from '../response/tipo-resposta.ts';

/** The nine positions. */
export const POSICOES_NOTIFICACAO = [
  'top-left',
  'top',
  'top-right',
  'left',
  'center',
  'right',
  'bottom-left',
  'bottom',
  'bottom-right',
] as const;

/** A notification position. */
export type PosicaoNotificacao = (typeof POSICOES_NOTIFICACAO)[number];

/** Where notifications appear unless told otherwise. */
export const POSICAO_NOTIFICACAO_PADRAO: PosicaoNotificacao = 'bottom';

/** Valid notification options, defaults applied. */
export interface OpcoesNotificacao {
  readonly position: PosicaoNotificacao;
  /** Milliseconds before it dismisses itself; 0 keeps it until closed. */
  readonly timeout: number;
  readonly message?: string;
  readonly tipo?: TipoResposta;
}

function isPosicao(value: unknown): value is PosicaoNotificacao {
  return typeof value === 'string' && (POSICOES_NOTIFICACAO as readonly string[]).includes(value);
}

/**
 * Options from untrusted input (a call site, a stored preference): each invalid value is dropped and its
 * default used; unknown keys are ignored.
 *
 * @example
 * ```ts
 * notificationOptions({ position: 'middle', timeout: -1 }); // { position: 'bottom', timeout: 5000 }
 * ```
 */
export function notificationOptions(input: unknown): OpcoesNotificacao {
  const o: Readonly<Record<string, unknown>> = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const { position, timeout, message, tipo } = o;
  return {
    position: isPosicao(position) ? position : POSICAO_NOTIFICACAO_PADRAO,
    timeout: typeof timeout === 'number' && Number.isFinite(timeout) && timeout >= 0 ? timeout : TEMPO_NOTIFICACAO_PADRAO_MS,
    ...(typeof message === 'string' && message.trim() !== '' ? { message } : {}),
    ...(isTipoResposta(tipo) ? { tipo } : {}),
  };
}
