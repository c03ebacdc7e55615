// What a booking owes online, for every price, advance percentage and payment made
// (docs/product/online-payments.md#what-is-due-online): paying what is due, again and again,
// comes to exactly its total in at most two payments, the advance first, and no list ever asks
// for nothing or for more than is owed. fast-check prints the seed of a failure.

import { advanceDue } from '@baraat/shared/domain/holds';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingDue } from './due';
import type { DueBookingRow } from './repo';

const booking = (total: number, percent: number, paid: number): DueBookingRow => ({
  id: 1,
  business_id: 1,
  business_name: 'Royal Palace Marquee',
  title: 'Gold',
  date: '2030-12-12',
  status: 'verified',
  hold_until: null,
  advance_percent: percent,
  total_amount: total,
  paid_amount: paid,
});

describe('a booking’s payments due online', () => {
  it('come to its total, the advance first, never nothing and never more than owed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 50_000_000 }),
        (total, percent, alreadyPaid) => {
          const start = Math.min(alreadyPaid, total);
          let paid = start;
          const kinds: string[] = [];
          const amounts: number[] = [];
          for (let due = bookingDue(booking(total, percent, paid)); due; ) {
            expect(due.amount).toBeGreaterThanOrEqual(1);
            amounts.push(due.amount);
            expect(due.amount).toBeLessThanOrEqual(total - paid);
            kinds.push(due.kind);
            paid += due.amount;
            due = bookingDue(booking(total, percent, paid));
            expect(kinds.length).toBeLessThanOrEqual(2);
          }
          expect(paid).toBe(total);
          expect(['', 'advance', 'balance', 'advance,balance']).toContain(kinds.join(','));
          // The advance asked is what the business's percentage leaves unpaid.
          if (kinds[0] === 'advance') expect(amounts[0]).toBe(advanceDue(total, percent) - start);
        },
      ),
    );
  });
});
