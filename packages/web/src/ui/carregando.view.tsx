/**
 * The loading ring, in the look of Fluent's Spinner (a brand arc turning on a light track; slower when the person
 * asks for reduced motion), with its text beside or below. Plain markup: it is on the first screen's path.
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  raiz: { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2 },
  abaixo: { flexDirection: 'column', gap: tokens.spacingVerticalM },
  anel: {
    flexShrink: 0,
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusCircular,
    borderTopStyle: 'solid',
    borderRightStyle: 'solid',
    borderBottomStyle: 'solid',
    borderLeftStyle: 'solid',
    borderTopColor: tokens.colorBrandStroke1,
    borderRightColor: tokens.colorBrandStroke2,
    borderBottomColor: tokens.colorBrandStroke2,
    borderLeftColor: tokens.colorBrandStroke2,
    animationName: { from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } },
    animationDuration: '1s',
    animationIterationCount: 'infinite',
    animationTimingFunction: 'linear',
    '@media (prefers-reduced-motion: reduce)': { animationDuration: '3s' },
  },
});

/**
 * The ring of `tamanho` px, its line `espessura` px thick, and `rotulo` shown beside it (or below it). Without a
 * visible text, `rotuloOculto` names it for assistive technology.
 */
export function Carregando(props: {
  readonly tamanho: number;
  readonly espessura?: number;
  readonly rotulo?: string;
  readonly rotuloOculto?: string;
  readonly abaixo?: boolean;
  readonly className?: string;
  readonly classeRotulo?: string;
}): ReactNode {
  const styles = useStyles();
  const espessura = props.espessura ?? Math.max(2, Math.round(props.tamanho / 10));
  return (
    <span
      role="progressbar"
      aria-label={props.rotulo ?? props.rotuloOculto}
      className={mergeClasses(styles.raiz, props.abaixo === true && styles.abaixo, props.className)}
    >
      <span className={styles.anel} style={{ width: `${String(props.tamanho)}px`, height: `${String(props.tamanho)}px`, borderWidth: `${String(espessura)}px` }} />
      {props.rotulo !== undefined && <span className={props.classeRotulo}>{props.rotulo}</span>}
    </span>
  );
}
