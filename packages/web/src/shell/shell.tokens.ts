/** Tokens of the shell: services every screen shares, and the shell's own view-models. */
import { token } from '../di/token.ts';
import type { AlertService } from './alert.service.ts';
import type { BuildCheck } from './build-check.ts';
import type { ChunkReloader } from './chunk-reload.ts';
import type { LayoutViewModel } from './layout.view-model.ts';
import type { Navigation, RouterNavigation } from './navigation.ts';
import type { NotificationService } from './notification.service.ts';
import type { PasswordPages } from './password-pages.ts';
import type { RouteGuard } from './route-guard.ts';

export const SHELL = {
  /** The router-backed navigation (the composition root attaches the router to it). */
  routerNavigation: token<RouterNavigation>('shell:RouterNavigation'),
  navigation: token<Navigation>('shell:Navigation'),
  alerts: token<AlertService>('shell:AlertService'),
  notifications: token<NotificationService>('shell:NotificationService'),
  guard: token<RouteGuard>('shell:RouteGuard'),
  buildCheck: token<BuildCheck>('shell:BuildCheck'),
  chunkReloader: token<ChunkReloader>('shell:ChunkReloader'),
  passwordPages: token<PasswordPages>('shell:PasswordPages'),
  layoutViewModel: token<LayoutViewModel>('shell:LayoutViewModel'),
} as const;
