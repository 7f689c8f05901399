/** A screen tells the app when it has shown what it is for, so that work kept for later may start (app/ocioso.ts). */
import { useEffect } from 'react';
import { primeiraTelaPronta } from '../../app/ocioso.ts';

/** Marks the first screen ready once `pronta` is true (after React has committed what it shows). */
export function useTelaPronta(pronta: boolean): void {
  useEffect(() => {
    if (pronta) primeiraTelaPronta();
  }, [pronta]);
}
