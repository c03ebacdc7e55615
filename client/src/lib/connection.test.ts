import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isOnline, noteAnswer, PROBE_MS, useOnline } from './connection';
import { api } from './http';

/** The browser's word: what navigator.onLine says, announced by its event. */
function browserSays(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

// jsdom has no fetch: each test says what the network does. Node's Request needs an absolute
// URL, as a page's base would give.
let network: (input: RequestInfo | URL) => Promise<Response>;
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://baraat.test') : input, init);
  }
}
beforeEach(() => {
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => network(input));
  network = async () => new Response('{}', { status: 200 });
  browserSays(true);
  noteAnswer(true);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const noAnswer = () => Promise.reject(new TypeError('Failed to fetch'));

describe('the app’s judgement of the connection', () => {
  it('follows the browser’s offline and online events at once', () => {
    const { result } = renderHook(() => useOnline());
    expect(result.current).toBe(true);
    act(() => browserSays(false));
    expect(result.current).toBe(false);
    act(() => browserSays(true));
    expect(result.current).toBe(true);
  });

  it('is offline after a request gets no answer, though the browser says online', async () => {
    network = noAnswer;
    await expect(api.get('bookings').json()).rejects.toThrow();
    expect(isOnline()).toBe(false);
  });

  it('is online again as soon as any request is answered, an error status too', async () => {
    noteAnswer(false);
    network = async () => new Response('{"detail":"Internal server error"}', { status: 500 });
    await expect(api.get('bookings').json()).rejects.toThrow();
    expect(isOnline()).toBe(true);
  });

  it('takes an abandoned request as no evidence either way', async () => {
    network = () => Promise.reject(new DOMException('The user aborted a request.', 'AbortError'));
    await expect(api.get('bookings').json()).rejects.toThrow();
    expect(isOnline()).toBe(true);
  });

  it('asks the server while requests go unanswered, and notices when one gets through', async () => {
    vi.useFakeTimers();
    const asked: string[] = [];
    network = (input) => {
      asked.push(String(input));
      return noAnswer();
    };
    noteAnswer(false);
    await vi.advanceTimersByTimeAsync(PROBE_MS);
    expect(asked).toEqual(['/api/health']);
    expect(isOnline()).toBe(false);
    // The captive portal lets the device through: the next check says so.
    network = async (input) => {
      asked.push(String(input));
      return new Response('{}', { status: 200 });
    };
    await vi.advanceTimersByTimeAsync(PROBE_MS);
    expect(asked).toHaveLength(2);
    expect(isOnline()).toBe(true);
    // Online again, it stops asking.
    await vi.advanceTimersByTimeAsync(PROBE_MS * 3);
    expect(asked).toHaveLength(2);
  });

  it('counts a network found anew as online, until a request says otherwise', () => {
    noteAnswer(false);
    browserSays(false);
    expect(isOnline()).toBe(false);
    browserSays(true);
    expect(isOnline()).toBe(true);
  });
});
