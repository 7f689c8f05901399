/**
 * The notifications' code (Fluent's message bar) kept off the first screen's path, as the alert dialog's is
 * (codigo-adiado.tsx): fetched at the idle moment after the first screen, or at once when a notification comes
 * first. Should it be missing when one comes, a plain list says the same, with the same close and action buttons.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { lazy, type ReactNode } from 'react';
import { CORES_TIPO } from '../app/theme.ts';
import { useInjection } from '../di/use-view-model.ts';
import { CodigoAdiado, useOcioso } from './codigo-adiado.tsx';
import { SHELL } from './shell.tokens.ts';

const NotificationsView = lazy(() => import('./notifications.view.tsx').then((m) => ({ default: m.NotificationsView })));

const useStyles = makeStyles({
  pilha: {
    position: 'fixed',
    zIndex: 1100,
    right: '16px',
    bottom: '16px',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    width: 'min(440px, calc(100vw - 32px))',
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    borderLeftWidth: '4px',
    borderLeftStyle: 'solid',
  },
  mensagem: { flexGrow: 1 },
});

/** The notifications without Fluent's message bar. */
const NotificacoesSimples = observer(function NotificacoesSimples(): ReactNode {
  const notifications = useInjection(SHELL.notifications);
  const styles = useStyles();
  return (
    <div className={styles.pilha}>
      {notifications.itens.map((n) => (
        <div
          key={n.id}
          role={n.tipo === 'ERRO' ? 'alert' : 'status'}
          className={styles.item}
          style={{ backgroundColor: CORES_TIPO[n.tipo].fundo, borderLeftColor: CORES_TIPO[n.tipo].borda, color: CORES_TIPO[n.tipo].texto }}
        >
          <span className={styles.mensagem}>{n.mensagem}</span>
          {n.acao !== undefined && (
            <button
              type="button"
              onClick={() => {
                n.acao?.executar();
              }}
            >
              {n.acao.rotulo}
            </button>
          )}
          <button
            type="button"
            aria-label="Fechar notificação"
            onClick={() => {
              notifications.dismiss(n.id);
            }}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
});

export const NotificacoesAdiadas = observer(function NotificacoesAdiadas(): ReactNode {
  const notifications = useInjection(SHELL.notifications);
  const ocioso = useOcioso();
  if (!ocioso && notifications.itens.length === 0) return null;
  return (
    <CodigoAdiado semCodigo={<NotificacoesSimples />}>
      <NotificationsView />
    </CodigoAdiado>
  );
});
