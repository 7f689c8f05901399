import { describe, expect, it } from 'vitest';
import { FakeLocation, FakeScheduler } from '../test/fakes.ts';
import { ChunkReloader, isChunkLoadError } from './chunk-reload.ts';

/** sessionStorage backed by a Map. */
function memoryStorage(inicial: Readonly<Record<string, string>> = {}): Storage & { readonly itens: Map<string, string> } {
  const itens = new Map(Object.entries(inicial));
  return {
    itens,
    get length() {
      return itens.size;
    },
    clear: () => {
      itens.clear();
    },
    getItem: (key: string) => itens.get(key) ?? null,
    key: (index: number) => [...itens.keys()][index] ?? null,
    removeItem: (key: string) => {
      itens.delete(key);
    },
    setItem: (key: string, value: string) => {
      itens.set(key, value);
    },
  };
}

const CHAVE = 'rpj:ultima-recarga';
const T0 = 1_800_000_000_000;

function montar(inicial: Readonly<Record<string, string>> = {}): {
  reloader: ChunkReloader;
  storage: ReturnType<typeof memoryStorage>;
  location: FakeLocation;
  scheduler: FakeScheduler;
} {
  const storage = memoryStorage(inicial);
  const location = new FakeLocation('/usuario');
  const scheduler = new FakeScheduler(T0);
  return { reloader: new ChunkReloader(storage, location, scheduler), storage, location, scheduler };
}

describe('ChunkReloader', () => {
  it('reloads on the first failure and remembers when', () => {
    const { reloader, storage, location } = montar();
    expect(reloader.reloadOnce()).toBe(true);
    expect(location.recargas).toBe(1);
    expect(storage.itens.get(CHAVE)).toBe(String(T0));
  });

  it('does not reload again within 10 000 ms, and does afterwards', () => {
    const { reloader, storage, location, scheduler } = montar();
    reloader.reloadOnce();

    scheduler.advance(9_999);
    expect(reloader.reloadOnce()).toBe(false);
    expect(location.recargas).toBe(1);
    expect(storage.itens.get(CHAVE)).toBe(String(T0));

    scheduler.advance(1);
    expect(reloader.reloadOnce()).toBe(true);
    expect(location.recargas).toBe(2);
    expect(storage.itens.get(CHAVE)).toBe(String(T0 + 10_000));
  });

  it('honours a reload made by the previous page (the marker survives in sessionStorage)', () => {
    const { reloader, location } = montar({ [CHAVE]: String(T0 - 2_000) });
    expect(reloader.reloadOnce()).toBe(false);
    expect(location.recargas).toBe(0);
  });

  it.each(['abc', '', '-5', '1.5e12', '12abc'])('treats %j in storage as no earlier reload', (lixo) => {
    const { reloader, storage, location } = montar({ [CHAVE]: lixo });
    expect(reloader.reloadOnce()).toBe(true);
    expect(location.recargas).toBe(1);
    expect(storage.itens.get(CHAVE)).toBe(String(T0));
  });
});

describe('isChunkLoadError', () => {
  it.each([
    ['Chromium', 'Failed to fetch dynamically imported module: https://rpj.example/assets/usuario-3f2a.js'],
    ['Firefox', 'error loading dynamically imported module: https://rpj.example/assets/usuario-3f2a.js'],
    ['Safari', 'Importing a module script failed.'],
  ])('recognises %s’s error', (_navegador, mensagem) => {
    expect(isChunkLoadError(new TypeError(mensagem))).toBe(true);
  });

  it.each([
    ['another error', new Error('Cannot read properties of undefined')],
    ['a network error', new TypeError('Failed to fetch')],
    ['a string with the text', 'Failed to fetch dynamically imported module: x.js'],
    ['an object with the message', { message: 'Importing a module script failed.' }],
    ['undefined', undefined],
    ['null', null],
  ])('is false for %s', (_caso, erro) => {
    expect(isChunkLoadError(erro)).toBe(false);
  });
});
