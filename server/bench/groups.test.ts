import { describe, expect, it } from 'vitest';
import { againstBareOnly, apiGroups } from './groups';

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
    const onPostgres = groups.map(againstBareOnly);
    expect(onPostgres.map((g) => [g.name, g.label, g.allMustSucceed])).toEqual(
      groups.map((g) => [g.name, g.label, g.allMustSucceed]),
    );
    for (const group of onPostgres) {
      expect(group.p99Target).toBeUndefined();
      expect(group.rpsMin).toBeUndefined();
    }
    expect(onPostgres.find((g) => g.name === 'accept')!.make({})).toEqual(
      expect.objectContaining({ method: 'PATCH', path: '/api/bookings/5/approve' }),
    );
  });
});
