/**
 * A small status label (e.g. Ativo / Inativo in a list), in the look of Fluent's tint Badge: a pill of caption
 * text with a 1 px border. Plain markup: lists are on the first screen's path, and Fluent's Badge brings every
 * colour, size and shape with it.
 */
import { makeStyles, mergeClasses, shorthands, tokens, typographyStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';

/** The label's colours: a success, warning or danger tint, or a subtle one. */
export type TomEtiqueta = 'sucesso' | 'aviso' | 'perigo' | 'discreto';

const useStyles = makeStyles({
  raiz: {
    display: 'inline-flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    height: '20px',
    paddingInline: `calc(${tokens.spacingHorizontalXS} + ${tokens.spacingHorizontalXXS})`,
    borderRadius: tokens.borderRadiusCircular,
    ...shorthands.borderWidth(tokens.strokeWidthThin),
    ...shorthands.borderStyle('solid'),
    ...typographyStyles.caption1Strong,
    whiteSpace: 'nowrap',
  },
  sucesso: {
    backgroundColor: tokens.colorPaletteGreenBackground1,
    color: tokens.colorPaletteGreenForeground1,
    ...shorthands.borderColor(tokens.colorPaletteGreenBorder1),
  },
  aviso: {
    backgroundColor: tokens.colorPaletteYellowBackground1,
    color: tokens.colorPaletteMarigoldForeground2,
    ...shorthands.borderColor(tokens.colorPaletteYellowBorder1),
  },
  perigo: {
    backgroundColor: tokens.colorPaletteRedBackground1,
    color: tokens.colorPaletteRedForeground1,
    ...shorthands.borderColor(tokens.colorPaletteRedBorder1),
  },
  discreto: {
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground3,
    ...shorthands.borderColor(tokens.colorNeutralStroke2),
  },
});

export function Etiqueta(props: { readonly tom: TomEtiqueta; readonly children: ReactNode }): ReactNode {
  const styles = useStyles();
  return <span className={mergeClasses(styles.raiz, styles[props.tom])}>{props.children}</span>;
}
