import { focusManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './http';
import { createQueryClient, LIVE_REFRESH_MS, liveRefresh, shouldRetry } from './query-client';

const failure = (status: number) => new ApiError(`HTTP ${status}`, status, undefined, []);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the query client’s retry policy', () => {
  it('never retries a 4xx: asking again gets the same answer', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429]) {
      expect(shouldRetry(0, failure(status))).toBe(false);
    }
  });

  it('retries a server error or a lost connection once', () => {
    for (const status of [500, 503, 0]) {
      expect(shouldRetry(0, failure(status))).toBe(true);
      expect(shouldRetry(1, failure(status))).toBe(false);
    }
  });

  it('does not retry while the browser knows it is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(shouldRetry(0, failure(0))).toBe(false);
    expect(shouldRetry(0, failure(503))).toBe(true);
  });
});

describe('the live refresh for the owner’s screens', () => {
  it('asks every 30 seconds while the page is shown, and not while it is hidden', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    // What QueryClientProvider does: follow focus and connection.
    client.mount();
    let calls = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['live'],
      queryFn: async () => ++calls,
      ...liveRefresh,
    });
    const stop = observer.subscribe(() => undefined);
    try {
      await vi.advanceTimersByTimeAsync(0);
      expect(calls).toBe(1);
      await vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS);
      expect(calls).toBe(2);
      focusManager.setFocused(false);
      await vi.advanceTimersByTimeAsync(3 * LIVE_REFRESH_MS);
      expect(calls).toBe(2);
      focusManager.setFocused(true);
      await vi.advanceTimersByTimeAsync(0);
      expect(calls).toBe(3);
    } finally {
      stop();
      focusManager.setFocused(undefined);
      client.unmount();
      client.clear();
      vi.useRealTimers();
    }
  });
});
