/**
 * What the app needs from the browser, as small interfaces: view-models and services receive them from the
 * container, so their tests run in Node with fakes and no real time.
 */

/** Timers. Every method returns what cancels it, where that makes sense. */
export interface Scheduler {
  /** Calls `task` every `ms` until the returned function is called. */
  every(ms: number, task: () => void): () => void;
  /** Calls `task` once after `ms` unless the returned function is called first. */
  after(ms: number, task: () => void): () => void;
  /** Resolves after `ms`. */
  sleep(ms: number): Promise<void>;
  /** Milliseconds since the epoch. */
  now(): number;
}

/** The page's address and the ways to leave it. */
export interface BrowserLocation {
  /** The app's origin, e.g. 'http://localhost:8080'. */
  readonly origin: string;
  /** Path, query and hash of the current address. */
  current(): string;
  /** Top-level navigation to another document. */
  assign(url: string): void;
  reload(): void;
}

/** Where technical messages go (the browser console). */
export interface Logger {
  error(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
}

/** A message bus between the tabs of this app (BroadcastChannel). */
export interface TabChannel<T> {
  post(message: T): void;
  listen(listener: (message: T) => void): () => void;
}

/** Tells a tab of its own from a duplicated one (which the browser opened with a copy of sessionStorage). */
export interface TabIdentity {
  /** Claims this tab's identity: true when it is this tab's own, false when another open tab holds it. */
  claim(): Promise<boolean>;
}

/** Reads a small JSON document from the app's own server (e.g. /version.json), bypassing the HTTP cache. */
export type FetchJson = (path: string) => Promise<unknown>;

/**
 * Opens a printed document the app fetches (a PDF) in a new tab: the tab opens at once, while the click still
 * allows it, and shows the document when it arrives; where the browser refuses the tab, the document is downloaded
 * with its name. Resolves to false when the document could not be fetched (the SDK has said why).
 */
export type AbrirDocumento = (carregar: () => Promise<{ readonly conteudo: Blob; readonly nomeArquivo: string }>) => Promise<boolean>;

/** Saves a file the app generated (an export) through the browser's download. */
export type Downloads = (nomeArquivo: string, conteudo: string, tipo: string) => void;
