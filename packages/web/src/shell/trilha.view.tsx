/**
 * The breadcrumb above each screen (docs/ux.md "Shell"): Início › the menu group › the parent list › the screen.
 * Plain markup in Fluent's look (caption text, the current page in semibold), lighter than Fluent's Breadcrumb on
 * the first screen's path.
 */
import { makeStyles, mergeClasses, tokens, typographyStyles } from '@fluentui/react-components';
import { ChevronRightRegular } from '@fluentui/react-icons';
import { Fragment, type MouseEvent, type ReactNode } from 'react';

/** One step: a link (`para`), plain text, or the current page (the last). */
export interface PassoTrilha {
  readonly rotulo: string;
  readonly para?: string;
}

const useStyles = makeStyles({
  lista: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', listStyleType: 'none', margin: 0, padding: 0, ...typographyStyles.caption1 },
  passo: { display: 'inline-flex', alignItems: 'center', minHeight: '24px', paddingInline: tokens.spacingHorizontalSNudge, color: tokens.colorNeutralForeground2 },
  link: {
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    borderRadius: tokens.borderRadiusMedium,
    ':hover': { color: tokens.colorNeutralForeground2Hover, backgroundColor: tokens.colorSubtleBackgroundHover },
    ':focus-visible': { outlineWidth: tokens.strokeWidthThick, outlineStyle: 'solid', outlineColor: tokens.colorStrokeFocus2 },
  },
  atual: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold },
  divisor: { display: 'inline-flex', color: tokens.colorNeutralForeground3, fontSize: '12px' },
});

export function Trilha(props: { readonly passos: readonly PassoTrilha[]; readonly ir: (para: string) => (evento: MouseEvent) => void }): ReactNode {
  const styles = useStyles();
  return (
    <nav aria-label="Você está em">
      <ol className={styles.lista}>
        {props.passos.map((passo, i) => {
          const ultimo = i === props.passos.length - 1;
          return (
            <Fragment key={`${String(i)}-${passo.rotulo}`}>
              {i > 0 && (
                <li className={styles.divisor} aria-hidden>
                  <ChevronRightRegular />
                </li>
              )}
              <li>
                {ultimo ? (
                  <span className={mergeClasses(styles.passo, styles.atual)} aria-current="page">
                    {passo.rotulo}
                  </span>
                ) : passo.para !== undefined ? (
                  <a className={mergeClasses(styles.passo, styles.link)} href={passo.para} onClick={props.ir(passo.para)}>
                    {passo.rotulo}
                  </a>
                ) : (
                  <span className={styles.passo}>{passo.rotulo}</span>
                )}
              </li>
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
