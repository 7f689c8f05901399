/**
 * What every list and record screen takes from the shell, the session and the browser, in one bundle, so that an
 * area's view-model asks for its SDK clients and this, and nothing else.
 */
import { inject, injectable } from 'inversify';
import { APP } from '../../app/app.tokens.ts';
import type { AbrirDocumento, Downloads, Scheduler } from '../../app/ports.ts';
import type { DraftStore } from '../../session/draft-store.ts';
import { SESSION } from '../../session/session.tokens.ts';
import type { UserStore } from '../../session/user.store.ts';
import type { AlertService } from '../../shell/alert.service.ts';
import type { Navigation } from '../../shell/navigation.ts';
import type { NotificationService } from '../../shell/notification.service.ts';
import { SHELL } from '../../shell/shell.tokens.ts';

/** The shared services of a screen. */
export interface ServicosTela {
  /** The signed-in user (permissions; reloaded when a save changes them). */
  readonly user: Pick<UserStore, 'usuario' | 'load'>;
  /** Form drafts of the signed-in user. */
  readonly drafts: Pick<DraftStore, 'save' | 'load' | 'remove'>;
  readonly alerts: Pick<AlertService, 'confirm' | 'show'>;
  readonly notifications: Pick<NotificationService, 'notify'>;
  readonly navigation: Navigation;
  readonly downloads: Downloads;
  /** Opens a printed document in a new tab. */
  readonly documentos: AbrirDocumento;
  readonly scheduler: Pick<Scheduler, 'after' | 'now'>;
}

/** The bundle as the container builds it. */
@injectable()
export class ServicosDaTela implements ServicosTela {
  constructor(
    @inject(SESSION.userStore) readonly user: UserStore,
    @inject(SESSION.drafts) readonly drafts: DraftStore,
    @inject(SHELL.alerts) readonly alerts: AlertService,
    @inject(SHELL.notifications) readonly notifications: NotificationService,
    @inject(SHELL.navigation) readonly navigation: Navigation,
    @inject(APP.downloads) readonly downloads: Downloads,
    @inject(APP.documentos) readonly documentos: AbrirDocumento,
    @inject(APP.scheduler) readonly scheduler: Scheduler,
  ) {}
}

// What this file's token resolves to (di/token.ts).
declare module '../../di/token.ts' {
  interface Registro {
    'ui:ServicosTela': ServicosTela;
  }
}
