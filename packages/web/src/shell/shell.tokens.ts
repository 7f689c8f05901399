/** Tokens of the shell: services every screen shares, and the shell's own view-models. */
import { token } from '../di/token.ts';

export const SHELL = {
  /** The router-backed navigation (the composition root attaches the router to it). */
  routerNavigation: token('shell:RouterNavigation'),
  navigation: token('shell:Navigation'),
  alerts: token('shell:AlertService'),
  notifications: token('shell:NotificationService'),
  guard: token('shell:RouteGuard'),
  buildCheck: token('shell:BuildCheck'),
  chunkReloader: token('shell:ChunkReloader'),
  passwordPages: token('shell:PasswordPages'),
  layoutViewModel: token('shell:LayoutViewModel'),
} as const;
