import { describe, expect, it } from 'vitest';
import { SlidingWindowLimiter } from './rate-limit';

describe('sliding window limiter', () => {
  it('blocks a key after the limit until its oldest event leaves the window', () => {
    let now = 1_000;
    const limiter = new SlidingWindowLimiter(3, 60_000, () => now);
    for (let i = 0; i < 3; i += 1) {
      expect(limiter.retryAfterMs('a')).toBe(0);
      limiter.hit('a');
      now += 1_000;
    }
    expect(limiter.retryAfterMs('a')).toBe(57_000);
    expect(limiter.retryAfterMs('b')).toBe(0);
    now += 57_000;
    expect(limiter.retryAfterMs('a')).toBe(0);
  });

  it('forgets a key on reset', () => {
    const limiter = new SlidingWindowLimiter(1, 60_000);
    limiter.hit('a');
    expect(limiter.retryAfterMs('a')).toBeGreaterThan(0);
    limiter.reset('a');
    expect(limiter.retryAfterMs('a')).toBe(0);
  });
});
