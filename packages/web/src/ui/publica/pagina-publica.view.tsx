/**
 * The frame of a public page (no sign-in: the request lookup, the certificate check): one column that fits a phone,
 * `noindex`, a card with the title, what the page is for and its form (Enter sends), the failure said under it, and
 * the answer's card below.
 */
import { Button, Card, MessageBar, MessageBarBody, Subtitle1, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactElement, ReactNode } from 'react';
import { useTelaPronta } from '../tela/tela-pronta.ts';

/** The styles a public page's fields and answer share. */
export const usePaginaPublicaStyles = makeStyles({
  pagina: { minHeight: '100vh', display: 'flex', justifyContent: 'center', alignItems: 'flex-start', padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalM}`, boxSizing: 'border-box', backgroundColor: tokens.colorNeutralBackground2 },
  coluna: { width: '100%', maxWidth: '480px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  cartao: { padding: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  codigo: { fontFamily: tokens.fontFamilyMonospace, letterSpacing: '0.08em' },
  resumo: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS, margin: 0 },
  termo: { color: tokens.colorNeutralForeground3 },
  definicao: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  nota: { color: tokens.colorNeutralForeground3 },
});

export function PaginaPublica(props: {
  readonly titulo: string;
  readonly introducao: string;
  /** The form's fields. */
  readonly campos: ReactNode;
  readonly botao: { readonly rotulo: string; readonly ocupado: string; readonly icone: ReactElement; readonly ocupando: boolean };
  readonly enviar: () => void;
  /** What failed, said under the form. */
  readonly erro: string | undefined;
  /** The answer. */
  readonly children?: ReactNode;
}): ReactNode {
  const styles = usePaginaPublicaStyles();
  useTelaPronta(true);
  return (
    <main className={styles.pagina}>
      <meta name="robots" content="noindex" />
      <div className={styles.coluna}>
        <Card className={styles.cartao}>
          <Subtitle1 as="h1">{props.titulo}</Subtitle1>
          <Text>{props.introducao}</Text>
          <form
            noValidate
            className={styles.form}
            onSubmit={(e) => {
              e.preventDefault();
              props.enviar();
            }}
          >
            {props.campos}
            <Button type="submit" appearance="primary" icon={props.botao.icone} disabled={props.botao.ocupando}>
              {props.botao.ocupando ? props.botao.ocupado : props.botao.rotulo}
            </Button>
          </form>
        </Card>
        {props.erro !== undefined && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{props.erro}</MessageBarBody>
          </MessageBar>
        )}
        {props.children}
      </div>
    </main>
  );
}
