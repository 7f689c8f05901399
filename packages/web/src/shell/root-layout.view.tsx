/**
 * The root of every page: scroll on page change (top, or the hash target), the alert dialog and the notifications
 * (their code fetched at idle).
 */
import { useFocusFinders } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AlertDialogAdiado } from './alert-dialog-adiado.view.tsx';
import { NotificacoesAdiadas } from './notificacoes-adiadas.view.tsx';

export function RootLayout(): ReactNode {
  // Holds Fluent's focus manager (tabster) for the page's life. It lives while something uses it: with the menus and
  // dialogs loaded on demand, the last dialog to close would take it along before it had given back to screen
  // readers the page the dialog hid (aria-hidden left on #root).
  useFocusFinders();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <AlertDialogAdiado />
      <NotificacoesAdiadas />
    </>
  );
}
