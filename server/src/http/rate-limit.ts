// Every rate limit of the server goes through here: the one wrapper of rate-limiter-flexible
//. Each limit is a budget of points per key (an address, an account, a user) that
// refills after a fixed window. The counts live in the process's memory, or, when several
// processes serve one marketplace, in Redis, where every process spends from the same budget
// (docs/architecture.md#9-scaling-out). While Redis cannot be reached each process counts in its
// own memory instead (the library's insurance limiter), so a request is never refused, nor
// failed, because the store is away.
import type { Redis } from 'ioredis';
import type { Middleware } from 'koa';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppContext, AppState } from './context';
import { tooManyRequests } from './errors';

export interface LimitOptions {
  /** A short name, unique per limit: it prefixes the limit's keys in a shared store. */
  name: string;
  /** Points a key may spend in one window. */
  points: number;
  windowMs: number;
}

export interface Limit {
  /** Spends `points` of the key's budget; throws 429 with Retry-After and `detail` when spent. */
  take: (key: string, detail: string, points?: number) => Promise<void>;
  /** Milliseconds until the key may act again, without spending; 0 when it may act now. */
  waitMs: (key: string) => Promise<number>;
  /** Spends points without refusing (a failure counted after the fact). */
  spend: (key: string, points?: number) => Promise<void>;
  /** Gives back points spent on something that turned out not to count. */
  giveBack: (key: string, points?: number) => Promise<void>;
  /** Forgets the key (a success that clears earlier failures). */
  reset: (key: string) => Promise<void>;
}

/** Where limits keep their counts: this process's memory, or Redis shared by every process. */
export type LimitStore = { kind: 'memory' } | { kind: 'redis'; client: Redis };

export const MEMORY_LIMITS: LimitStore = { kind: 'memory' };

export function createLimit(
  { name, points, windowMs }: LimitOptions,
  store: LimitStore = MEMORY_LIMITS,
): Limit {
  const budget = {
    keyPrefix: `limit:${name}`,
    points,
    // The library counts whole seconds; a window is never shorter than one.
    duration: Math.max(1, Math.ceil(windowMs / 1000)),
  };
  const limiter =
    store.kind === 'memory'
      ? new RateLimiterMemory(budget)
      : new RateLimiterRedis({
          ...budget,
          storeClient: store.client,
          insuranceLimiter: new RateLimiterMemory(budget),
        });
  return {
    async take(key, detail, count = 1) {
      try {
        await limiter.consume(key, count);
      } catch (refusal) {
        // A store that fails (not one that says no) is a server fault, not the caller's.
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        throw tooManyRequests(detail, refusal.msBeforeNext / 1000);
      }
    },
    async waitMs(key) {
      const used = await limiter.get(key);
      return used && used.consumedPoints >= points ? Math.max(1, used.msBeforeNext) : 0;
    },
    async spend(key, count = 1) {
      await limiter.penalty(key, count);
    },
    async giveBack(key, count = 1) {
      await limiter.reward(key, count);
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}

/**
 * A route guard: each caller (by `keyOf`, the address unless told) may pass `points` times
 * per window through the routes it guards; then 429 with Retry-After and the detail given.
 */
export function limitRoutes(
  options: LimitOptions & { detail: string; keyOf?: (ctx: AppContext) => string },
  store: LimitStore = MEMORY_LIMITS,
): Middleware<AppState> {
  const limit = createLimit(options, store);
  const keyOf = options.keyOf ?? ((ctx: AppContext) => ctx.ip);
  return async (ctx, next) => {
    await limit.take(keyOf(ctx), options.detail);
    await next();
  };
}
