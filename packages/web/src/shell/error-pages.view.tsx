/**
 * The app's error pages: /erro (a network error on a read, or the user could not be loaded — spec §8), not
 * found (spec §8: a route that does not exist or whose parameters are invalid), the error boundary (a screen
 * that crashed) and the chunk that failed to load (reload once, spec §1).
 */
import { Button } from '@fluentui/react-components';
import { useEffect, useState, type ReactNode } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { useInjection } from '../di/use-view-model.ts';
import { AppLink, useInAppNavigation } from '../ui/app-link.tsx';
import { APP } from '../app/app.tokens.ts';
import { isChunkLoadError } from './chunk-reload.ts';
import { LoadingOverlay } from './loading-overlay.view.tsx';
import { MessagePage } from './message-page.view.tsx';
import { SHELL } from './shell.tokens.ts';

/** /erro. A full reload starts over: the user store never retries after an error. */
export function ErroView(): ReactNode {
  const location = useInjection(APP.location);
  return (
    <MessagePage
      titulo="Não foi possível carregar o sistema"
      acoes={
        <Button
          appearance="primary"
          onClick={() => {
            location.assign('/');
          }}
        >
          Tentar novamente
        </Button>
      }
    >
      <p>O sistema não conseguiu se comunicar com o servidor ou carregar os dados do seu usuário.</p>
      <p>Verifique sua conexão com a internet e tente novamente. Se o problema continuar, fale com o suporte do cartório.</p>
    </MessagePage>
  );
}

/** Not found. */
export function NaoEncontradaView(): ReactNode {
  const { pathname } = useLocation();
  const go = useInAppNavigation();
  return (
    <MessagePage
      titulo="Página não encontrada"
      acoes={
        <Button appearance="primary" as="a" href="/" onClick={go('/')}>
          Ir para o início
        </Button>
      }
    >
      <p>
        O endereço <strong>{pathname}</strong> não existe ou não está disponível neste sistema.
      </p>
      <p>
        Confira o endereço ou use o menu para chegar à tela que procura. <AppLink to="/">Voltar ao início</AppLink>.
      </p>
    </MessagePage>
  );
}

/** A screen whose code could not be loaded even after a reload: most likely a new version replaced it. */
export function TelaIndisponivelView(): ReactNode {
  const location = useInjection(APP.location);
  return (
    <MessagePage
      titulo="O sistema foi atualizado"
      acoes={
        <Button
          appearance="primary"
          onClick={() => {
            location.reload();
          }}
        >
          Recarregar a página
        </Button>
      }
    >
      <p>Não foi possível carregar esta tela, provavelmente porque uma nova versão do sistema foi publicada.</p>
      <p>Recarregue a página. Se o problema continuar, verifique sua conexão ou fale com o suporte do cartório.</p>
    </MessagePage>
  );
}

/** The route error element: not found for 404s, one reload for a chunk that failed, otherwise the crash page. */
export function RouteErrorView(): ReactNode {
  const error = useRouteError();
  const reloader = useInjection(SHELL.chunkReloader);
  const logger = useInjection(APP.logger);
  const location = useInjection(APP.location);
  const chunk = isChunkLoadError(error);
  const [reloading] = useState(() => chunk && reloader.reloadOnce());
  useEffect(() => {
    if (!reloading) logger.error('Erro ao exibir a tela.', error);
  }, [error, logger, reloading]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NaoEncontradaView />;
  if (reloading) return <LoadingOverlay />;
  return (
    <MessagePage
      titulo={chunk ? 'O sistema foi atualizado' : 'Algo deu errado nesta tela'}
      acoes={
        <>
          <Button
            appearance="primary"
            onClick={() => {
              location.reload();
            }}
          >
            Recarregar a página
          </Button>
          <Button as="a" href="/">
            Voltar ao início
          </Button>
        </>
      }
      {...(error instanceof Error ? { detalhe: error.message } : {})}
    >
      <p>
        {chunk
          ? 'Não foi possível carregar esta tela, provavelmente porque uma nova versão do sistema foi publicada.'
          : 'Ocorreu um erro inesperado ao exibir esta tela. Os dados já salvos não foram afetados.'}
      </p>
      <p>Recarregue a página. Se o problema continuar, fale com o suporte do cartório.</p>
    </MessagePage>
  );
}
