/** The sign-in screens: /login, /auth/callback, and the password redirects. */
import { caminho } from '@rpj/domain';
import { Button } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useViewModel } from '../../di/use-view-model.ts';
import { LoadingOverlay } from '../../shell/loading-overlay.view.tsx';
import { MessagePage } from '../../shell/message-page.view.tsx';
import { AppLink } from '../../ui/app-link.tsx';
import { AUTH } from './auth.tokens.ts';

export const LoginView = observer(function LoginView(): ReactNode {
  const { search } = useLocation();
  const vm = useViewModel(AUTH.loginViewModel, (v) => {
    v.configure(search);
  });
  if (vm.status === 'redirecionando') return <LoadingOverlay />;
  if (vm.status === 'saiu') {
    return (
      <MessagePage
        titulo="Você saiu do sistema"
        acoes={
          <Button appearance="primary" onClick={() => void vm.entrar()}>
            Entrar
          </Button>
        }
      >
        <p>A sessão foi encerrada em outra aba deste navegador. Para continuar, entre novamente.</p>
      </MessagePage>
    );
  }
  return (
    <MessagePage
      titulo="Não foi possível abrir a página de acesso"
      acoes={
        <Button appearance="primary" onClick={() => void vm.entrar()}>
          Entrar
        </Button>
      }
    >
      <p>O provedor de identidade do cartório não respondeu. Verifique sua conexão e tente entrar novamente.</p>
    </MessagePage>
  );
});

export const CallbackView = observer(function CallbackView(): ReactNode {
  const vm = useViewModel(AUTH.callbackViewModel);
  if (vm.status === 'concluindo') return <LoadingOverlay />;
  return (
    <MessagePage titulo="Não foi possível concluir o acesso" acoes={<AppLink to={caminho('login')}>Entrar novamente</AppLink>}>
      <p>
        A resposta do provedor de identidade não pôde ser confirmada: o link pode ter sido usado antes ou ter
        expirado. Por segurança, nenhuma sessão foi aberta.
      </p>
    </MessagePage>
  );
});

export const PasswordRedirectView = observer(function PasswordRedirectView(): ReactNode {
  useViewModel(AUTH.passwordRedirectViewModel);
  return <LoadingOverlay />;
});
