/**
 * The handle the browser harness (packages/web/test/harness/sessao.ts) puts on `window`: the app's own
 * composition in a tab, for calls no screen makes at once. Declared here as the tests see it.
 */
export interface RpjHarness {
  /** `n` concurrent reads of the users list; each one's `tipoResposta`, or the error's text. */
  chamadas(n: number): Promise<string[]>;
  /** The SDK's messages so far (what the alert dialog would have shown). */
  readonly mensagens: readonly unknown[];
}

declare global {
  interface Window {
    rpjHarness?: RpjHarness;
  }
}

/** Where the harness is served (built by scripts/test-e2e.mjs after the app). */
export const HARNESS_SESSAO = '/__e2e/sessao.html';
