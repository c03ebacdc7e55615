import { describe, expect, it } from 'vitest';
import { createRandom } from './random';

describe('seeded random', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    expect([a.next(), a.int(1, 6), a.pick(['x', 'y', 'z'])]).toEqual([
      b.next(),
      b.int(1, 6),
      b.pick(['x', 'y', 'z']),
    ]);
    expect(createRandom(43).next()).not.toBe(createRandom(42).next());
  });

  it('keeps integers in range and samples without repeats', () => {
    const random = createRandom(7);
    for (let i = 0; i < 500; i += 1) {
      const value = random.int(3, 5);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(5);
    }
    const sample = random.sample([1, 2, 3, 4, 5], 3);
    expect(new Set(sample).size).toBe(3);
  });
});
