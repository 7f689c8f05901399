/**
 * The alert dialog's code (Fluent's dialog, its motion) kept off the first screen's path: it is fetched once the
 * first screen is shown and the browser is idle (app/ocioso.ts), or at once when an alert comes first, so it is here before the network
 * can fail afterwards. Should its code still be missing when an alert comes (the network failed before it arrived),
 * a plain dialog says the same thing with the same answers.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { lazy, useId, type ReactNode } from 'react';
import { CodigoAdiado, useOcioso } from './codigo-adiado.tsx';
import { useInjection } from '../di/use-view-model.ts';
import { SHELL } from './shell.tokens.ts';

const AlertDialogView = lazy(() => import('./alert-dialog.view.tsx').then((m) => ({ default: m.AlertDialogView })));

const useStyles = makeStyles({
  fundo: { position: 'fixed', inset: 0, zIndex: 1000, display: 'grid', placeItems: 'center', backgroundColor: tokens.colorBackgroundOverlay },
  caixa: {
    maxWidth: '560px',
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow64,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  titulo: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  mensagem: { margin: 0, whiteSpace: 'pre-line' },
  acoes: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
});

/** The same alert without Fluent's dialog: title, message, the check text, and the same answers; Esc cancels. */
const AlertaSimples = observer(function AlertaSimples(): ReactNode {
  const alerts = useInjection(SHELL.alerts);
  const styles = useStyles();
  const id = useId();
  const atual = alerts.atual;
  if (atual === undefined) return null;
  return (
    <div className={styles.fundo}>
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-t`}
        aria-describedby={`${id}-m`}
        className={styles.caixa}
        onKeyDown={(evento) => {
          if (evento.key === 'Escape') alerts.close(false);
        }}
      >
        <h2 id={`${id}-t`} className={styles.titulo}>
          {atual.titulo}
        </h2>
        <p id={`${id}-m`} className={styles.mensagem}>
          {atual.mensagem}
        </p>
        {atual.textoVerificacao !== undefined && (
          <label>
            <input
              type="checkbox"
              checked={alerts.verificado}
              onChange={(evento) => {
                alerts.setVerificado(evento.target.checked);
              }}
            />{' '}
            {atual.textoVerificacao}
          </label>
        )}
        <div className={styles.acoes}>
          {atual.confirmacao && (
            <button
              type="button"
              onClick={() => {
                alerts.close(false);
              }}
            >
              {atual.rotuloCancelar}
            </button>
          )}
          <button
            type="button"
            // The answer takes the focus, as the dialog's does.
            autoFocus
            disabled={atual.confirmacao && alerts.confirmarDesabilitado}
            onClick={() => {
              alerts.close(true);
            }}
          >
            {atual.confirmacao ? atual.rotuloConfirmar : 'OK'}
          </button>
        </div>
      </div>
    </div>
  );
});

export const AlertDialogAdiado = observer(function AlertDialogAdiado(): ReactNode {
  const alerts = useInjection(SHELL.alerts);
  const ocioso = useOcioso();
  if (!ocioso && alerts.atual === undefined) return null;
  return (
    <CodigoAdiado semCodigo={<AlertaSimples />}>
      <AlertDialogView />
    </CodigoAdiado>
  );
});
