// The demo customer's wedding at the demo owner's marquee (docs/product/weddings.md): a mehndi,
// a baraat and a walima on three days of the coming week, in the marquee's Shalimar Hall and
// Garden Lawn, booked three weeks ago and accepted hall by hall, with the default plan
// (docs/product/weddings.md#the-payment-plan). The bride's family paid the advance in full by
// bank transfer; the instalment due a week before the mehndi is not paid, so it is overdue
// (docs/product/weddings.md#what-is-due) and the balance after the walima is still to come.
// Dates follow today in Pakistan; nothing is random. Added once: only while the demo customer
// has no wedding.
import { type EventTypeName, eventTypeId } from '@baraat/shared/constants/catalog';
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { defaultPlan, instalmentAmounts } from '@baraat/shared/domain/payment-plan';
import { bookingTotal } from '@baraat/shared/domain/pricing';
import type { Database } from '../db/engine';
import { weddingWritesRepo } from '../modules/weddings/write-repo';
import { workersRepo } from '../modules/workers/repo';
import { seedRepo } from './repo';

export const DEMO_WEDDING_TITLE = 'Ayesha & Bilal’s wedding';
export const DEMO_WEDDING_PAYER = 'Bride’s family';

const HALLS = [
  { name: 'Shalimar Hall', capacity: 800 },
  { name: 'Garden Lawn', capacity: 500 },
] as const;

interface DemoEvent {
  /** Days from today: the first one less than a week ahead, so its instalment is overdue. */
  day: number;
  start: string;
  end: string;
  eventType: EventTypeName;
  people: number;
  hall: number;
  /** Index into the business's packages by price: 0 the cheapest, -1 the dearest. */
  pkg: number;
  message: string;
}

const EVENTS: DemoEvent[] = [
  {
    day: 3,
    start: '19:00',
    end: '23:00',
    eventType: 'Mehndi',
    people: 250,
    hall: 1,
    pkg: 0,
    message: 'Mehndi on the lawn: dholki stage, floor seating and marigold garlands.',
  },
  {
    day: 4,
    start: '19:00',
    end: '23:00',
    eventType: 'Baraat',
    people: 500,
    hall: 0,
    pkg: -1,
    message: 'Baraat: the groom’s party arrives at 8 pm; rukhsati by 11.',
  },
  {
    day: 5,
    start: '13:00',
    end: '17:00',
    eventType: 'Walima',
    people: 450,
    hall: 0,
    pkg: 1,
    message: 'Walima lunch hosted by the groom’s family, buffet for 450.',
  },
];

/** A date's timestamp at 3 pm in Pakistan (10:00 UTC), the same calendar day there. */
const at = (date: string) => `${date}T10:00:00.000Z`;

/** Returns how many events it booked (0 when the wedding is there, or its halls are taken). */
export function seedDemoWedding(database: Database): Promise<number> {
  return database.transaction(function* () {
    const parties = yield* seedRepo.demoParties();
    if (!parties) return 0;
    const { customerId, ownerId, businessId } = parties;
    if ((yield* seedRepo.weddingCount(customerId)) > 0) return 0;
    const today = todayInPakistan();
    const bookedOn = addDays(today, -21);
    const halls: number[] = [];
    for (const { name, capacity } of HALLS) {
      halls.push(
        (yield* seedRepo.hallNamed(businessId, name)) ??
          (yield* seedRepo.insert('worker', {
            business_id: businessId,
            name,
            capacity,
            worker_role: 'hall',
            created_at: at(bookedOn),
          })),
      );
    }
    // The business's count of halls and its capacity, as adding a hall keeps them.
    yield* workersRepo.recount(businessId);
    const dated = EVENTS.map((event) => ({
      ...event,
      date: addDays(today, event.day),
      hallId: halls[event.hall]!,
    }));
    // A data folder the owner has used may hold these halls then: leave it as it is.
    let taken = false;
    for (const event of dated) {
      taken ||= yield* seedRepo.hallTaken(event.hallId, {
        business: businessId,
        date: event.date,
        start: event.start,
        end: event.end,
      });
    }
    const packages = yield* seedRepo.packagesByPrice(businessId);
    if (taken || packages.length === 0) return 0;

    const wedding = yield* weddingWritesRepo.insert({
      business_id: businessId,
      customer_user_id: customerId,
      title: DEMO_WEDDING_TITLE,
      message: 'Three functions for both families; the walima is hosted by the groom’s side.',
      is_walkin: 0,
      contact_name: null,
      contact_phone: null,
      contact_email: null,
      booked_on: bookedOn,
      now: at(bookedOn),
    });
    let total = 0;
    const events: { booking_id: number; date: string }[] = [];
    for (const event of dated) {
      const pkg = packages.at(event.pkg) ?? packages[0]!;
      total += bookingTotal(pkg, event.people);
      const slot = yield* seedRepo.insert('reservedSlot', {
        business_id: businessId,
        slot_name: `${event.start} - ${event.end}`,
        date: event.date,
        start_time: event.start,
        end_time: event.end,
        created_at: at(bookedOn),
      });
      const booking = yield* seedRepo.insert('weddingEvent', {
        slot_id: slot,
        business_id: businessId,
        customer_user_id: customerId,
        wedding_id: wedding,
        event_type_id: eventTypeId(event.eventType),
        package_id: pkg.id,
        worker_id: event.hallId,
        number_of_people: event.people,
        message: event.message,
        decided_at: at(addDays(bookedOn, 1)),
        created_at: at(bookedOn),
      });
      events.push({ booking_id: booking, date: event.date });
    }

    const plan = defaultPlan(events, bookedOn);
    yield* weddingWritesRepo.insertPlan(wedding, plan);
    // The advance, in full, two days after booking; held by the earliest event
    // (docs/product/weddings.md#payments-of-a-wedding).
    const paidOn = addDays(bookedOn, 2);
    yield* seedRepo.insert('weddingPayment', {
      booking_id: events[0]!.booking_id,
      business_id: businessId,
      wedding_id: wedding,
      payer_name: DEMO_WEDDING_PAYER,
      recorded_by_user_id: ownerId,
      kind: 'advance',
      method: 'bank_transfer',
      amount: instalmentAmounts(
        plan.map((item) => ({
          basis: item.basis,
          amount: item.amount ?? null,
          percent: item.percent ?? null,
        })),
        total,
      ).amounts[0]!,
      reference: 'MCB-IBFT-20417',
      note: 'Advance to hold the three dates.',
      paid_on: paidOn,
      created_at: at(paidOn),
    });
    return events.length;
  });
}
