/** The form of a legal ground: its citation and the model text of a requirement that cites it. */
import { makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { AreaTextoField, TextField } from '../../ui/form/fields.view.tsx';
import type { FormViewModel } from '../../ui/form/form.view-model.ts';
import { vistaDeRegistro } from '../../ui/tela/registro-de-area.view.tsx';
import { FUNDAMENTOS_LEGAIS, type CamposFundamento } from './fundamentos-legais.tokens.ts';

// Each on a row of its own: the citation with room for its example, the model text as wide as the card (it is read
// and written as a paragraph).
const useStyles = makeStyles({ citacao: { gridColumn: '1 / -1', maxWidth: '640px' }, largo: { gridColumn: '1 / -1' } });

function Campos(props: { readonly form: FormViewModel<CamposFundamento>; readonly somenteLeitura: boolean }): ReactNode {
  const styles = useStyles();
  return (
    <>
      <div className={styles.citacao}>
        <TextField vm={props.form} nome="nome" somenteLeitura={props.somenteLeitura} autoComplete="off" dica="Como a nota devolutiva o cita, por exemplo: Lei 6.015/1973, art. 120" />
      </div>
      <div className={styles.largo}>
        <AreaTextoField vm={props.form} nome="texto" somenteLeitura={props.somenteLeitura} linhas={12} />
      </div>
    </>
  );
}

export const FundamentoLegalFormView = vistaDeRegistro(FUNDAMENTOS_LEGAIS.formulario, (form, somenteLeitura) => <Campos form={form} somenteLeitura={somenteLeitura} />);
