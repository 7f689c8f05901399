/**
 * A list's memory, for any area whose list must stay fast (the users list uses it; docs/areas.md): for each filter
 * and order asked for, the ordered ids of every record it finds, and the rows of the records whose pages were read,
 * all stamped with the version they were read under — a number the database raises at the commit of every
 * transaction that writes what the list shows (for users, `usuario_versao`, migration 0004). Nothing here is
 * answered unless its stamp is the current one: the stamp read with the request's principal (so the page is what the
 * database held when the request was authenticated), or the stamp read in the same statement as the page's rows. A
 * write committed by this process or any other is therefore seen by the next list, as without the cache.
 *
 * Why: counting and sorting every match of a '%fragment%' filter costs PostgreSQL 4–12 ms of CPU per request on
 * 100,000 users (the trigram index finds the rows, but they must all be read, counted and sorted for a page in the
 * middle), which saturates two cores near 250 requests per second. A page from memory costs no query at all.
 *
 * Bounded (least recently used first out) by lists, ids and rows held, so a stream of distinct searches cannot grow
 * it without end; once a newer stamp is seen, everything read under an older one can never be used again and is
 * dropped at once.
 */

/** The ordered ids of one filter and order, under one stamp. */
export interface ListaIds {
  readonly versao: string;
  readonly ids: Int32Array;
}

/** Limits of a {@link ListaVersionadaCache}. */
export interface ListaVersionadaLimits {
  /** Filters and orders remembered. */
  readonly entries: number;
  /** Ids remembered over all entries (4 bytes each). */
  readonly ids: number;
  /** List rows remembered (a few hundred bytes each). */
  readonly rows: number;
}

const DEFAULT_LIMITS: ListaVersionadaLimits = { entries: 256, ids: 2_000_000, rows: 50_000 };

/** Whether stamp `a` is older than `b` (they are bigint counters, as text). */
function older(a: string, b: string): boolean {
  return BigInt(a) < BigInt(b);
}

/** The memory of one list; `L` is its row, identified by `id`. */
export class ListaVersionadaCache<L extends { readonly id: number }> {
  /** In use order: the first is the least recently used. */
  private readonly entries = new Map<string, ListaIds>();
  /** Reads under way, so concurrent misses of one filter read it once. */
  private readonly pending = new Map<string, Promise<ListaIds>>();
  private held = 0;
  /** Rows by id, all read under `rowsVersao`. */
  private readonly rows = new Map<number, L>();
  private rowsVersao: string | undefined;
  /** The newest stamp seen. */
  private latest: string | undefined;

  constructor(private readonly limits: ListaVersionadaLimits = DEFAULT_LIMITS) {}

  /** The entry of a key, marked as just used. */
  get(key: string): ListaIds | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * Reads a key's ids with `load` and keeps them; a read of the same key already under way is shared rather
   * than repeated.
   */
  load(key: string, load: () => Promise<ListaIds>): Promise<ListaIds> {
    const running = this.pending.get(key);
    if (running !== undefined) return running;
    const promise = load()
      .then((entry) => {
        this.set(key, entry);
        return entry;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }

  /** The rows of these ids read under `versao`, in their order; `undefined` unless every one is known. */
  rowsAt(versao: string, ids: Int32Array): L[] | undefined {
    if (this.rowsVersao !== versao) return undefined;
    const found: L[] = [];
    for (const id of ids) {
      const row = this.rows.get(id);
      if (row === undefined) return undefined;
      found.push(row);
    }
    return found;
  }

  /** Keeps rows just read under `versao`. */
  keepRows(versao: string, rows: readonly L[]): void {
    this.seen(versao);
    if (this.rowsVersao !== versao) return; // read under an older stamp than rows already kept
    for (const row of rows) {
      this.rows.delete(row.id);
      this.rows.set(row.id, Object.freeze(row));
    }
    for (const id of this.rows.keys()) {
      if (this.rows.size <= this.limits.rows) break;
      this.rows.delete(id);
    }
  }

  /** Drops everything read under a stamp older than `versao`, one just read: it can never be used again. */
  seen(versao: string): void {
    if (this.latest !== undefined && !older(this.latest, versao)) return;
    this.latest = versao;
    for (const [key, entry] of this.entries) {
      if (older(entry.versao, versao)) this.delete(key);
    }
    if (this.rowsVersao === undefined || older(this.rowsVersao, versao)) {
      this.rows.clear();
      this.rowsVersao = versao;
    }
  }

  /** Forgets one key. */
  delete(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.held -= entry.ids.length;
  }

  private set(key: string, entry: ListaIds): void {
    this.delete(key);
    if (entry.ids.length > this.limits.ids) return;
    this.entries.set(key, entry);
    this.held += entry.ids.length;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.limits.entries && this.held <= this.limits.ids) break;
      this.delete(oldest);
    }
  }
}
