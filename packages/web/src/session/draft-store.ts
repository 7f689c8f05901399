/**
 * Form drafts (security.md #10): what a user typed, kept in sessionStorage per user and form so that a session
 * that ends by itself loses nothing; deleted on save and on an explicit sign-out. Each draft keeps when it was last
 * typed, so a restored one can say what happened: the session ended after it, or the person left the form.
 */

const PREFIXO = 'rpj:rascunho:';
/** When the session last ended by itself (epoch ms), for the drafts typed before it. */
const SESSAO_ENCERRADA = 'rpj:sessao-encerrada-em';

/** Why a draft was left behind. */
export type MotivoRascunho = 'sessao' | 'saida';

/** A draft as kept. */
export interface RascunhoGuardado {
  readonly valores: unknown;
  /** When it was last typed (epoch ms); `undefined` for a draft of an older version of the app. */
  readonly em: number | undefined;
  /** `sessao`: the session ended by itself after it was typed; `saida`: the person left the form unsaved. */
  readonly motivo: MotivoRascunho;
}

function guardado(value: unknown): value is { readonly valores: unknown; readonly em: number } {
  return typeof value === 'object' && value !== null && 'valores' in value && typeof (value as { em?: unknown }).em === 'number';
}

/** The drafts of this tab. */
export class DraftStore {
  readonly #storage: Storage;
  readonly #agora: () => number;

  constructor(storage: Storage, agora: () => number = Date.now) {
    this.#storage = storage;
    this.#agora = agora;
  }

  #key(usuario: string, formulario: string): string {
    return `${PREFIXO}${usuario}:${formulario}`;
  }

  /** Keeps a draft; a full storage drops it silently (the form still holds the values). */
  save(usuario: string, formulario: string, valores: unknown): void {
    try {
      this.#storage.setItem(this.#key(usuario, formulario), JSON.stringify({ valores, em: this.#agora() }));
    } catch {
      // Quota exceeded: the draft is a convenience, the form on screen is the truth.
    }
  }

  /** The draft of a form, or `undefined` (none, or unreadable). */
  load(usuario: string, formulario: string): RascunhoGuardado | undefined {
    const raw = this.#storage.getItem(this.#key(usuario, formulario));
    if (raw === null) return undefined;
    let lido: unknown;
    try {
      lido = JSON.parse(raw);
    } catch {
      this.#storage.removeItem(this.#key(usuario, formulario));
      return undefined;
    }
    const encerrada = Number(this.#storage.getItem(SESSAO_ENCERRADA) ?? Number.NaN);
    if (!guardado(lido)) return { valores: lido, em: undefined, motivo: Number.isFinite(encerrada) ? 'sessao' : 'saida' };
    return { valores: lido.valores, em: lido.em, motivo: Number.isFinite(encerrada) && encerrada >= lido.em ? 'sessao' : 'saida' };
  }

  /** The session ended by itself: the drafts typed until now were left by it, not by the person. */
  sessaoEncerrada(): void {
    try {
      this.#storage.setItem(SESSAO_ENCERRADA, String(this.#agora()));
    } catch {
      // A full storage: a restored draft then says the person left the form, which is still true enough.
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
    this.#storage.removeItem(SESSAO_ENCERRADA);
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
