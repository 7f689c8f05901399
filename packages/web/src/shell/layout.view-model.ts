/**
 * The shell around every signed-in screen: who is signed in, the office, the side navigation (only what the user
 * may open and what is built), the user menu's actions.
 */
import { navigationFor, type GrupoNavegacao, type Rota } from '@rpj/domain';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { APP } from '../app/app.tokens.ts';
import type { AppConfig } from '../app/app-config.ts';
import type { BrowserLocation } from '../app/ports.ts';
import type { Session } from '../session/oidc-session.ts';
import { SESSION } from '../session/session.tokens.ts';
import type { DraftStore } from '../session/draft-store.ts';
import type { UserStore } from '../session/user.store.ts';
import type { AlertService } from './alert.service.ts';
import type { PasswordPages } from './password-pages.ts';
import { SHELL } from './shell.tokens.ts';

@injectable()
export class LayoutViewModel {
  menuAberto = true;
  saindo = false;

  constructor(
    @inject(SESSION.session) private readonly session: Pick<Session, 'perfil' | 'signOut'>,
    @inject(SESSION.userStore) private readonly user: Pick<UserStore, 'usuario' | 'carregando' | 'reset'>,
    @inject(APP.config) private readonly config: Pick<AppConfig, 'cartorio'>,
    @inject(APP.telas) private readonly telas: ReadonlySet<string>,
    @inject(APP.location) private readonly location: Pick<BrowserLocation, 'current'>,
    @inject(SHELL.passwordPages) private readonly passwords: Pick<PasswordPages, 'goToChangePassword'>,
    @inject(SESSION.drafts) private readonly drafts: Pick<DraftStore, 'hasAny'>,
    @inject(SHELL.alerts) private readonly alerts: Pick<AlertService, 'confirm'>,
  ) {
    makeAutoObservable<this, 'session' | 'user' | 'config' | 'telas' | 'location' | 'passwords' | 'drafts' | 'alerts'>(
      this,
      { session: false, user: false, config: false, telas: false, location: false, passwords: false, drafts: false, alerts: false },
      { autoBind: true },
    );
  }

  get cartorio(): string {
    return this.config.cartorio;
  }

  /** The name in the header: the user's record, or the sign-in's name while it loads. */
  get nomeUsuario(): string {
    return this.user.usuario?.nome ?? this.session.perfil?.nome ?? '';
  }

  get carregandoUsuario(): boolean {
    return this.user.carregando;
  }

  /** The side navigation: built screens the user may open, by area. */
  get navegacao(): readonly GrupoNavegacao[] {
    const usuario = this.user.usuario;
    if (usuario === undefined) return [];
    return navigationFor(usuario, (rota: Rota) => this.telas.has(rota.id));
  }

  alternarMenu(): void {
    this.menuAberto = !this.menuAberto;
  }

  alterarSenha(): void {
    this.passwords.goToChangePassword(this.location.current());
  }

  /** Sair; with typed values not yet saved, only after the user agrees to discard them. */
  async sair(): Promise<void> {
    if (this.saindo) return;
    this.saindo = true;
    if (this.drafts.hasAny()) {
      const descartar = await this.alerts.confirm({
        titulo: 'Alterações não salvas',
        mensagem: 'Há alterações não salvas. Ao sair, elas serão descartadas.',
        rotuloConfirmar: 'Sair e descartar',
      });
      if (!descartar) {
        runInAction(() => {
          this.saindo = false;
        });
        return;
      }
    }
    this.user.reset();
    await this.session.signOut();
  }
}

// What this file's tokens resolve to (di/token.ts: token tables never import the classes they name).
declare module '../di/token.ts' {
  interface Registro {
    'shell:LayoutViewModel': LayoutViewModel;
  }
}
