/**
 * Timing rules of the session and the app (spec §9), as pure functions of the current time.
 */
import { DURACAO_CACHE_MS, JANELA_PROTECAO_RECARGA_MS, VALIDADE_MINIMA_TOKEN_S } from '../constants.ts';

/**
 * True when a token expiring at `expiresAtS` (seconds since the epoch, as in `exp`) must be refreshed now:
 * less than the minimum validity (60 s by default) is left.
 */
export function needsRefresh(expiresAtS: number, nowMs: number, minimoS: number = VALIDADE_MINIMA_TOKEN_S): boolean {
  return expiresAtS * 1000 - nowMs < minimoS * 1000;
}

/** When a response cached now expires (2 hours by default). */
export function cacheExpiry(nowMs: number, duracaoMs: number = DURACAO_CACHE_MS): number {
  return nowMs + duracaoMs;
}

/**
 * Whether a chunk that failed to load may reload the page: not when the last such reload (its time kept in
 * session storage) happened within the guard window (10 s), which would loop.
 */
export function mayReloadAfterChunkError(
  lastReloadMs: number | undefined,
  nowMs: number,
  janelaMs: number = JANELA_PROTECAO_RECARGA_MS,
): boolean {
  return lastReloadMs === undefined || nowMs - lastReloadMs >= janelaMs || nowMs < lastReloadMs;
}
