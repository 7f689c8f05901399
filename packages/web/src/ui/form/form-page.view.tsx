/**
 * The frame of every form (docs/ux.md "Form screen", security.md #10): sections above, a sticky bar with Salvar
 * and Cancelar (and the screen's other actions), Ctrl+S to save, "Descartar alterações?" before leaving with
 * unsaved changes (in the app and on reload), and the messages about a restored draft, a conflict, a lost
 * connection.
 */
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { useInjection } from '../../di/use-view-model.ts';
import { SESSION } from '../../session/session.tokens.ts';
import { SHELL } from '../../shell/shell.tokens.ts';
import { avisoRascunho, type FormViewModel, type Valores } from './form.view-model.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, paddingBottom: '88px' },
  bar: {
    position: 'sticky',
    bottom: 0,
    zIndex: 5,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalM,
    paddingInline: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow8,
    borderRadius: tokens.borderRadiusMedium,
  },
  spacer: { flexGrow: 1 },
});

function FormPageInner<V extends Valores>(props: {
  readonly vm: FormViewModel<V>;
  readonly titulo: string;
  readonly onSalvar: () => void;
  readonly onCancelar: () => void;
  readonly onRecarregar?: () => void;
  readonly somenteLeitura?: boolean;
  /** Actions at the start of the bar (Excluir, Redefinir senha). */
  readonly acoes?: ReactNode;
  readonly children: ReactNode;
}): ReactNode {
  const { vm } = props;
  const styles = useStyles();
  const alerts = useInjection(SHELL.alerts);
  const session = useInjection(SESSION.session);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => vm.sujo && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void alerts
      .confirm({ mensagem: 'Descartar alterações?', titulo: 'Alterações não salvas', rotuloConfirmar: 'Descartar' })
      .then((descartar) => {
        if (descartar) {
          vm.descartarRascunho();
          blocker.proceed();
        } else blocker.reset();
      });
  }, [blocker, alerts, vm]);

  useEffect(() => {
    const antesDeSair = (event: BeforeUnloadEvent): void => {
      // The browser asks before a reload or close loses typed values; not when the session itself leaves.
      if (vm.sujo && !session.saindoDaPagina) event.preventDefault();
    };
    window.addEventListener('beforeunload', antesDeSair);
    return () => {
      window.removeEventListener('beforeunload', antesDeSair);
    };
  }, [vm, session]);

  useEffect(() => {
    // After a save refused over a field: the focus goes to the first field with an error.
    const erro = vm.primeiroErro;
    if (vm.recusas > 0 && erro !== undefined) document.getElementById(`campo-${erro}`)?.focus();
  }, [vm.recusas, vm]);

  return (
    <form
      className={styles.form}
      aria-label={props.titulo}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (props.somenteLeitura !== true) props.onSalvar();
      }}
      onKeyDown={(event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
          event.preventDefault();
          if (props.somenteLeitura !== true) props.onSalvar();
        }
      }}
    >
      {vm.rascunhoRestaurado && (
        <MessageBar intent="info">
          <MessageBarBody>
            <MessageBarTitle>Rascunho restaurado.</MessageBarTitle>
            {vm.origemRascunho === undefined ? null : avisoRascunho(vm.origemRascunho)}
          </MessageBarBody>
          <MessageBarActions>
            <Button
              onClick={() => {
                vm.desfazer();
              }}
            >
              Descartar rascunho
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {props.children}
      {vm.problema !== undefined && (
        <MessageBar intent={vm.problema.tipo === 'rede' ? 'warning' : 'error'} politeness="assertive">
          <MessageBarBody>
            {vm.problema.mensagem}
            {vm.problema.tipo === 'conflito' && props.onRecarregar !== undefined && ' “Recarregar a versão atual” mostra o que foi salvo e descarta o que você digitou aqui.'}
          </MessageBarBody>
          {vm.problema.tipo === 'conflito' && props.onRecarregar !== undefined && (
            <MessageBarActions>
              <Button onClick={props.onRecarregar}>Recarregar a versão atual</Button>
            </MessageBarActions>
          )}
        </MessageBar>
      )}
      <div className={styles.bar} role="group" aria-label="Ações do formulário">
        {props.acoes}
        <div className={styles.spacer} />
        <Button type="button" onClick={props.onCancelar}>
          Cancelar
        </Button>
        {props.somenteLeitura !== true && (
          <Button
            type="submit"
            appearance="primary"
            icon={vm.salvando ? <Spinner size="extra-tiny" /> : <SaveRegular />}
            disabledFocusable={vm.salvarDesabilitado}
            aria-keyshortcuts="Control+S"
          >
            {vm.salvando ? 'Salvando...' : 'Salvar'}
          </Button>
        )}
      </div>
    </form>
  );
}

export const FormPage = observer(FormPageInner) as typeof FormPageInner;
