/**
 * The content area scrolls, not the document (docs/ux.md "Shell"): the header and the side menu stay put, and a
 * dialog's scroll lock on the document moves nothing behind it. So the area keeps its own scroll per history
 * entry, as the browser does for documents: Back returns where the person was; a new page starts at the top, or at
 * its `#anchor`.
 */
import { useCallback, useLayoutEffect, useRef, type RefObject, type UIEvent } from 'react';
import { useLocation } from 'react-router';

/** How long a page may take to grow back to where the person was before Back gives up on it, ms. */
const RESTAURAR_MS = 5_000;

/** Keeps the area's scroll per history entry; answers the area's `onScroll`. */
export function useRolagemDoConteudo(area: RefObject<HTMLElement | null>): (event: UIEvent<HTMLElement>) => void {
  const { key, hash } = useLocation();
  const posicoes = useRef(new Map<string, number>());
  const atual = useRef(key);
  // Where the area is, as its last scroll said (0 until it scrolls): reading or writing scrollTop makes the browser
  // lay the page out there and then, in the middle of React's commit, so a page that starts at the top touches neither.
  const onde = useRef(0);

  useLayoutEffect(() => {
    atual.current = key;
    const el = area.current;
    if (el === null) return;
    const alvo = hash === '' ? null : document.getElementById(decodeURIComponent(hash.slice(1)));
    if (alvo !== null) {
      alvo.scrollIntoView();
      return;
    }
    const posicao = posicoes.current.get(key) ?? 0;
    if (posicao !== onde.current) el.scrollTop = posicao;
    if (posicao === 0 || el.scrollTop >= posicao) return undefined;
    // Back to a page whose rows are still on their way: it is not yet tall enough to be where it was. Each change of
    // its content tries again, until it gets there, the person scrolls or a few seconds go by.
    const restaurar = new MutationObserver(() => {
      el.scrollTop = posicao;
      if (el.scrollTop >= posicao) parar();
    });
    const desistir = setTimeout(parar, RESTAURAR_MS);
    const pessoa = ['wheel', 'keydown', 'pointerdown', 'touchstart'] as const;
    function parar(): void {
      restaurar.disconnect();
      clearTimeout(desistir);
      for (const tipo of pessoa) el?.removeEventListener(tipo, parar);
    }
    restaurar.observe(el, { childList: true, subtree: true });
    for (const tipo of pessoa) el.addEventListener(tipo, parar, { passive: true });
    return parar;
  }, [area, key, hash]);

  return useCallback((event: UIEvent<HTMLElement>) => {
    onde.current = event.currentTarget.scrollTop;
    posicoes.current.set(atual.current, onde.current);
  }, []);
}
