// A short booking history for the demo customer at the demo owner's marquee, so both demo
// accounts open a payments ledger with something in it: a walima held three weeks ago and
// paid in full (a bank-transfer advance, the balance in cash), and a mehndi a few weeks ahead
// with a JazzCash advance. Dates follow today; nothing is random. Added once: only while the
// demo customer has no bookings at all.
import { eventTypeId } from '@baraat/shared/constants/catalog';
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import type { Database } from '../db/engine';
import { seedRepo } from './repo';

/** Used when the business has no packages: a marquee evening's usual price. */
const FALLBACK_PRICE = 400_000;

/** A date's timestamp at 3 pm in Pakistan (10:00 UTC), the same calendar day there. */
const at = (date: string) => `${date}T10:00:00.000Z`;
const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

/** Returns how many bookings it added (0 or 2). */
export function seedDemoBookings(database: Database): Promise<number> {
  return database.transaction(function* () {
    const parties = yield* seedRepo.demoParties();
    if (!parties) return 0;
    const { customerId, ownerId, businessId } = parties;
    if ((yield* seedRepo.bookingCount(customerId)) > 0) return 0;
    const today = todayInPakistan();
    const packages = yield* seedRepo.packagesByPrice(businessId);
    const cheapest = packages[0];
    const dearest = packages[packages.length - 1];
    const price = (pkg: { price: number } | undefined) => pkg?.price ?? FALLBACK_PRICE;
    const payment = (
      bookingId: number,
      row: { kind: string; method: string; amount: number; reference: string | null },
      paidOn: string,
      note: string | null = null,
    ) =>
      seedRepo.insert('payment', {
        booking_id: bookingId,
        business_id: businessId,
        recorded_by_user_id: ownerId,
        ...row,
        note,
        paid_on: paidOn,
        created_at: at(paidOn),
      });

    const heldOn = addDays(today, -21);
    const pastSlot = yield* seedRepo.insert('reservedSlot', {
      business_id: businessId,
      slot_name: '19:00 - 23:30',
      date: heldOn,
      start_time: '19:00',
      end_time: '23:30',
      created_at: at(addDays(today, -90)),
    });
    const walima = yield* seedRepo.insert('booking', {
      slot_id: pastSlot,
      business_id: businessId,
      customer_user_id: customerId,
      event_type_id: eventTypeId('Walima'),
      package_id: dearest?.id ?? null,
      number_of_people: 400,
      message: 'Walima reception for both families, stage facing the lawn.',
      status: 'completed',
      decided_at: at(addDays(today, -73)),
      created_at: at(addDays(today, -75)),
    });
    const total = price(dearest);
    const advance = roundTo(total * 0.3, 5_000);
    const advanceOn = addDays(today, -70);
    yield* payment(
      walima,
      { kind: 'advance', method: 'bank_transfer', amount: advance, reference: 'HBL-FT-88213' },
      advanceOn,
    );
    yield* payment(
      walima,
      { kind: 'balance', method: 'cash', amount: total - advance, reference: null },
      heldOn,
      'Balance received at the venue on the day.',
    );

    const ahead = addDays(today, 21);
    const now = at(addDays(today, -10));
    let upcomingSlot = yield* seedRepo.firstOpenSlot(businessId, ahead);
    if (upcomingSlot === undefined) {
      upcomingSlot = yield* seedRepo.insert('reservedSlot', {
        business_id: businessId,
        slot_name: '19:00 - 23:30',
        date: ahead,
        start_time: '19:00',
        end_time: '23:30',
        created_at: now,
      });
    } else {
      yield* seedRepo.reserve(upcomingSlot, now);
    }
    const mehndi = yield* seedRepo.insert('booking', {
      slot_id: upcomingSlot,
      business_id: businessId,
      customer_user_id: customerId,
      event_type_id: eventTypeId('Mehndi'),
      package_id: cheapest?.id ?? null,
      number_of_people: 250,
      message: 'Mehndi night with a dholki stage and seating on floor cushions.',
      status: 'verified',
      decided_at: at(addDays(today, -9)),
      created_at: now,
    });
    yield* payment(
      mehndi,
      {
        kind: 'advance',
        method: 'jazzcash',
        amount: roundTo(price(cheapest) * 0.25, 5_000),
        reference: 'JC-4409127735',
      },
      addDays(today, -7),
    );
    return 2;
  });
}
