/**
 * The one alert dialog (spec §4): the type's colour, icon and title; OK alone, or Cancelar and Confirmar (or the
 * labels the question gives them); a check text keeps Confirmar disabled until ticked. Esc answers Cancelar.
 */
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  CheckmarkCircle24Filled,
  DismissCircle24Filled,
  Info24Filled,
  QuestionCircle24Filled,
  Warning24Filled,
} from '@fluentui/react-icons';
import type { IconeAlerta } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useInjection } from '../di/use-view-model.ts';
import { CORES_TIPO } from '../app/theme.ts';
import { SHELL } from './shell.tokens.ts';

const ICONES: Readonly<Record<IconeAlerta, ReactNode>> = {
  success: <CheckmarkCircle24Filled />,
  info: <Info24Filled />,
  warning: <Warning24Filled />,
  error: <DismissCircle24Filled />,
  question: <QuestionCircle24Filled />,
};

const useStyles = makeStyles({
  surface: { borderTopWidth: '6px', borderTopStyle: 'solid', maxWidth: '560px' },
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  icon: { display: 'inline-flex', borderRadius: tokens.borderRadiusCircular, padding: '4px' },
  message: { whiteSpace: 'pre-line', fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
  check: { marginTop: tokens.spacingVerticalM },
  // A label such as "Sair e descartar" stays on one line.
  acao: { whiteSpace: 'nowrap' },
});

export const AlertDialogView = observer(function AlertDialogView(): ReactNode {
  const alerts = useInjection(SHELL.alerts);
  const styles = useStyles();
  const atual = alerts.atual;
  if (atual === undefined) return null;
  const cores = CORES_TIPO[atual.tipo];
  return (
    <Dialog
      key={atual.id}
      open
      modalType="alert"
      onOpenChange={(_event, data) => {
        if (!data.open) alerts.close(false);
      }}
    >
      <DialogSurface className={styles.surface} style={{ borderTopColor: cores.borda }} data-tipo={atual.tipo}>
        <DialogBody>
          <DialogTitle className={styles.title}>
            <span className={styles.icon} style={{ color: cores.texto, backgroundColor: cores.fundo }} aria-hidden>
              {ICONES[atual.apresentacao.icone]}
            </span>
            {atual.titulo}
          </DialogTitle>
          <DialogContent>
            <p className={styles.message}>{atual.mensagem}</p>
            {atual.textoVerificacao !== undefined && (
              <Checkbox
                className={styles.check}
                checked={alerts.verificado}
                onChange={(_event, data) => {
                  alerts.setVerificado(data.checked === true);
                }}
                label={atual.textoVerificacao}
              />
            )}
          </DialogContent>
          <DialogActions>
            {atual.confirmacao ? (
              <>
                <Button
                  className={styles.acao}
                  appearance="secondary"
                  onClick={() => {
                    alerts.close(false);
                  }}
                >
                  {atual.rotuloCancelar}
                </Button>
                <Button
                  className={styles.acao}
                  appearance="primary"
                  disabled={alerts.confirmarDesabilitado}
                  onClick={() => {
                    alerts.close(true);
                  }}
                >
                  {atual.rotuloConfirmar}
                </Button>
              </>
            ) : (
              <Button
                appearance="primary"
                onClick={() => {
                  alerts.close(true);
                }}
              >
                OK
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
});
