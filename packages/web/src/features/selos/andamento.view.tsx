/** A background task's progress bar: what it is doing and how far (seguir-tarefa.ts). */
import { Field, ProgressBar } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { SeguirTarefa } from './seguir-tarefa.ts';

export const BarraAndamento = observer(function BarraAndamento(props: { readonly andamento: SeguirTarefa; readonly padrao: string; readonly rotulo: string }): ReactNode {
  const { percentual, etapa } = props.andamento;
  return (
    <Field label={etapa || props.padrao} validationState="none" hint={percentual === undefined ? null : `${String(percentual)}%`}>
      <ProgressBar {...(percentual === undefined ? {} : { value: percentual / 100 })} aria-label={props.rotulo} />
    </Field>
  );
});
