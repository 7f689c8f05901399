/**
 * Keeps a list's state and the address bar together: the URL is read on arrival and on back/forward, and each
 * change of the state writes the URL (a new history entry), so a reload or a shared link shows the same list.
 * The first read happens during the screen's first render, so that the list's request leaves at once.
 */
import { reaction } from 'mobx';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Filtro, ListViewModel } from './list.view-model.ts';

/** What the URL reads and writes of a list. */
export type ListaNaUrl = Pick<ListViewModel<unknown, Filtro>, 'fromQuery' | 'query' | 'dispose'>;

export function useListUrl(vm: ListaNaUrl): void {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  // The first read of the address starts the list's request while its screen is still rendering, not after the
  // screen has painted: the rows' wait on the network overlaps the first paint. Reading the same address again
  // changes nothing, so the effect below (back/forward, links) repeats it harmlessly.
  useState(() => {
    vm.fromQuery(search);
  });
  useEffect(() => {
    vm.fromQuery(search);
  }, [vm, search]);
  useEffect(
    () =>
      reaction(
        () => vm.query,
        (query) => {
          void navigate({ pathname, search: query });
        },
      ),
    [vm, navigate, pathname],
  );
  useEffect(() => () => {
    vm.dispose();
  }, [vm]);
}
