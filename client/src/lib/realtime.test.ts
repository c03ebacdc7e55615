import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './realtime';

describe('reconnecting the live channel', () => {
  it('backs off 1 s, 2 s, 4 s… to 30 s, spread ±50% by jitter, and never gives up', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 6, 50].map((n) => reconnectDelay(n, middle))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(10, () => 0.999)).toBe(44970);
  });
});
