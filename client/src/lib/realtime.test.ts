import { afterEach, describe, expect, it, vi } from 'vitest';
import { reconnectDelay, startRealtime, stopRealtime } from './realtime';
import { useRealtimeStore } from './realtime-status';

afterEach(() => {
  stopRealtime();
  vi.unstubAllGlobals();
});

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

describe('holding the live channel', () => {
  it('a release from before a sign-out does not close the next session’s channel', () => {
    // The ticket request never answers: the channel stays "connecting", which is enough here.
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    const status = () => useRealtimeStore.getState().status;
    const layoutBefore = startRealtime();
    stopRealtime(); // sign-out
    expect(status()).toBe('idle');

    const layout = startRealtime(); // the next sign-in
    const screen = startRealtime();
    layoutBefore(); // the old holder lets go late, after the sign-out closed it
    expect(status()).toBe('connecting');
    layout();
    expect(status()).toBe('connecting');
    screen();
    expect(status()).toBe('idle');
  });
});
