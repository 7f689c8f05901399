/**
 * The browser's side of the ports: the only place in the app, besides main.tsx, that touches window,
 * timers, BroadcastChannel and Web Locks.
 */
import type { AbrirDocumento, BrowserLocation, Downloads, FetchJson, Logger, Scheduler, TabChannel, TabIdentity } from './ports.ts';

export const browserScheduler: Scheduler = {
  every(ms, task) {
    const id = window.setInterval(task, ms);
    return () => {
      window.clearInterval(id);
    };
  },
  after(ms, task) {
    const id = window.setTimeout(task, ms);
    return () => {
      window.clearTimeout(id);
    };
  },
  sleep: (ms) =>
    new Promise((resolve) => {
      window.setTimeout(resolve, ms);
    }),
  now: () => Date.now(),
};

export const browserLocation: BrowserLocation = {
  origin: window.location.origin,
  current: () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
  assign: (url) => {
    window.location.assign(url);
  },
  reload: () => {
    window.location.reload();
  },
};

export const consoleLogger: Logger = {
  error: (message, detail) => {
    if (detail === undefined) console.error(message);
    else console.error(message, detail);
  },
  warn: (message, detail) => {
    if (detail === undefined) console.warn(message);
    else console.warn(message, detail);
  },
};

/** A BroadcastChannel of this origin; where the browser has none, messages simply go nowhere. */
export function broadcastChannel<T>(name: string): TabChannel<T> {
  if (typeof BroadcastChannel === 'undefined') return { post: () => undefined, listen: () => () => undefined };
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => {
      channel.postMessage(message);
    },
    listen: (listener) => {
      const handler = (event: MessageEvent<T>): void => {
        listener(event.data);
      };
      channel.addEventListener('message', handler);
      return () => {
        channel.removeEventListener('message', handler);
      };
    },
  };
}

const CHAVE_ABA = 'rpj:aba';

/** Takes the Web Lock of a name for as long as the page lives; false when another page holds it. */
function holdLock(name: string): Promise<boolean> {
  return new Promise((resolve) => {
    void navigator.locks.request(name, { ifAvailable: true }, (lock) => {
      resolve(lock !== null);
      // Held until the page goes away (the promise never settles).
      return lock === null ? undefined : new Promise<never>(() => undefined);
    });
  });
}

/**
 * Tab identity by Web Locks: each tab keeps an id in its sessionStorage and holds a lock of that name. A
 * duplicated tab starts with a copy of the id while the original still holds the lock, so it learns it is a copy
 * and takes a new id. Without Web Locks (an insecure context) every tab counts as its own.
 */
export function webLocksTabIdentity(storage: Storage): TabIdentity {
  return {
    async claim() {
      if (typeof navigator === 'undefined' || !('locks' in navigator)) return true;
      const copied = storage.getItem(CHAVE_ABA);
      if (copied !== null && (await holdLock(`rpj-aba:${copied}`))) return true;
      const own = crypto.randomUUID();
      storage.setItem(CHAVE_ABA, own);
      await holdLock(`rpj-aba:${own}`);
      return copied === null;
    },
  };
}

export const fetchJson: FetchJson = async (path) => {
  const response = await fetch(path, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.json() as Promise<unknown>;
};

/** Has the browser download an object URL under a name. */
function baixar(url: string, nomeArquivo: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = nomeArquivo;
  document.body.append(link);
  link.click();
  link.remove();
}

export const browserDownloads: Downloads = (nomeArquivo, conteudo, tipo) => {
  const url = URL.createObjectURL(new Blob([conteudo], { type: tipo }));
  baixar(url, nomeArquivo);
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
};

export const browserAbrirDocumento: AbrirDocumento = async (carregar) => {
  const aba = window.open('', '_blank');
  if (aba !== null) {
    // The document's tab is not the app's: it cannot reach back (window.opener).
    aba.opener = null;
    aba.document.title = 'Gerando documento...';
  }
  let documento;
  try {
    documento = await carregar();
  } catch {
    aba?.close();
    return false;
  }
  const url = URL.createObjectURL(documento.conteudo);
  if (aba === null) baixar(url, documento.nomeArquivo);
  else aba.location.href = url;
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 60_000);
  return true;
};
