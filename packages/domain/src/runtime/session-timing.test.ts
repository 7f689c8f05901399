import { describe, expect, it } from 'vitest';
import { cacheExpiry, mayReloadAfterChunkError, needsRefresh } from './session-timing.ts';

const now = 1_800_000_000_000;

describe('token refresh with 60 s minimum validity (spec §9)', () => {
  it.each([
    [now / 1000 + 3600, false],
    [now / 1000 + 60, false],
    [now / 1000 + 59, true],
    [now / 1000 - 1, true],
  ])('a token expiring at %d needs refresh: %s', (exp, expected) => {
    expect(needsRefresh(exp, now)).toBe(expected);
  });

  it('takes another lead when configured (short tokens in tests)', () => {
    expect(needsRefresh(now / 1000 + 10, now, 5)).toBe(false);
  });
});

describe('response cache lifetime of 2 hours (spec §9)', () => {
  it('expires a response cached now 7,200,000 ms later', () => {
    expect(cacheExpiry(now)).toBe(now + 7_200_000);
  });
});

describe('page-reload guard of 10,000 ms (spec §1)', () => {
  it.each([
    [undefined, true, 'never reloaded'],
    [now - 9_999, false, 'reloaded 9.999 s ago'],
    [now - 10_000, true, 'reloaded 10 s ago'],
    [now + 5_000, true, 'a marker from the future (clock changed)'],
  ])('last reload %s → may reload: %s (%s)', (last, expected, _why) => {
    expect(mayReloadAfterChunkError(last, now)).toBe(expected);
  });
});
