// Counts events per key in a sliding window, in memory. One process serves Baraat; a shared
// store can replace this when there are several.
import type { Middleware } from 'koa';
import type { AppState } from './context';
import { tooManyRequests } from './errors';

export class SlidingWindowLimiter {
  private readonly events = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until the key may act again; 0 when it may act now. */
  retryAfterMs(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.limit) return 0;
    return recent[recent.length - this.limit]! + this.windowMs - this.now();
  }

  hit(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.events.set(key, recent);
    if (this.events.size > 10_000) this.prune();
  }

  reset(key: string): void {
    this.events.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    return (this.events.get(key) ?? []).filter((time) => time > since);
  }

  private prune(): void {
    for (const key of this.events.keys()) {
      if (this.recent(key).length === 0) this.events.delete(key);
    }
  }
}

/**
 * Lets each caller's address make `limit` requests per window through the routes it guards,
 * then answers 429 with Retry-After and the detail given.
 */
export function limitPerAddress(
  limit: number,
  windowMs: number,
  detail: string,
): Middleware<AppState> {
  const limiter = new SlidingWindowLimiter(limit, windowMs);
  return async (ctx, next) => {
    const waitMs = limiter.retryAfterMs(ctx.ip);
    if (waitMs > 0) throw tooManyRequests(detail, waitMs / 1000);
    limiter.hit(ctx.ip);
    await next();
  };
}
