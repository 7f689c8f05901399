/**
 * The default layout (docs/ux.md "Shell"): header with the product, the office and the user menu; side
 * navigation by area, collapsible, current page highlighted; title and breadcrumb above the screen. The
 * 'Carregando...' overlay covers it while the user loads.
 */
import {
  Hamburger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ROTAS, TEXTOS, type Rota } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useViewModel } from '../di/use-view-model.ts';
import { useInAppNavigation } from '../ui/app-link.tsx';
import { BotaoUsuario } from './botao-usuario.view.tsx';
import type { LayoutViewModel } from './layout.view-model.ts';
import type { MenuUsuario as MenuUsuarioView } from './menu-usuario.view.tsx';
import { LoadingOverlay } from './loading-overlay.view.tsx';
import { MenuLateral } from './menu-lateral.view.tsx';
import { useRolagemDoConteudo } from './rolagem.ts';
import { InsideLayout } from './message-page.view.tsx';
import { SHELL } from './shell.tokens.ts';
import { Trilha } from './trilha.view.tsx';

/** What a route of the data router carries for the shell. */
export interface RouteHandle {
  readonly rota: Rota;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'rota' in value;
}

/** The route of the deepest match that has one. */
export function useRotaAtual(): Rota | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.rota;
  }
  return undefined;
}

/** Keeps the document title on the current screen. */
export function useDocumentTitle(titulo: string | undefined): void {
  useEffect(() => {
    document.title = titulo === undefined || titulo === 'Início' ? TEXTOS.tituloSistema : `${titulo} · ${TEXTOS.tituloSistema}`;
  }, [titulo]);
}

const useStyles = makeStyles({
  // The window never scrolls: the content area does (shell/rolagem.ts), so a dialog's scroll lock moves nothing.
  root: { display: 'flex', flexDirection: 'column', height: '100dvh', overflow: 'hidden', backgroundColor: tokens.colorNeutralBackground2 },
  skip: {
    position: 'absolute',
    left: '-10000px',
    top: 'auto',
    ':focus': {
      left: tokens.spacingHorizontalM,
      top: tokens.spacingVerticalM,
      zIndex: 2000,
      padding: tokens.spacingHorizontalM,
      backgroundColor: tokens.colorNeutralBackground1,
    },
  },
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    height: '52px',
    paddingInline: tokens.spacingHorizontalM,
    backgroundColor: '#0B3948',
    color: tokens.colorNeutralForegroundOnBrand,
    flexShrink: 0,
    zIndex: 10,
  },
  hamburger: { color: tokens.colorNeutralForegroundOnBrand },
  product: { display: 'flex', flexDirection: 'column', lineHeight: tokens.lineHeightBase200, minWidth: 0 },
  productName: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400, whiteSpace: 'nowrap' },
  office: { fontSize: tokens.fontSizeBase200, opacity: 0.9, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  spacer: { flexGrow: 1 },
  body: { display: 'flex', flexGrow: 1, minHeight: 0 },
  main: {
    flexGrow: 1,
    minWidth: 0,
    overflowY: 'auto',
    // The scrollbar's room is kept, so content never shifts when a page gets long enough to scroll.
    scrollbarGutter: 'stable',
    paddingBlock: tokens.spacingVerticalL,
    paddingInline: tokens.spacingHorizontalXXL,
    ':focus': { outlineStyle: 'none' },
  },
  content: { maxWidth: '1600px', marginInline: 'auto', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const carregarMenu = (): Promise<{ default: typeof MenuUsuarioView }> => import('./menu-usuario.view.tsx').then((m) => ({ default: m.MenuUsuario }));
const MenuUsuario = lazy(carregarMenu);

/**
 * The user menu's button; the menu's code is fetched when the pointer comes over the button or it takes the
 * focus; the first click puts the menu (opened) in the button's place once that code is here.
 */
function MenuDoUsuario(props: { readonly vm: LayoutViewModel }): ReactNode {
  const [pedido, setPedido] = useState(false);
  const botao = (
    <BotaoUsuario
      nome={props.vm.nomeUsuario}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void carregarMenu().catch(() => undefined)}
      onFocus={() => void carregarMenu().catch(() => undefined)}
      onClick={() => {
        setPedido(true);
      }}
    />
  );
  if (!pedido) return botao;
  return (
    <Suspense fallback={botao}>
      <MenuUsuario vm={props.vm} />
    </Suspense>
  );
}

export const AppLayout = observer(function AppLayout(): ReactNode {
  const vm = useViewModel(SHELL.layoutViewModel);
  const styles = useStyles();
  const rota = useRotaAtual();
  const { pathname } = useLocation();
  const go = useInAppNavigation();
  const conteudo = useRef<HTMLElement>(null);
  useDocumentTitle(rota?.titulo);
  const aoRolar = useRolagemDoConteudo(conteudo);

  if (vm.carregandoUsuario) return <LoadingOverlay />;

  // A record's screen sits under its list: 'usuario.cadastro' under 'usuario'.
  const pai = rota?.id.includes('.') === true ? ROTAS.find((r) => r.id === rota.id.split('.')[0]) : undefined;
  const grupoAtual = rota?.menu ?? pai?.menu;

  return (
    <div className={styles.root}>
      <a className={styles.skip} href="#conteudo">
        Ir para o conteúdo
      </a>
      <header className={styles.header}>
        <Hamburger
          className={styles.hamburger}
          aria-label={vm.menuAberto ? 'Recolher o menu' : 'Abrir o menu'}
          aria-expanded={vm.menuAberto}
          aria-controls="menu-lateral"
          onClick={() => {
            vm.alternarMenu();
          }}
        />
        <div className={styles.product}>
          <span className={styles.productName}>{TEXTOS.tituloSistema}</span>
          <span className={styles.office}>{vm.cartorio}</span>
        </div>
        <div className={styles.spacer} />
        <MenuDoUsuario vm={vm} />
      </header>
      <div className={styles.body}>
        <MenuLateral aberto={vm.menuAberto} atual={pathname} grupos={vm.navegacao} ir={go} />
        <main id="conteudo" ref={conteudo} tabIndex={-1} className={styles.main} onScroll={aoRolar}>
          <div className={styles.content}>
            {rota !== undefined && rota.id !== 'inicio' && (
              <Trilha
                ir={go}
                passos={[
                  { rotulo: 'Início', para: '/' },
                  ...(grupoAtual === undefined ? [] : [{ rotulo: grupoAtual }]),
                  ...(pai === undefined ? [] : [{ rotulo: pai.titulo, para: pai.path }]),
                  { rotulo: rota.titulo },
                ]}
              />
            )}
            <InsideLayout value>
              <Outlet />
            </InsideLayout>
          </div>
        </main>
      </div>
    </div>
  );
});
