import { describe, expect, it } from 'vitest';
import { FailureLimiter } from './rate-limit.ts';

describe('sign-in failures limited per key (login, address)', () => {
  it('allows up to the maximum of failures in the window, then refuses until the window passes', () => {
    let now = 0;
    const limiter = new FailureLimiter(3, 60_000, () => now);
    for (let i = 0; i < 3; i++) {
      expect(limiter.allows('10.0.0.1')).toBe(true);
      limiter.fail('10.0.0.1');
    }
    expect(limiter.allows('10.0.0.1')).toBe(false);
    expect(limiter.allows('10.0.0.2')).toBe(true); // another key is not affected
    now = 60_000;
    expect(limiter.allows('10.0.0.1')).toBe(true);
  });

  it('forgets a key’s failures after a success', () => {
    const limiter = new FailureLimiter(2, 60_000, () => 0);
    limiter.fail('maria');
    limiter.succeed('maria');
    limiter.fail('maria');
    expect(limiter.allows('maria')).toBe(true);
  });
});
