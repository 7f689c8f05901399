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

/** The first screen has shown what it is for: work kept for later may start. Later calls change nothing. */
export function primeiraTelaPronta(): void {
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

export function quandoOcioso(fazer: () => void): () => void {
  let cancelado = false;
  let desmarcar = (): void => undefined;
  const limite = carregada().then(() => new Promise<void>((resolve) => window.setTimeout(resolve, ESPERA_MAXIMA_MS)));
  void Promise.race([primeiraTela, limite]).then(() => {
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
