/**
 * The full-screen 'Carregando...' overlay (spec §1): while the user is not loaded or the sign-in is under way.
 * A ring of 80 px, shown at once (no delay).
 */
import { SPINNER, TEXTOS } from '@rpj/domain';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Carregando } from '../ui/carregando.view.tsx';

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
  label: { fontSize: tokens.fontSizeBase400, color: tokens.colorNeutralForeground2 },
});

/** The overlay. */
export function LoadingOverlay(): ReactNode {
  const styles = useStyles();
  return (
    <div className={styles.overlay} data-testid="carregando">
      <Carregando tamanho={SPINNER.tamanho} espessura={6} abaixo rotulo={TEXTOS.carregando} classeRotulo={styles.label} />
    </div>
  );
}
