/**
 * Keeps a list's state and the address bar together: the URL is read on arrival and on back/forward, and each
 * change of the state writes the URL (a new history entry), so a reload or a shared link shows the same list.
 * The first read happens during the screen's first render, so that the list's request leaves at once.
 *
 * The addresses the list writes itself are never read back: React may run the effect of an address the list wrote
 * (a search fired by the typing pause) after the list has already moved on (Enter pressed meanwhile), and reading
 * it then would take the list, and the text being typed, back to the older search.
 */
import { reaction } from 'mobx';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Filtro, ListViewModel } from './list.view-model.ts';

/** What the URL reads and writes of a list. */
export type ListaNaUrl = Pick<ListViewModel<unknown, Filtro>, 'fromQuery' | 'query' | 'dispose'>;

export function useListUrl(vm: ListaNaUrl): void {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  // The addresses written by the list and not yet seen by the effect below, oldest first; and the address the bar
  // has or is about to have (the last one read from outside or written).
  const escritas = useRef<string[]>([]);
  const endereco = useRef(search);
  // The first read of the address starts the list's request while its screen is still rendering, not after the
  // screen has painted: the rows' wait on the network overlaps the first paint. Reading the same address again
  // changes nothing, so the effect below (back/forward, links) repeats it harmlessly.
  useState(() => {
    vm.fromQuery(search);
  });
  useEffect(() => {
    const propria = escritas.current.indexOf(search);
    if (propria >= 0) {
      escritas.current.splice(0, propria + 1);
      return;
    }
    endereco.current = search;
    vm.fromQuery(search);
  }, [vm, search]);
  useEffect(
    () =>
      reaction(
        () => vm.query,
        (query) => {
          if (query === endereco.current) return;
          endereco.current = query;
          escritas.current.push(query);
          void navigate({ pathname, search: query });
        },
      ),
    [vm, navigate, pathname],
  );
  useEffect(() => () => {
    vm.dispose();
  }, [vm]);
}
