import { describe, expect, it } from 'vitest';
import { apiGroups, onPostgres, readOnlyGroups } from './groups';
import { rpsTarget } from './loads';

const fixtures = {
  demoVendorSlug: 'demo',
  slugs: ['a', 'b'],
  slotDays: [{ businessId: 7, date: '2030-01-02' }],
  openSlotIds: [11, 12],
  customers: [{ email: 'c@bench.baraat.pk', password: 'x' }],
};

describe('the API groups on PostgreSQL', () => {
  it('keep their requests and drop the absolute budgets, so only the ratio to bare holds', () => {
    const accepts = { token: 't', requests: [{ id: 5, hall: 3 }] };
    const groups = apiGroups(fixtures, ['token'], accepts);
    expect(groups.find((g) => g.name === 'search')!.p99Target).toBe(50);
    expect(groups.find((g) => g.name === 'accept')!.rpsMin).toBe(500);
    const onPostgresGroups = groups.map(onPostgres);
    expect(onPostgresGroups.map((g) => [g.name, g.label, g.allMustSucceed])).toEqual(
      groups.map((g) => [g.name, g.label, g.allMustSucceed]),
    );
    for (const group of onPostgresGroups) {
      expect(group.p99Target).toBeUndefined();
      expect(group.rpsMin).toBeUndefined();
    }
    expect(onPostgresGroups.filter((g) => g.reportOnly).map((g) => g.name)).toEqual([
      'slots',
      'accept',
    ]);
    expect(groups.some((g) => g.reportOnly)).toBe(false);
    expect(onPostgresGroups.map((g) => [g.name, rpsTarget(g).kind])).toEqual([
      ['search', 'ratio-min'],
      ['profile', 'ratio-min'],
      ['slots', 'none'],
      ['booking', 'ratio-min'],
      ['accept', 'none'],
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
        .filter((g) => g.name !== 'search' && g.name !== 'booking')
        .map((g) => g.label),
    ).toEqual(groups.map((g) => g.label));
    for (const group of groups) expect(group.make({}).method).toBe('GET');
  });
});
