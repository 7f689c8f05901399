/**
 * The side navigation (docs/ux.md "Shell"): Início, then each menu group with its screens; the current page marked
 * (aria-current, the brand bar, semibold). Plain links in the look of Fluent's Nav (its sizes, colours, indicator
 * and focus ring), lighter than Fluent's Nav on the first screen's path.
 */
import { makeStyles, mergeClasses, tokens, typographyStyles } from '@fluentui/react-components';
import { HomeRegular } from '@fluentui/react-icons';
import type { GrupoNavegacao } from '@rpj/domain';
import type { MouseEvent, ReactNode } from 'react';

const useStyles = makeStyles({
  nav: {
    flexShrink: 0,
    width: '260px',
    overflowY: 'auto',
    boxSizing: 'border-box',
    paddingTop: tokens.spacingVerticalL,
    paddingInline: `${tokens.spacingHorizontalMNudge} ${tokens.spacingHorizontalXS}`,
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalXXS,
    backgroundColor: tokens.colorNeutralBackground4,
    // Closed by the hamburger: the attribute must win over this display.
    '&[hidden]': { display: 'none' },
  },
  grupo: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXXS },
  item: {
    position: 'relative',
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalMNudge} ${tokens.spacingHorizontalS} ${tokens.spacingVerticalMNudge} ${tokens.spacingHorizontalMNudge}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    ...typographyStyles.body1,
    ':hover': { backgroundColor: tokens.colorNeutralBackground4Hover },
    ':active': { backgroundColor: tokens.colorNeutralBackground4Pressed },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: `calc(${tokens.strokeWidthThick} * -1)` },
  },
  atual: {
    ...typographyStyles.body1Strong,
    // Fluent's selected indicator: a 4 × 20 px brand bar at the item's start.
    '::after': {
      content: '""',
      position: 'absolute',
      insetInlineStart: 0,
      top: 'calc(50% - 10px)',
      width: '4px',
      height: '20px',
      borderRadius: tokens.borderRadiusCircular,
      backgroundColor: tokens.colorCompoundBrandForeground1,
    },
  },
  icone: { display: 'inline-flex', fontSize: '20px', height: '20px', alignItems: 'center' },
  titulo: { marginInlineStart: '10px', marginBlock: '8px', ...typographyStyles.caption1Strong },
});

export function MenuLateral(props: {
  readonly aberto: boolean;
  readonly atual: string;
  readonly grupos: readonly GrupoNavegacao[];
  readonly ir: (para: string) => (evento: MouseEvent) => void;
}): ReactNode {
  const styles = useStyles();
  const item = (para: string, rotulo: string, icone?: ReactNode): ReactNode => (
    <a
      key={para}
      className={mergeClasses(styles.item, para === props.atual && styles.atual)}
      href={para}
      aria-current={para === props.atual ? 'page' : undefined}
      onClick={props.ir(para)}
    >
      {icone !== undefined && <span className={styles.icone}>{icone}</span>}
      {rotulo}
    </a>
  );
  return (
    <nav id="menu-lateral" className={styles.nav} hidden={!props.aberto} aria-label="Menu principal">
      {item('/', 'Início', <HomeRegular />)}
      {props.grupos.map((grupo) => (
        <div key={grupo.grupo} role="group" aria-label={grupo.grupo} className={styles.grupo}>
          <div className={styles.titulo}>{grupo.grupo}</div>
          {grupo.rotas.map((r) => item(r.path, r.titulo))}
        </div>
      ))}
    </nav>
  );
}
