/** A page that says what happened and what to do: the error pages, not found, sign-in problems. */
import { Title2, makeStyles, tokens } from '@fluentui/react-components';
import { TEXTOS } from '@rpj/domain';
import { createContext, use, type ReactNode } from 'react';

/** True below the app layout, which already has the page's `main` landmark. */
export const InsideLayout = createContext(false);

const useStyles = makeStyles({
  page: {
    minHeight: '60vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: tokens.spacingHorizontalXXL,
  },
  inside: { paddingBlock: tokens.spacingVerticalXXL },
  band: {
    display: 'flex',
    alignItems: 'center',
    height: '52px',
    paddingInline: tokens.spacingHorizontalL,
    backgroundColor: '#0B3948',
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
  },
  card: { maxWidth: '560px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  text: { fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  detail: { color: tokens.colorNeutralForeground3, fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
});

/** The page. */
export function MessagePage(props: {
  readonly titulo: string;
  readonly children: ReactNode;
  readonly acoes?: ReactNode;
  readonly detalhe?: string;
}): ReactNode {
  const styles = useStyles();
  const inside = use(InsideLayout);
  const Wrapper = inside ? 'div' : 'main';
  const page = (
    <Wrapper className={inside ? styles.inside : styles.page} {...(Wrapper === 'main' ? { id: 'conteudo' } : {})}>
      <section className={styles.card} aria-labelledby="mensagem-titulo">
        <Title2 as="h1" id="mensagem-titulo">
          {props.titulo}
        </Title2>
        <div className={styles.text}>{props.children}</div>
        {props.acoes !== undefined && <div className={styles.actions}>{props.acoes}</div>}
        {props.detalhe !== undefined && <p className={styles.detail}>{props.detalhe}</p>}
      </section>
    </Wrapper>
  );
  if (inside) return page;
  return (
    <>
      <header className={styles.band}>{TEXTOS.tituloSistema}</header>
      {page}
    </>
  );
}
