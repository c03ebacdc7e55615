// The bench's API loads (autocannon) and how a group's figures become table rows: Baraat and
// the bare server take turns (Baraat→bare, then bare→Baraat) so that load from other work on
// the machine falls on both alike; req/s counts 2xx answers only.
import autocannon from 'autocannon';
import type { Fixtures } from './fixtures';
import { SEARCH_QUERIES } from './search-queries';
import type { BenchRow } from './table';

export interface BenchRequest {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Builds each request as it is sent; `connection` is one object per autocannon connection. */
export type RequestMaker = (connection: { token?: string }) => BenchRequest;

export interface LoadOptions {
  seconds: number;
  connections: number;
}

export interface LoadResult {
  ok: number;
  failed: number;
  seconds: number;
  p99: number;
  /** Server CPU (all threads) spent in this load, ms. */
  cpuMs: number;
}

async function measured(target: Target, make: RequestMaker, options: LoadOptions) {
  const before = target.cpuMs();
  const result = await runLoad(target.url, make, options);
  return { ...result, cpuMs: target.cpuMs() - before } satisfies LoadResult;
}

/** A server under load: where to send requests, and its process's CPU time so far (ms). */
export interface Target {
  url: string;
  cpuMs: () => number;
}

export async function runLoad(url: string, make: RequestMaker, options: LoadOptions) {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        setupRequest: (request, context) => ({
          ...request,
          ...make(context as { token?: string }),
        }),
      },
    ],
  });
  if (result.errors > 0) throw new Error(`${url}: ${result.errors} connection errors`);
  return {
    ok: result['2xx'],
    failed: result.non2xx,
    seconds: result.duration,
    p99: result.latency.p99,
  };
}

/** Round-robin over a list: the bench's way of spreading requests over vendors. */
function cycle<T>(items: readonly T[]): () => T {
  if (items.length === 0) throw new Error('the bench database lacks what this load needs');
  let next = 0;
  return () => items[next++ % items.length]!;
}

export interface Group {
  /** --only name. */
  name: string;
  label: string;
  make: RequestMaker;
  /** GETs must all succeed; a booking may meet a slot the other server took first. */
  allMustSucceed: boolean;
  p99Target?: number;
  /** An absolute req/s budget, held instead of the ratio to bare. */
  rpsMin?: number;
}

/** The owner's requests the accept group answers, each with the hall it asks for. */
export interface AcceptLoad {
  token: string;
  requests: { id: number; hall: number }[];
}

/**
 * The API groups over the bench data; `tokens` are signed-in bench customers. With `accepts`,
 * the owner's accept-with-hall group too (each request answered once; overlapping ones 409).
 */
export function apiGroups(fixtures: Fixtures, tokens: string[], accepts?: AcceptLoad): Group[] {
  const query = cycle(SEARCH_QUERIES);
  const slug = cycle(fixtures.slugs);
  const slotDay = cycle(fixtures.slotDays);
  const slot = cycle(fixtures.openSlotIds);
  const token = cycle(tokens);
  return [
    {
      name: 'search',
      label: 'search',
      make: () => ({ method: 'GET', path: query() }),
      allMustSucceed: true,
      // Issue 4's latency budget for search.
      p99Target: 50,
    },
    {
      name: 'profile',
      label: 'profile by slug',
      make: () => ({ method: 'GET', path: `/api/listings/profile/${slug()}` }),
      allMustSucceed: true,
    },
    {
      name: 'slots',
      label: 'slots of a day',
      make: () => {
        const { businessId, date } = slotDay();
        return { method: 'GET', path: `/api/businesses/${businessId}/slots?date=${date}` };
      },
      allMustSucceed: true,
    },
    {
      name: 'booking',
      label: 'booking creation',
      make: (connection) => {
        connection.token ??= token();
        return {
          method: 'POST',
          path: '/api/bookings',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${connection.token}`,
          },
          body: JSON.stringify({ slot_id: slot(), number_of_people: 150, message: 'Bench' }),
        };
      },
      allMustSucceed: false,
    },
    ...(accepts ? [acceptGroup(accepts)] : []),
  ];
}

function acceptGroup({ token, requests }: AcceptLoad): Group {
  const request = cycle(requests);
  return {
    name: 'accept',
    label: 'accept with hall',
    make: () => {
      const { id, hall } = request();
      return {
        method: 'PATCH',
        path: `/api/bookings/${id}/approve`,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ hall_id: hall }),
      };
    },
    // A quarter overlap another request for the same hall: those are 409s, left out.
    allMustSucceed: false,
    rpsMin: 500,
  };
}

/** The mixed load of the RSS row: mostly browsing, some booking. */
export function mixedLoad(groups: Group[]): RequestMaker {
  // Accepts are used up as they are answered: the accept group's own, not the mixed load's.
  const weights: Record<string, number> = {
    search: 4,
    profile: 3,
    slots: 2,
    booking: 1,
    accept: 0,
  };
  const deck = groups.flatMap((group) => Array<Group>(weights[group.name] ?? 1).fill(group));
  let next = 0;
  return (connection) => deck[next++ % deck.length]!.make(connection);
}

function combine(results: LoadResult[]) {
  const seconds = results.reduce((sum, r) => sum + r.seconds, 0);
  return {
    rps: results.reduce((sum, r) => sum + r.ok, 0) / seconds,
    p99: results.reduce((sum, r) => sum + r.p99, 0) / results.length,
    failed: results.reduce((sum, r) => sum + r.failed, 0),
    cpuUsPerRequest:
      (1000 * results.reduce((sum, r) => sum + r.cpuMs, 0)) /
      results.reduce((sum, r) => sum + r.ok + r.failed, 0),
  };
}

/**
 * Warms both servers, then measures Baraat and bare in alternating halves. Besides the rows,
 * returns each server's CPU per request, which other load on the machine moves less.
 */
export async function measureGroup(
  group: Group,
  targets: { baraat: Target; bare: Target },
  options: LoadOptions,
): Promise<{ rows: BenchRow[]; cpuUs: { baraat: number; bare: number } }> {
  const warm = { ...options, seconds: Math.min(2, options.seconds) };
  await runLoad(targets.baraat.url, group.make, warm);
  await runLoad(targets.bare.url, group.make, warm);
  const half = { ...options, seconds: Math.max(1, Math.round(options.seconds / 2)) };
  const baraat: LoadResult[] = [];
  const bare: LoadResult[] = [];
  baraat.push(await measured(targets.baraat, group.make, half));
  bare.push(await measured(targets.bare, group.make, half));
  bare.push(await measured(targets.bare, group.make, half));
  baraat.push(await measured(targets.baraat, group.make, half));
  const [a, b] = [combine(baraat), combine(bare)];
  if (group.allMustSucceed && a.failed + b.failed > 0) {
    throw new Error(`${group.label}: ${a.failed} + ${b.failed} non-2xx answers (Baraat + bare)`);
  }
  if (a.failed + b.failed > 0) {
    console.warn(`${group.label}: ${a.failed} + ${b.failed} non-2xx answers left out`);
  }
  const setting = `${options.connections} conn`;
  const cpuUs = { baraat: a.cpuUsPerRequest, bare: b.cpuUsPerRequest };
  const rows: BenchRow[] = [
    {
      figure: `${group.label} (${setting})`,
      baraat: Math.round(a.rps),
      bare: Math.round(b.rps),
      unit: 'req/s',
      target: group.rpsMin
        ? { kind: 'min', value: group.rpsMin }
        : { kind: 'ratio-min', value: 0.75 },
    },
    {
      figure: `${group.label} p99 (${setting})`,
      baraat: a.p99,
      bare: b.p99,
      unit: 'ms',
      target: group.p99Target ? { kind: 'max', value: group.p99Target } : { kind: 'none' },
    },
  ];
  return { rows, cpuUs };
}
