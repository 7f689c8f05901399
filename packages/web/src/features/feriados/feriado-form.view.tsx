/** /feriado/cadastro/:id?: a holiday the office records. */
import { Card } from '@fluentui/react-components';
import { ABRANGENCIAS_FERIADO, ROTULOS_ABRANGENCIA_FERIADO, ROTULOS_TIPO_FERIADO, TIPOS_FERIADO } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { SelectField, TextField } from '../../ui/form/fields.view.tsx';
import { TelaRegistro, useRegistro, useRegistroStyles } from '../../ui/form/registro.view.tsx';
import { FERIADOS } from './feriados.tokens.ts';

const ABRANGENCIAS = ABRANGENCIAS_FERIADO.map((a) => ({ valor: a, rotulo: ROTULOS_ABRANGENCIA_FERIADO[a] }));
const TIPOS = TIPOS_FERIADO.map((t) => ({ valor: t, rotulo: ROTULOS_TIPO_FERIADO[t] }));

export const FeriadoFormView = observer(function FeriadoFormView(): ReactNode {
  const { tela } = useRegistro(FERIADOS.formulario);
  const styles = useRegistroStyles();
  const leitura = !tela.podeSalvar;
  return (
    <TelaRegistro tela={tela}>
      <Card className={styles.card}>
        <div className={styles.section}>
          <TextField vm={tela.form} nome="data" somenteLeitura={leitura} inputMode="numeric" dica="dd/mm/aaaa" />
          <TextField vm={tela.form} nome="nome" somenteLeitura={leitura} autoComplete="off" />
          <SelectField vm={tela.form} nome="abrangencia" opcoes={ABRANGENCIAS} somenteLeitura={leitura} />
          <SelectField vm={tela.form} nome="tipo" opcoes={TIPOS} somenteLeitura={leitura} />
          <TextField vm={tela.form} nome="fundamento" somenteLeitura={leitura} autoComplete="off" dica="A lei ou o ato que o institui" />
        </div>
      </Card>
    </TelaRegistro>
  );
});
