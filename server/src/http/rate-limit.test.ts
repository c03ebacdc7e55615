import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { createLimit } from './rate-limit';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('a limit', () => {
  it('lets a key spend its points, then refuses with 429, its detail and Retry-After', async () => {
    const limit = createLimit({ name: 'test-take', points: 3, windowMs: 60_000 });
    for (let i = 0; i < 3; i += 1) await limit.take('a', 'Slow down');
    const error = await refusal(limit.take('a', 'Slow down'));
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(429);
    expect((error as AppError).detail).toBe('Slow down');
    const retryAfter = Number((error as AppError).headers['Retry-After']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another key, and the same key under another limit's name, have their own budgets.
    await limit.take('b', 'Slow down');
    await createLimit({ name: 'test-take-other', points: 1, windowMs: 60_000 }).take('a', 'x');
  });

  it('counts failures without refusing, says how long to wait, and forgets on reset', async () => {
    const limit = createLimit({ name: 'test-spend', points: 2, windowMs: 60_000 });
    expect(await limit.waitMs('a')).toBe(0);
    await limit.spend('a');
    expect(await limit.waitMs('a')).toBe(0);
    await limit.spend('a');
    const wait = await limit.waitMs('a');
    expect(wait).toBeGreaterThan(55_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    await limit.reset('a');
    expect(await limit.waitMs('a')).toBe(0);
  });

  it('takes back what is given back', async () => {
    const limit = createLimit({ name: 'test-give-back', points: 1, windowMs: 60_000 });
    await limit.take('a', 'no');
    await limit.giveBack('a');
    await limit.take('a', 'no');
    expect(((await refusal(limit.take('a', 'no'))) as AppError).status).toBe(429);
  });

  it('refills once its window has passed', async () => {
    const limit = createLimit({ name: 'test-refill', points: 1, windowMs: 1000 });
    await limit.take('a', 'no');
    expect(((await refusal(limit.take('a', 'no'))) as AppError).status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await limit.take('a', 'no');
  });
});
