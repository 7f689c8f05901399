/** The root of every page: scroll on page change (top, or the hash target), the alert dialog, notifications. */
import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AlertDialogView } from './alert-dialog.view.tsx';
import { NotificationsView } from './notifications.view.tsx';

export function RootLayout(): ReactNode {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <AlertDialogView />
      <NotificationsView />
    </>
  );
}
