/**
 * The full-screen 'Carregando...' overlay (spec §1): while the user is not loaded or the sign-in is under way.
 * Spinner of 80 px, shown at once (no delay).
 */
import { SPINNER, TEXTOS } from '@rpj/domain';
import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  overlay: {
    position: 'fixed',
    inset: 0,
    zIndex: 1000,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorNeutralBackground1,
  },
  spinner: {
    '& > span:first-child': { width: `${SPINNER.tamanho}px`, height: `${SPINNER.tamanho}px` },
    '& > span:first-child > span': { '--fui-Spinner--strokeWidth': '6px' } as Record<string, string>,
  },
  label: { fontSize: tokens.fontSizeBase400, color: tokens.colorNeutralForeground2 },
});

/** The overlay. */
export function LoadingOverlay(): ReactNode {
  const styles = useStyles();
  return (
    <div className={styles.overlay} data-testid="carregando">
      <Spinner
        className={styles.spinner}
        size="huge"
        labelPosition="below"
        label={{ children: TEXTOS.carregando, className: styles.label }}
        appearance="primary"
      />
    </div>
  );
}
