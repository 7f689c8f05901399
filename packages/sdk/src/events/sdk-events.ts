/**
 * What the SDK tells the app: messages to show (spec §8) and places to go. The SDK shows nothing and navigates
 * nowhere itself; the app turns these events into its dialog and its router.
 */
import type { ErroCampo, RespostaPadrao, TipoResposta } from '@rpj/domain';

/** A message for the alert dialog. */
export interface MensagemEvento {
  readonly tipo: TipoResposta;
  /** The dialog title of the type ('Sucesso', 'Erro', …). */
  readonly titulo: string;
  /** The text to show: the response's first non-blank message, or the generic error text. */
  readonly mensagem: string;
  /** The response it came from, when there was one. */
  readonly resposta?: RespostaPadrao<unknown>;
  /** Field errors, when the response carried them. */
  readonly erros?: readonly ErroCampo[];
}

/** A place the app should go. */
export interface NavegacaoEvento {
  /** An app path: '/erro' after a network error on a read; '/' after credentials that stay refused. */
  readonly para: string;
  readonly motivo: 'erroDeRede' | 'credenciais';
}

/**
 * The session ended by itself (a 401 that no refresh could mend, nobody signed in any more): the app signs in
 * again, returning to the current address and keeping the user's form drafts. The SDK has cleared its cache.
 */
export interface EntrarEvento {
  readonly motivo: 'sessaoEncerrada';
}

/** Every event and its payload. */
export interface SdkEventMap {
  readonly mensagem: MensagemEvento;
  readonly navegar: NavegacaoEvento;
  readonly entrar: EntrarEvento;
}

/** Subscribing to the SDK's events. */
export interface SdkEvents {
  /**
   * Calls `listener` for every event of a type until the returned function is called.
   *
   * @example
   * ```ts
   * const stop = sdk.events.on('mensagem', (m) => alerts.show(m.titulo, m.mensagem, m.tipo));
   * ```
   */
  on<K extends keyof SdkEventMap>(type: K, listener: (event: SdkEventMap[K]) => void): () => void;
}

/** The SDK's side of the events: subscribing and emitting. */
export class SdkEventEmitter implements SdkEvents {
  readonly #listeners = new Map<keyof SdkEventMap, Set<(event: never) => void>>();

  on<K extends keyof SdkEventMap>(type: K, listener: (event: SdkEventMap[K]) => void): () => void {
    const set = this.#listeners.get(type) ?? new Set();
    set.add(listener);
    this.#listeners.set(type, set);
    return () => set.delete(listener);
  }

  /** Delivers an event; a listener that throws does not stop the others nor the call that emitted. */
  emit<K extends keyof SdkEventMap>(type: K, event: SdkEventMap[K]): void {
    for (const listener of [...(this.#listeners.get(type) ?? [])]) {
      try {
        (listener as (e: SdkEventMap[K]) => void)(event);
      } catch (error) {
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }
}
