/** The field where a seal to print is typed — its code, or a process's protocol — with its button; shared by the printing screens. */
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactElement, ReactNode } from 'react';

const useStyles = makeStyles({
  linha: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', alignItems: 'flex-start' },
  entrada: { width: '300px' },
  botao: { marginTop: '26px' },
});

export function BuscaSelo(props: {
  readonly valor: string;
  readonly erro: string | undefined;
  readonly dica: string;
  readonly rotuloBotao: string;
  readonly icone: ReactElement;
  readonly ocupado: boolean;
  readonly aoMudar: (valor: string) => void;
  readonly aoEnviar: () => void;
}): ReactNode {
  const styles = useStyles();
  return (
    <form
      noValidate
      className={styles.linha}
      onSubmit={(e) => {
        e.preventDefault();
        props.aoEnviar();
      }}
    >
      <Field label="Selo ou protocolo" hint={props.dica} validationMessage={props.erro ?? null} validationState={props.erro === undefined ? 'none' : 'error'}>
        <Input className={styles.entrada} value={props.valor} onChange={(_, d) => { props.aoMudar(d.value); }} />
      </Field>
      <Button className={styles.botao} type="submit" icon={props.icone} disabled={props.ocupado}>
        {props.rotuloBotao}
      </Button>
    </form>
  );
}
