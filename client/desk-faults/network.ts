// The network between the simulated desks and the real server. Every request a desk's code
// makes (ky in lib/http.ts, the calendar's pull, a wedding payment sent at once) goes through
// the page's `fetch`, which here is this one: it reads the address against the server's
// origin, as a page served by it would, and on the way meets the run's faults. Which desk
// (and which of its tab's lives) made a request is the async context the tab runs in.
import { AsyncLocalStorage } from 'node:async_hooks';
import { vi } from 'vitest';

/** One life of a desk's tab: the code loaded for it runs in its context. */
export interface Tab {
  desk: number;
  /** False once the tab is killed: it sends nothing more. */
  alive: boolean;
}

export type Fault = 'disconnect' | 'lostAnswer';

export interface Network {
  /** Runs `work` (and everything it schedules) as `tab`. */
  as: <T>(tab: Tab, work: () => T) => T;
  /** Requests each desk made, and the faults they met. */
  counts: { requests: number; disconnect: number; lostAnswer: number };
  /** Turns the faults on or off (off while the queues drain at the end). */
  setFaulty: (faulty: boolean) => void;
}

const noAnswer = () => new TypeError('fetch failed');

/** Node's own fetch, for the test's questions to the server (never faulted). */
export const serverFetch = globalThis.fetch;

/**
 * Replaces the page's fetch and Request. `fault(desk)` says what befalls the desk's next
 * request: a disconnect fails it before it leaves, a lost answer lets the server run it and
 * drops the answer.
 */
export function fakeNetwork(origin: string, fault: (desk: number) => Fault | undefined): Network {
  const context = new AsyncLocalStorage<Tab>();
  const counts = { requests: 0, disconnect: 0, lostAnswer: 0 };
  let faulty = true;

  class PageRequest extends Request {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, origin) : input, init);
    }
  }

  async function pageFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = new PageRequest(input, init);
    const tab = context.getStore();
    if (!tab?.alive) throw noAnswer();
    counts.requests += 1;
    const befalls = faulty ? fault(tab.desk) : undefined;
    if (befalls === 'disconnect') {
      counts.disconnect += 1;
      throw noAnswer();
    }
    const body = ['GET', 'HEAD'].includes(request.method) ? undefined : await request.text();
    const response = await serverFetch(request.url, {
      method: request.method,
      headers: request.headers,
      ...(body === undefined ? {} : { body }),
    });
    const text = await response.arrayBuffer();
    if (befalls === 'lostAnswer') {
      counts.lostAnswer += 1;
      throw noAnswer();
    }
    // A tab killed while its request was out never reads the answer.
    if (!tab.alive) throw noAnswer();
    const empty = [204, 205, 304].includes(response.status);
    return new Response(empty ? null : text, {
      status: response.status,
      headers: response.headers,
    });
  }

  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', pageFetch);
  return {
    as: (tab, work) => context.run(tab, work),
    counts,
    setFaulty: (value) => {
      faulty = value;
    },
  };
}
