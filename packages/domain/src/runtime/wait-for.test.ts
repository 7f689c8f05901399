import { describe, expect, it } from 'vitest';
import { ESPERA_CARREGAMENTO_USUARIO, ESPERA_PERMISSAO } from '../constants.ts';
import { waitFor } from './wait-for.ts';

/** A sleep that records what was asked and returns at once. */
function fakeSleep(): { sleep: (ms: number) => Promise<void>; slept: number[] } {
  const slept: number[] = [];
  return { slept, sleep: (ms) => (slept.push(ms), Promise.resolve()) };
}

describe('bounded waits (spec §4, §6, §9)', () => {
  it('the user-loading guard gives up after 5 waits of 1 s', async () => {
    const { sleep, slept } = fakeSleep();
    let asked = 0;
    expect(await waitFor(() => (asked++, false), ESPERA_CARREGAMENTO_USUARIO, sleep)).toBe(false);
    expect(slept).toEqual([1000, 1000, 1000, 1000, 1000]);
    expect(asked).toBe(6);
  });

  it('the permission check gives up after 10 waits of 1 s', async () => {
    const { sleep, slept } = fakeSleep();
    expect(await waitFor(() => false, ESPERA_PERMISSAO, sleep)).toBe(false);
    expect(slept.reduce((a, b) => a + b, 0)).toBe(10_000);
  });

  it('does not wait when the answer is already there', async () => {
    const { sleep, slept } = fakeSleep();
    expect(await waitFor(() => true, ESPERA_CARREGAMENTO_USUARIO, sleep)).toBe(true);
    expect(slept).toEqual([]);
  });

  it('stops waiting as soon as the answer arrives', async () => {
    const { sleep, slept } = fakeSleep();
    let tries = 0;
    expect(await waitFor(() => ++tries === 3, ESPERA_CARREGAMENTO_USUARIO, sleep)).toBe(true);
    expect(slept).toEqual([1000, 1000]);
  });
});
