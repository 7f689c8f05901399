/**
 * Form drafts (security.md #10): what a user typed, kept in sessionStorage per user and form so that a session
 * that ends by itself loses nothing; deleted on save and on an explicit sign-out.
 */

const PREFIXO = 'rpj:rascunho:';

/** The drafts of this tab. */
export class DraftStore {
  readonly #storage: Storage;

  constructor(storage: Storage) {
    this.#storage = storage;
  }

  #key(usuario: string, formulario: string): string {
    return `${PREFIXO}${usuario}:${formulario}`;
  }

  /** Keeps a draft; a full storage drops it silently (the form still holds the values). */
  save(usuario: string, formulario: string, valores: unknown): void {
    try {
      this.#storage.setItem(this.#key(usuario, formulario), JSON.stringify(valores));
    } catch {
      // Quota exceeded: the draft is a convenience, the form on screen is the truth.
    }
  }

  /** The draft of a form, or `undefined` (none, or unreadable). */
  load(usuario: string, formulario: string): unknown {
    const raw = this.#storage.getItem(this.#key(usuario, formulario));
    if (raw === null) return undefined;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      this.#storage.removeItem(this.#key(usuario, formulario));
      return undefined;
    }
  }

  remove(usuario: string, formulario: string): void {
    this.#storage.removeItem(this.#key(usuario, formulario));
  }

  /** Whether this tab holds any draft (typed values not yet saved). */
  hasAny(): boolean {
    return this.#keys().length > 0;
  }

  /** Deletes every draft of every user (sign-out). */
  clearAll(): void {
    for (const key of this.#keys()) this.#storage.removeItem(key);
  }

  #keys(): string[] {
    const keys: string[] = [];
    for (let i = 0; i < this.#storage.length; i++) {
      const key = this.#storage.key(i);
      if (key?.startsWith(PREFIXO) === true) keys.push(key);
    }
    return keys;
  }
}

// What this file's tokens resolve to (di/token.ts: token tables never import the classes they name).
declare module '../di/token.ts' {
  interface Registro {
    'session:DraftStore': DraftStore;
  }
}
