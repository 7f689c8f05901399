/**
 * The content area scrolls, not the document (docs/ux.md "Shell"): the header and the side menu stay put, and a
 * dialog's scroll lock on the document moves nothing behind it. So the area keeps its own scroll per history
 * entry, as the browser does for documents: Back returns where the person was; a new page starts at the top, or at
 * its `#anchor`.
 */
import { useCallback, useLayoutEffect, useRef, type RefObject, type UIEvent } from 'react';
import { useLocation } from 'react-router';

/** Keeps the area's scroll per history entry; answers the area's `onScroll`. */
export function useRolagemDoConteudo(area: RefObject<HTMLElement | null>): (event: UIEvent<HTMLElement>) => void {
  const { key, hash } = useLocation();
  const posicoes = useRef(new Map<string, number>());
  const atual = useRef(key);

  useLayoutEffect(() => {
    atual.current = key;
    const el = area.current;
    if (el === null) return;
    const alvo = hash === '' ? null : document.getElementById(decodeURIComponent(hash.slice(1)));
    if (alvo !== null) alvo.scrollIntoView();
    else el.scrollTop = posicoes.current.get(key) ?? 0;
  }, [area, key, hash]);

  return useCallback((event: UIEvent<HTMLElement>) => {
    posicoes.current.set(atual.current, event.currentTarget.scrollTop);
  }, []);
}
