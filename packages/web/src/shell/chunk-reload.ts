/**
 * A screen's code that fails to load (a new build replaced the files, a network blip) reloads the page once
 * (spec §1); the time of that reload is kept in sessionStorage so a chunk that keeps failing cannot loop
 * (a second failure within 10 s shows the error page instead).
 */
import { CHAVE_PROTECAO_RECARGA, mayReloadAfterChunkError } from '@rpj/domain';
import { inject, injectable } from 'inversify';
import { APP } from '../app/app.tokens.ts';
import type { BrowserLocation, Scheduler } from '../app/ports.ts';

/** True for the errors browsers raise when a dynamically imported module cannot be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    error.message,
  );
}

@injectable()
export class ChunkReloader {
  readonly #storage: Storage;
  readonly #location: BrowserLocation;
  readonly #scheduler: Scheduler;

  constructor(
    @inject(APP.storage) storage: Storage,
    @inject(APP.location) location: BrowserLocation,
    @inject(APP.scheduler) scheduler: Scheduler,
  ) {
    this.#storage = storage;
    this.#location = location;
    this.#scheduler = scheduler;
  }

  /**
   * Reloads the page (or loads `destino`, the address the person was going to) unless that just happened for the
   * same reason; true when it does.
   */
  reloadOnce(destino?: string): boolean {
    const now = this.#scheduler.now();
    const raw = this.#storage.getItem(CHAVE_PROTECAO_RECARGA);
    const last = raw === null || !/^\d+$/.test(raw) ? undefined : Number(raw);
    if (!mayReloadAfterChunkError(last, now)) return false;
    this.#storage.setItem(CHAVE_PROTECAO_RECARGA, String(now));
    if (destino === undefined) this.#location.reload();
    else this.#location.assign(destino);
    return true;
  }
}

// What this file's tokens resolve to (di/token.ts: token tables never import the classes they name).
declare module '../di/token.ts' {
  interface Registro {
    'shell:ChunkReloader': ChunkReloader;
  }
}
