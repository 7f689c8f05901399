/**
 * Where the response cache keeps its data between page loads: the part of the Web Storage API it needs, so a
 * browser passes `sessionStorage` and Node gets memory.
 */

/** A key-value store with the Web Storage methods the cache uses. `setItem` may throw on quota. */
export interface CacheStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** An in-memory store (the default, and Node's). */
export class MemoryStorage implements CacheStorage {
  readonly #items = new Map<string, string>();

  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.#items.set(key, value);
  }

  removeItem(key: string): void {
    this.#items.delete(key);
  }
}
