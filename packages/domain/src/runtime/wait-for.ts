/**
 * A bounded wait (spec §4, §6, §9): "waits up to 5 tries at 1-second intervals". The sleep is a parameter, so
 * the rule carries no timer and tests need no real time.
 */
import type { Espera } from '../constants.ts';

/** Sleeps for a number of milliseconds. */
export type Sleep = (ms: number) => Promise<void>;

/**
 * Asks `ready` at once and again after each of up to `espera.tentativas` sleeps of `espera.intervaloMs`, so it
 * waits at most `tentativas × intervaloMs` (5 s for the user-loading guard).
 *
 * @returns true as soon as `ready` answers true; false when it never did.
 * @example
 * ```ts
 * await waitFor(() => store.loaded, ESPERA_CARREGAMENTO_USUARIO, (ms) => new Promise((r) => setTimeout(r, ms)));
 * ```
 */
export async function waitFor(ready: () => boolean, espera: Espera, sleep: Sleep): Promise<boolean> {
  if (ready()) return true;
  for (let tentativa = 0; tentativa < espera.tentativas; tentativa++) {
    await sleep(espera.intervaloMs);
    if (ready()) return true;
  }
  return false;
}
