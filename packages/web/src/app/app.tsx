/** The app's React root: styles under the CSP nonce, the theme, the container and the router. */
import { FluentProvider, RendererProvider, type GriffelRenderer } from '@fluentui/react-components';
import type { Container } from 'inversify';
import type { ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { ContainerProvider } from '../di/container-provider.tsx';
import { temaRpj } from './theme.ts';

/**
 * The theme. The provider takes no size or layout class: with `applyStylesToPortals` its classes also go to the
 * mount node of every menu, popover and dialog, and a full-height provider made each of them a white sheet over
 * the whole page. Screens size themselves (the layout, the message pages).
 */
function Themed(props: { readonly children: ReactNode }): ReactNode {
  return (
    <FluentProvider theme={temaRpj} applyStylesToPortals>
      {props.children}
    </FluentProvider>
  );
}

/** Fluent's styles, with the renderer that carries the CSP nonce (security.md #11). */
export function StyleRoot(props: { readonly renderer: GriffelRenderer; readonly children: ReactNode }): ReactNode {
  return (
    <RendererProvider renderer={props.renderer} targetDocument={document}>
      <Themed>{props.children}</Themed>
    </RendererProvider>
  );
}

/** The app. */
export function App(props: {
  readonly container: Container;
  readonly router: ReturnType<typeof createBrowserRouter>;
}): ReactNode {
  return (
    <ContainerProvider container={props.container}>
      <RouterProvider router={props.router} />
    </ContainerProvider>
  );
}
