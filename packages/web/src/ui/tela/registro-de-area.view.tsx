/** The record screen of a simple record area (ui/tela/area-de-registros.ts), in its own file: a form loads alone. */
import { Card } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import type { ComponentType, ReactNode } from 'react';
import type { Token } from '../../di/token.ts';
import type { FormViewModel, Valores } from '../form/form.view-model.ts';
import type { RegistroVersionado } from '../form/registro.view-model.ts';
import { TelaRegistro, useRegistro, useRegistroStyles } from '../form/registro.view.tsx';
import type { TelaDeRegistro } from './area-de-registros.ts';

/** The form's sections, given the form and whether it is read-only. */
export type SecoesDoRegistro<V extends Valores> = (form: FormViewModel<V>, somenteLeitura: boolean) => ReactNode;

/** The form view over the area's form view-model: one card with the sections. */
export function vistaDeRegistro<R extends RegistroVersionado, V extends Valores>(token: Token<TelaDeRegistro<R, V>>, secoes: SecoesDoRegistro<V>): ComponentType {
  return observer(function RegistroDaArea(): ReactNode {
    const { tela } = useRegistro(token);
    const styles = useRegistroStyles();
    return (
      <TelaRegistro tela={tela}>
        <Card className={styles.card}>
          <div className={styles.section}>{secoes(tela.form, !tela.podeSalvar)}</div>
        </Card>
      </TelaRegistro>
    );
  });
}
