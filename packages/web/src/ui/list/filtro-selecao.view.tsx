/** A filter of a list chosen from fixed options, with "Todas" for no filter: one field of a list's filter bar. */
import { Field, Select } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { Filtro, ListViewModel } from './list.view-model.ts';

function FiltroSelecaoInner<F extends Filtro>(props: {
  readonly lista: Pick<ListViewModel<unknown, F>, 'rascunho' | 'setCampo'>;
  readonly campo: keyof F & string;
  readonly rotulo: string;
  readonly opcoes: readonly { readonly valor: string; readonly rotulo: string }[];
  readonly className?: string;
  /** For the select itself (a native select is as wide as its longest option unless told otherwise). */
  readonly classeSelecao?: string;
}): ReactNode {
  const { lista, campo } = props;
  return (
    <Field label={props.rotulo} {...(props.className === undefined ? {} : { className: props.className })}>
      <Select
        {...(props.classeSelecao === undefined ? {} : { className: props.classeSelecao })}
        value={lista.rascunho[campo]}
        onChange={(_e, d) => {
          lista.setCampo(campo, d.value);
        }}
      >
        <option value="">Todas</option>
        {props.opcoes.map((o) => (
          <option key={o.valor} value={o.valor}>
            {o.rotulo}
          </option>
        ))}
      </Select>
    </Field>
  );
}

export const FiltroSelecao = observer(FiltroSelecaoInner) as typeof FiltroSelecaoInner;
