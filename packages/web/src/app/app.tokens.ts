/** Tokens of what the composition root provides: configuration, browser ports, the SDK and its clients. */
import type { RpjSdkNucleo } from '@rpj/sdk';
import { token } from '../di/token.ts';
import type { AppConfig } from './app-config.ts';
import type { AbrirDocumento, BrowserLocation, Downloads, FetchJson, Logger, Scheduler } from './ports.ts';

export const APP = {
  config: token('app:AppConfig'),
  /** The id of this build (also served as /version.json). */
  buildId: token('app:BuildId'),
  scheduler: token('app:Scheduler'),
  location: token('app:BrowserLocation'),
  logger: token('app:Logger'),
  fetchJson: token('app:FetchJson'),
  downloads: token('app:Downloads'),
  /** Opens a printed document in a new tab. */
  documentos: token('app:AbrirDocumento'),
  /** Ids of the routes whose screens are built (the rest are absent: not found, not in the menu). */
  telas: token('app:Telas'),
  /** This tab's sessionStorage. */
  storage: token('app:SessionStorage'),
  /** The SDK: each feature's module binds the area clients it uses from it (di/token.ts `bindSdkClient`). */
  sdk: token('app:RpjSdk'),
} as const;

// The types of the composition root's values (di/token.ts): none of them imports this file.
declare module '../di/token.ts' {
  interface Registro {
    'app:AppConfig': AppConfig;
    'app:BuildId': string;
    'app:Scheduler': Scheduler;
    'app:BrowserLocation': BrowserLocation;
    'app:Logger': Logger;
    'app:FetchJson': FetchJson;
    'app:Downloads': Downloads;
    'app:AbrirDocumento': AbrirDocumento;
    'app:Telas': ReadonlySet<string>;
    'app:SessionStorage': Storage;
    'app:RpjSdk': RpjSdkNucleo;
  }
}
