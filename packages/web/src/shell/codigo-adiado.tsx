/**
 * Code kept off the first screen's path (app/ocioso.ts) and shown through React's lazy: `useOcioso` turns true
 * when the idle moment comes; `CodigoAdiado` shows its lazy child once its code is here, or `semCodigo` when that
 * code could not be fetched (the network failed before it arrived), so that what it says is still said.
 */
import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';
import { quandoOcioso } from '../app/ocioso.ts';

/** True from the idle moment after the first screen on. */
export function useOcioso(): boolean {
  const [ocioso, setOcioso] = useState(false);
  useEffect(
    () =>
      quandoOcioso(() => {
        setOcioso(true);
      }),
    [],
  );
  return ocioso;
}

class SemCodigo extends Component<{ readonly semCodigo: ReactNode; readonly children: ReactNode }, { readonly falhou: boolean }> {
  override state = { falhou: false };

  static getDerivedStateFromError(): { falhou: boolean } {
    return { falhou: true };
  }

  override render(): ReactNode {
    return this.state.falhou ? this.props.semCodigo : this.props.children;
  }
}

/** Its lazy child once loaded (nothing meanwhile); `semCodigo` if the code failed to load. */
export function CodigoAdiado(props: { readonly semCodigo: ReactNode; readonly children: ReactNode }): ReactNode {
  return (
    <SemCodigo semCodigo={props.semCodigo}>
      <Suspense fallback={null}>{props.children}</Suspense>
    </SemCodigo>
  );
}
