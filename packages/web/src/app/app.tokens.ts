/** Tokens of what the composition root provides: configuration, browser ports, the SDK and its clients. */
import type { GrupoUsuarioApi, PermissaoApi, RpjSdk, UsuarioApi } from '@rpj/sdk';
import { token } from '../di/token.ts';
import type { AppConfig } from './app-config.ts';
import type { BrowserLocation, Downloads, FetchJson, Logger, Scheduler } from './ports.ts';

export const APP = {
  config: token<AppConfig>('app:AppConfig'),
  /** The id of this build (also served as /version.json). */
  buildId: token<string>('app:BuildId'),
  scheduler: token<Scheduler>('app:Scheduler'),
  location: token<BrowserLocation>('app:BrowserLocation'),
  logger: token<Logger>('app:Logger'),
  fetchJson: token<FetchJson>('app:FetchJson'),
  downloads: token<Downloads>('app:Downloads'),
  /** Ids of the routes whose screens are built (the rest are absent: not found, not in the menu). */
  telas: token<ReadonlySet<string>>('app:Telas'),
  /** This tab's sessionStorage. */
  storage: token<Storage>('app:SessionStorage'),
  sdk: token<RpjSdk>('app:RpjSdk'),
  usuarios: token<UsuarioApi>('app:UsuarioApi'),
  gruposUsuario: token<GrupoUsuarioApi>('app:GrupoUsuarioApi'),
  permissoes: token<PermissaoApi>('app:PermissaoApi'),
} as const;
