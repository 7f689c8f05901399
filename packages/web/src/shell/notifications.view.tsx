/** The notifications, stacked in their nine positions (spec §5). */
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  tokens,
  type MessageBarIntent,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { POSICOES_NOTIFICACAO, type PosicaoNotificacao, type TipoResposta } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { CSSProperties, ReactNode } from 'react';
import { useInjection } from '../di/use-view-model.ts';
import { SHELL } from './shell.tokens.ts';

const INTENCAO: Readonly<Record<TipoResposta, MessageBarIntent>> = {
  OK: 'success',
  INFO: 'info',
  ALERTA: 'warning',
  ERRO: 'error',
  CONFIRMACAO: 'warning',
};

const MARGEM = '16px';

function lugar(posicao: PosicaoNotificacao): CSSProperties {
  const [vertical, horizontal] = ((): [string, string] => {
    switch (posicao) {
      case 'top-left':
        return ['top', 'left'];
      case 'top':
        return ['top', 'center'];
      case 'top-right':
        return ['top', 'right'];
      case 'left':
        return ['middle', 'left'];
      case 'center':
        return ['middle', 'center'];
      case 'right':
        return ['middle', 'right'];
      case 'bottom-left':
        return ['bottom', 'left'];
      case 'bottom':
        return ['bottom', 'center'];
      case 'bottom-right':
        return ['bottom', 'right'];
    }
  })();
  const style: CSSProperties = {};
  if (vertical === 'top') style.top = MARGEM;
  else if (vertical === 'bottom') style.bottom = MARGEM;
  else {
    style.top = '50%';
    style.transform = 'translateY(-50%)';
  }
  if (horizontal === 'left') style.left = MARGEM;
  else if (horizontal === 'right') style.right = MARGEM;
  else {
    style.left = '50%';
    style.transform = `${style.transform ?? ''} translateX(-50%)`.trim();
  }
  return style;
}

const useStyles = makeStyles({
  stack: {
    position: 'fixed',
    zIndex: 1100,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    width: 'min(440px, calc(100vw - 32px))',
  },
});

export const NotificationsView = observer(function NotificationsView(): ReactNode {
  const notifications = useInjection(SHELL.notifications);
  const styles = useStyles();
  return (
    <>
      {POSICOES_NOTIFICACAO.map((posicao) => {
        const itens = notifications.at(posicao);
        if (itens.length === 0) return null;
        return (
          <div key={posicao} className={styles.stack} style={lugar(posicao)} data-posicao={posicao}>
            {itens.map((n) => (
              <MessageBar key={n.id} intent={INTENCAO[n.tipo]} politeness={n.tipo === 'ERRO' ? 'assertive' : 'polite'}>
                <MessageBarBody>{n.mensagem}</MessageBarBody>
                <MessageBarActions
                  containerAction={
                    <Button
                      aria-label="Fechar notificação"
                      appearance="transparent"
                      icon={<DismissRegular />}
                      onClick={() => {
                        notifications.dismiss(n.id);
                      }}
                    />
                  }
                >
                  {n.acao !== undefined && (
                    <Button
                      onClick={() => {
                        n.acao?.executar();
                      }}
                    >
                      {n.acao.rotulo}
                    </Button>
                  )}
                </MessageBarActions>
              </MessageBar>
            ))}
          </div>
        );
      })}
    </>
  );
});
