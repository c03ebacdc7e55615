// A hold's state (docs/product/payments.md#holding-a-date) over random bookings and moments: a
// status, a deadline or none, what is paid and the advance due. fast-check prints the seed
// and the smallest booking of a failure.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from './booking';
import { advanceDue, holdReminderDue, holdState, holdUntil, mayAccept } from './holds';

const START = Date.parse('2026-01-01T00:00:00.000Z');
const moment = fc.integer({ min: 0, max: 400 * 86_400_000 }).map((ms) => new Date(START + ms));
const facts = fc.record({
  status: fc.constantFrom(...BOOKING_STATUSES),
  hold_until: fc.option(
    moment.map((at) => at.toISOString()),
    { nil: null },
  ),
  paid: fc.option(fc.integer({ min: 0, max: 2_000_000 }), { nil: undefined }),
  advance_due: fc.option(fc.integer({ min: 0, max: 2_000_000 }), { nil: undefined }),
});

const check = (property: fc.IProperty<unknown>) =>
  fc.assert(property, { numRuns: 500, verbose: true });

describe('holdState', () => {
  it('reads held only for an accepted booking whose deadline is ahead and advance unpaid', () => {
    check(
      fc.property(facts, moment, (booking, now) => {
        const held = holdState(booking, now) === 'held';
        const unpaid =
          booking.paid === undefined ||
          booking.advance_due === undefined ||
          booking.paid < booking.advance_due;
        const ahead = booking.hold_until !== null && Date.parse(booking.hold_until) > now.getTime();
        expect(held).toBe(booking.status === 'verified' && ahead && unpaid);
      }),
    );
  });

  it('reads expired only for a booking with a deadline, cancelled or passed unpaid', () => {
    check(
      fc.property(facts, moment, (booking, now) => {
        if (holdState(booking, now) !== 'expired') return;
        expect(booking.hold_until).not.toBeNull();
        expect(['cancelled', 'verified']).toContain(booking.status);
        if (booking.status === 'verified') {
          expect(Date.parse(booking.hold_until!)).toBeLessThanOrEqual(now.getTime());
        }
      }),
    );
  });

  it('confirms every accepted booking with no deadline or its advance paid, and every completed one', () => {
    check(
      fc.property(facts, moment, (booking, now) => {
        const paidUp =
          booking.paid !== undefined &&
          booking.advance_due !== undefined &&
          booking.paid >= booking.advance_due;
        const confirmed =
          booking.status === 'completed' ||
          (booking.status === 'verified' && (booking.hold_until === null || paidUp));
        expect(holdState(booking, now) === 'confirmed').toBe(confirmed);
      }),
    );
  });

  it('lets the owner accept a request or an expired booking, and nothing else', () => {
    check(
      fc.property(facts, moment, (booking, now) => {
        const expired = booking.status === 'cancelled' && holdState(booking, now) === 'expired';
        expect(mayAccept(booking.status, booking.hold_until)).toBe(
          booking.status === 'pending' || expired,
        );
      }),
    );
  });
});

describe('the advance and the deadline', () => {
  it('asks at least the percentage of the total, less than a rupee more, never above the total', () => {
    check(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        (total, percent) => {
          const due = advanceDue(total, percent);
          expect(Number.isInteger(due)).toBe(true);
          expect(due).toBeGreaterThanOrEqual((total * percent) / 100);
          expect(due - (total * percent) / 100).toBeLessThan(1);
          expect(due).toBeLessThanOrEqual(total);
        },
      ),
    );
  });

  it('sets no deadline for 0 days, else exactly the days after the accept', () => {
    check(
      fc.property(moment, fc.integer({ min: 0, max: 30 }), (at, days) => {
        const until = holdUntil(at.toISOString(), days);
        if (days === 0) expect(until).toBeNull();
        else expect(Date.parse(until!) - at.getTime()).toBe(days * 86_400_000);
      }),
    );
  });

  it('owes a reminder only before the deadline, on its day or the day before', () => {
    check(
      fc.property(moment, moment, (deadline, now) => {
        const kind = holdReminderDue(deadline.toISOString(), now);
        if (kind === null) return;
        const left = deadline.getTime() - now.getTime();
        expect(left).toBeGreaterThan(0);
        expect(left).toBeLessThan(2 * 86_400_000);
      }),
    );
  });
});
