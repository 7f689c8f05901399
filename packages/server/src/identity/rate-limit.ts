/**
 * Sign-in attempts limited per login and per address: after too many failures in a window, further attempts
 * are refused until the window passes. In memory: the development provider runs in one process.
 */

/** A fixed-window counter of failures per key. */
export class FailureLimiter {
  readonly #max: number;
  readonly #windowMs: number;
  readonly #now: () => number;
  readonly #failures = new Map<string, { count: number; since: number }>();

  constructor(max: number, windowMs: number, now: () => number = Date.now) {
    this.#max = max;
    this.#windowMs = windowMs;
    this.#now = now;
  }

  /** True while the key may still try. */
  allows(key: string): boolean {
    const entry = this.#failures.get(key);
    if (entry === undefined) return true;
    if (this.#now() - entry.since >= this.#windowMs) {
      this.#failures.delete(key);
      return true;
    }
    return entry.count < this.#max;
  }

  fail(key: string): void {
    const entry = this.#failures.get(key);
    if (entry === undefined || this.#now() - entry.since >= this.#windowMs) this.#failures.set(key, { count: 1, since: this.#now() });
    else entry.count++;
  }

  succeed(key: string): void {
    this.#failures.delete(key);
  }
}
