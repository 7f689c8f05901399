// @vitest-environment happy-dom
// Idle work waits for the first screen (which leaves the User Timing mark the web bench counts by), or for the
// limit after the page's load when no screen says it is ready; each call runs once, a cancelled one never.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as OciosoModulo from './ocioso.ts';

type Ocioso = typeof OciosoModulo;

/** A fresh copy of the module (its first-screen promise is per page). */
async function modulo(): Promise<Ocioso> {
  vi.resetModules();
  return import('./ocioso.ts');
}

describe('quandoOcioso', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // Without requestIdleCallback the work runs on a timer: the same path on every happy-dom version.
    vi.stubGlobal('requestIdleCallback', undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs once the first screen is ready, not before, and marks that moment once', async () => {
    const { quandoOcioso, primeiraTelaPronta, MARCA_PRIMEIRA_TELA } = await modulo();
    performance.clearMarks(MARCA_PRIMEIRA_TELA);
    const fazer = vi.fn();
    quandoOcioso(fazer);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fazer).not.toHaveBeenCalled();
    primeiraTelaPronta();
    primeiraTelaPronta();
    await vi.advanceTimersByTimeAsync(0);
    expect(fazer).toHaveBeenCalledTimes(1);
    expect(performance.getEntriesByName(MARCA_PRIMEIRA_TELA)).toHaveLength(1);
  });

  it('runs at the limit after the load when no screen says it is ready', async () => {
    const { quandoOcioso } = await modulo();
    const fazer = vi.fn();
    quandoOcioso(fazer);
    await vi.advanceTimersByTimeAsync(3900);
    expect(fazer).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(fazer).toHaveBeenCalledTimes(1);
  });

  it('never runs a cancelled call', async () => {
    const { quandoOcioso, primeiraTelaPronta } = await modulo();
    const uma = vi.fn();
    const cancelada = vi.fn();
    quandoOcioso(uma);
    const cancelar = quandoOcioso(cancelada);
    cancelar();
    primeiraTelaPronta();
    await vi.advanceTimersByTimeAsync(5000);
    expect(uma).toHaveBeenCalledTimes(1);
    expect(cancelada).not.toHaveBeenCalled();
  });
});
