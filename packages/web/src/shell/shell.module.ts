/**
 * The shell's bindings: services every screen shares (singletons, with the bundle the list and record screens take),
 * and the layout's view-model.
 */
import { ContainerModule } from 'inversify';
import { bindToken } from '../di/token.ts';
import { AlertService } from './alert.service.ts';
import { BuildCheck } from './build-check.ts';
import { ChunkReloader } from './chunk-reload.ts';
import { LayoutViewModel } from './layout.view-model.ts';
import { RouterNavigation } from './navigation.ts';
import { NotificationService } from './notification.service.ts';
import { PasswordPages } from './password-pages.ts';
import { RouteGuard } from './route-guard.ts';
import { SHELL } from './shell.tokens.ts';
import { ServicosDaTela } from '../ui/tela/servicos-tela.ts';
import { UI } from '../ui/tela/tela.tokens.ts';

export const shellModule = new ContainerModule(({ bind }) => {
  bindToken(bind, SHELL.routerNavigation).toConstantValue(new RouterNavigation());
  bindToken(bind, SHELL.navigation).toService(SHELL.routerNavigation);
  bindToken(bind, SHELL.alerts).to(AlertService).inSingletonScope();
  bindToken(bind, SHELL.notifications).to(NotificationService).inSingletonScope();
  bindToken(bind, SHELL.guard).to(RouteGuard).inSingletonScope();
  bindToken(bind, SHELL.buildCheck).to(BuildCheck).inSingletonScope();
  bindToken(bind, SHELL.chunkReloader).to(ChunkReloader).inSingletonScope();
  bindToken(bind, SHELL.passwordPages).to(PasswordPages).inSingletonScope();
  bindToken(bind, UI.servicos).to(ServicosDaTela).inSingletonScope();
  bindToken(bind, SHELL.layoutViewModel).to(LayoutViewModel).inTransientScope();
});
