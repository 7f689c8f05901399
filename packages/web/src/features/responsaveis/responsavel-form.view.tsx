/** /responsavel/salvar/:id?: a signatory — the name printed under the signature, the post, and the days they may sign. */
import { makeStyles } from '@fluentui/react-components';
import { CARGOS_RESPONSAVEL, ROTULOS_CARGO_RESPONSAVEL } from '@rpj/domain';
import type { ReactNode } from 'react';
import { SelectField, TextField } from '../../ui/form/fields.view.tsx';
import type { FormViewModel } from '../../ui/form/form.view-model.ts';
import { vistaDeRegistro } from '../../ui/tela/registro-de-area.view.tsx';
import { RESPONSAVEIS, type CamposResponsavel } from './responsaveis.tokens.ts';

const CARGOS = CARGOS_RESPONSAVEL.map((c) => ({ valor: c, rotulo: ROTULOS_CARGO_RESPONSAVEL[c] }));
const useStyles = makeStyles({ nome: { gridColumn: '1 / -1', maxWidth: '640px' } });

function Campos(props: { readonly form: FormViewModel<CamposResponsavel>; readonly somenteLeitura: boolean }): ReactNode {
  const styles = useStyles();
  const { form, somenteLeitura } = props;
  return (
    <>
      <div className={styles.nome}>
        <TextField vm={form} nome="nome" somenteLeitura={somenteLeitura} autoComplete="off" dica="Como a certidão o imprime sob a assinatura" />
      </div>
      <SelectField vm={form} nome="cargo" opcoes={CARGOS} somenteLeitura={somenteLeitura} />
      <TextField vm={form} nome="inicio" somenteLeitura={somenteLeitura} inputMode="numeric" dica="dd/mm/aaaa" />
      <TextField vm={form} nome="fim" somenteLeitura={somenteLeitura} inputMode="numeric" dica="dd/mm/aaaa; em branco enquanto puder assinar" />
    </>
  );
}

export const ResponsavelFormView = vistaDeRegistro(RESPONSAVEIS.formulario, (form, somenteLeitura) => <Campos form={form} somenteLeitura={somenteLeitura} />);
