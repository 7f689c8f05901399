/**
 * Work kept off the first screen's path (the alert dialog's code, oidc-client-ts's manager): `quandoOcioso(fazer)`
 * calls `fazer` once the first screen has shown what it is for (its rows, its record: `primeiraTelaPronta`), or
 * 4 s after the page's load if no screen says so, and then when the browser has a moment (requestIdleCallback, at
 * most 3 s later). The returned function cancels it.
 */

/** How long after the page's load idle work waits for a screen that never says it is ready. */
const ESPERA_MAXIMA_MS = 4000;

let marcar: () => void = () => undefined;
const primeiraTela = new Promise<void>((resolve) => {
  marcar = resolve;
});

/** The User Timing mark the first ready screen leaves (the web bench counts the first screen's code by it). */
export const MARCA_PRIMEIRA_TELA = 'rpj:primeira-tela-pronta';

let marcada = false;

/** The first screen has shown what it is for: work kept for later may start. Later calls change nothing. */
export function primeiraTelaPronta(): void {
  if (marcada) return;
  marcada = true;
  performance.mark(MARCA_PRIMEIRA_TELA);
  marcar();
}

/** The page's load event, or now if it has passed. */
function carregada(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    window.addEventListener(
      'load',
      () => {
        resolve();
      },
      { once: true },
    );
  });
}

/** The first moment for idle work, shared by every caller: the first screen, or the limit after the load. */
let momento: Promise<void> | undefined;
function momentoOcioso(): Promise<void> {
  momento ??= Promise.race([primeiraTela, carregada().then(() => new Promise<void>((resolve) => window.setTimeout(resolve, ESPERA_MAXIMA_MS)))]);
  return momento;
}

export function quandoOcioso(fazer: () => void): () => void {
  let cancelado = false;
  let desmarcar = (): void => undefined;
  void momentoOcioso().then(() => {
    if (cancelado) return;
    if (typeof window.requestIdleCallback === 'function') {
      const idle = window.requestIdleCallback(fazer, { timeout: 3000 });
      desmarcar = () => {
        window.cancelIdleCallback(idle);
      };
    } else {
      const timer = window.setTimeout(fazer, 0);
      desmarcar = () => {
        window.clearTimeout(timer);
      };
    }
  });
  return () => {
    cancelado = true;
    desmarcar();
  };
}
