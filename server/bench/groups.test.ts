import { describe, expect, it } from 'vitest';
import { apiGroups, onPostgres, readOnlyGroups, sqliteShareRows } from './groups';
import { rpsTarget } from './loads';

const fixtures = {
  demoVendorSlug: 'demo',
  slugs: ['a', 'b'],
  slotDays: [{ businessId: 7, date: '2030-01-02' }],
  openSlotIds: [11, 12],
  weddingSlots: [
    [21, 22, 23],
    [24, 25, 26],
  ],
  customers: [{ email: 'c@bench.baraat.pk', password: 'x' }],
};

describe('the API groups on PostgreSQL', () => {
  it('keep their requests and take their PostgreSQL budgets: the ratio to bare, the search p99 and the accepts a second', () => {
    const accepts = { token: 't', requests: [{ id: 5, hall: 3 }] };
    const groups = apiGroups(fixtures, ['token'], accepts);
    expect(groups.find((g) => g.name === 'search')!.p99Target).toBe(20);
    expect(groups.find((g) => g.name === 'accept')!.rpsMin).toBe(500);
    const onPostgresGroups = groups.map(onPostgres);
    expect(onPostgresGroups.map((g) => [g.name, g.label, g.allMustSucceed])).toEqual(
      groups.map((g) => [g.name, g.label, g.allMustSucceed]),
    );
    for (const group of onPostgresGroups) {
      expect(group.p99Target).toBe({ search: 50, accept: 100 }[group.name]);
      expect(group.rpsMin).toBe(group.name === 'accept' ? 500 : undefined);
    }
    const search = onPostgresGroups.find((g) => g.name === 'search')!;
    expect(rpsTarget(search)).toEqual({ kind: 'ratio-min', value: 0.85 });
    expect(rpsTarget(groups.find((g) => g.name === 'search')!)).toEqual({
      kind: 'ratio-min',
      value: 0.85,
    });
    expect(rpsTarget(groups.find((g) => g.name === 'slots')!)).toEqual({
      kind: 'ratio-min',
      value: 0.85,
    });
    expect(onPostgresGroups.filter((g) => g.reportOnly).map((g) => g.name)).toEqual([
      'slots',
      'wedding',
      'accept',
    ]);
    expect(groups.some((g) => g.reportOnly)).toBe(false);
    expect(onPostgresGroups.map((g) => [g.name, rpsTarget(g).kind])).toEqual([
      ['search', 'ratio-min'],
      ['profile', 'ratio-min'],
      ['slots', 'none'],
      ['booking', 'ratio-min'],
      ['wedding', 'none'],
      ['accept', 'min'],
    ]);
    expect(rpsTarget(groups.find((g) => g.name === 'accept')!)).toEqual({
      kind: 'min',
      value: 500,
    });
    expect(onPostgresGroups.find((g) => g.name === 'accept')!.make({})).toEqual(
      expect.objectContaining({ method: 'PATCH', path: '/api/bookings/5/approve' }),
    );
  });
});

describe('the read-only groups', () => {
  it('are profile and slots, as apiGroups has them, and send only GETs', () => {
    const groups = readOnlyGroups(fixtures);
    expect(groups.map((g) => g.name)).toEqual(['profile', 'slots']);
    expect(
      apiGroups(fixtures, ['token'])
        .filter((g) => !['search', 'booking', 'wedding'].includes(g.name))
        .map((g) => g.label),
    ).toEqual(groups.map((g) => g.label));
    for (const group of groups) expect(group.make({}).method).toBe('GET');
  });
});

describe('the wedding group', () => {
  it('books three slots of one business per request, as a signed-in customer, each triple once', () => {
    const wedding = apiGroups(fixtures, ['token']).find((g) => g.name === 'wedding')!;
    expect(wedding.label).toBe('wedding creation, 3 events');
    expect(rpsTarget(wedding)).toEqual({ kind: 'ratio-min', value: 0.75 });
    const connection = {};
    const [first, second] = [wedding.make(connection), wedding.make(connection)];
    expect(first).toEqual(
      expect.objectContaining({
        method: 'POST',
        path: '/api/weddings',
        headers: expect.objectContaining({ authorization: 'Bearer token' }),
      }),
    );
    const slots = (request: { body?: string }) =>
      (JSON.parse(request.body!).events as { slot_id: number }[]).map((e) => e.slot_id);
    expect([slots(first), slots(second)]).toEqual(fixtures.weddingSlots);
    expect(
      JSON.parse(first.body!).events.map((e: { event_type_id: number }) => e.event_type_id),
    ).toEqual([3, 6, 7]);
  });

  it('fails only itself when the bench data has no three open slots of one business', () => {
    const groups = apiGroups({ ...fixtures, weddingSlots: [] }, ['token']);
    expect(groups.find((g) => g.name === 'booking')!.make({}).path).toBe('/api/bookings');
    expect(() => groups.find((g) => g.name === 'wedding')!.make({})).toThrow(
      'the bench database lacks what this load needs',
    );
  });
});

describe("PostgreSQL's rows beside SQLite's", () => {
  const row = (figure: string, baraat: number) => ({
    figure,
    baraat,
    bare: 1,
    unit: 'req/s',
    target: { kind: 'none' as const },
  });
  const groups = apiGroups(fixtures, ['token'], { token: 't', requests: [{ id: 5, hall: 3 }] });

  it('holds search, booking and wedding on PostgreSQL to their share of SQLite’s req/s, once both engines were measured', () => {
    const sqlite = { ...row('search (20 conn)', 2000), halves: [1900, 2100] as [number, number] };
    // Its Baraat figure is PostgreSQL's: so is its noise.
    const postgres = {
      ...row('search (20 conn) · PostgreSQL', 500),
      halves: [480, 520] as [number, number],
    };
    const booking = [
      row('booking creation (20 conn)', 1000),
      row('booking creation (20 conn) · PostgreSQL', 900),
    ];
    expect(sqliteShareRows(groups, [sqlite, postgres, ...booking], 20)).toEqual([
      {
        figure: 'search · PostgreSQL vs SQLite (bare column)',
        baraat: 500,
        bare: 2000,
        unit: 'req/s',
        target: { kind: 'ratio-min', value: 0.3 },
        halves: [480, 520],
      },
      {
        figure: 'booking creation · PostgreSQL vs SQLite (bare column)',
        baraat: 900,
        bare: 1000,
        unit: 'req/s',
        target: { kind: 'ratio-min', value: 0.85 },
        halves: undefined,
      },
    ]);
    expect(sqliteShareRows(groups, [sqlite], 20)).toEqual([]);
    expect(groups.filter((g) => g.postgres?.sqliteShareMin).map((g) => g.name)).toEqual([
      'search',
      'booking',
      'wedding',
    ]);
  });
});
