// Counts events per key in a sliding window, in memory. One process serves Baraat; a shared
// store can replace this when there are several.

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
