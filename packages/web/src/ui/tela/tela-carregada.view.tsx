/**
 * A screen that loads its data once and then shows it (a quote, the state's rule): it asks the view-model to load
 * when it opens, shows the spinner meanwhile, says in Portuguese what failed, and marks the screen ready for the
 * shell (tela-pronta.ts) once there is something to read.
 */
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { Carregando } from '../carregando.view.tsx';
import type { EstadoCarga } from './estado.ts';
import { useTelaPronta } from './tela-pronta.ts';

export interface Carregavel {
  readonly estado: EstadoCarga;
  carregar(): Promise<void>;
  /** Ends what the screen started (a list's pending request), when it closes. */
  dispose?(): void;
}

export const TelaCarregada = observer(function TelaCarregada(props: {
  readonly vm: Carregavel;
  /** What could not be opened: 'a cotação' → "Não foi possível abrir a cotação: …". */
  readonly oQue: string;
  readonly children: () => ReactNode;
}): ReactNode {
  const { vm } = props;
  useEffect(() => {
    void vm.carregar();
    return () => {
      vm.dispose?.();
    };
  }, [vm]);
  useTelaPronta(vm.estado !== 'carregando');
  if (vm.estado === 'carregando' || vm.estado === 'ocioso') return <Carregando tamanho={32} espessura={3} rotulo="Carregando..." />;
  if (vm.estado === 'erro') {
    return (
      <MessageBar intent="error">
        <MessageBarBody>Não foi possível abrir {props.oQue}: verifique sua conexão e tente novamente.</MessageBarBody>
      </MessageBar>
    );
  }
  return props.children();
});
