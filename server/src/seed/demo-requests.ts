// Booking requests at the demo owner's marquee, so Booking Requests has something in
// every tab on first start: pending requests (two wanting the same hall at overlapping times,
// to be answered one way and the other), accepted bookings with halls assigned and notes, a
// declined one with its reason, and past events. Their customers are demo accounts of their own
// (the demo customer's history is demo-bookings.ts's). Dates follow today; added once. Each
// pending request leaves the owner the notification it would have sent, so the bell has them.
import { type EventTypeName, eventTypeId } from '@baraat/shared/constants/catalog';
import { holdsSlot } from '@baraat/shared/domain/booking';
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { insertedId } from '../db/dialect';
import { all, type Database } from '../db/engine';
import { usersRepo } from '../modules/auth/users-repo';
import { businessesRepo } from '../modules/businesses/repo';
import { createDomainEvents } from '../modules/notifications/events-service';
import { createNotificationsService } from '../modules/notifications/service';
import { DEMO_OWNER } from './demo-accounts';

const CUSTOMERS = [
  ['sana_malik', 'Sana', 'Malik', '0301 2345678'],
  ['hamza_qureshi', 'Hamza', 'Qureshi', '0333 4567890'],
  ['mariam_siddiqui', 'Mariam', 'Siddiqui', '0345 1122334'],
  ['usman_raza', 'Usman', 'Raza', '0312 9988776'],
  ['fatima_sheikh', 'Fatima', 'Sheikh', '0321 5566778'],
  ['ali_haider', 'Ali', 'Haider', '0300 4433221'],
] as const;
const email = (username: string) => `${username.replace('_', '.')}@demo.baraat.pk`;

type Status = 'pending' | 'verified' | 'declined' | 'completed';

interface DemoRequest {
  customer: number;
  day: number;
  start: string;
  end: string;
  event: EventTypeName;
  people: number;
  message: string;
  status: Status;
  /** Index into the business's halls; the request asks for it, accepted ones hold it. */
  hall?: number;
  notes?: string;
  reason?: string;
}

const REQUESTS: DemoRequest[] = [
  {
    customer: 0,
    day: 12,
    start: '18:00',
    end: '23:00',
    event: 'Baraat',
    people: 350,
    status: 'pending',
    hall: 0,
    message: 'Baraat for 350 guests; we would like the main hall with the floral stage.',
  },
  {
    customer: 1,
    day: 12,
    start: '19:00',
    end: '23:30',
    event: 'Mehndi',
    people: 200,
    status: 'pending',
    hall: 0,
    message: 'Mehndi night, dhol players from 9 pm. Same hall as our cousins had, please.',
  },
  {
    customer: 2,
    day: 18,
    start: '12:00',
    end: '16:00',
    event: 'Engagement',
    people: 120,
    status: 'pending',
    message: 'Small engagement lunch, mostly family. Can you arrange a separate ladies area?',
  },
  {
    customer: 3,
    day: 25,
    start: '19:00',
    end: '23:30',
    event: 'Walima',
    people: 450,
    status: 'verified',
    hall: 0,
    notes: 'Advance promised by bank transfer next week.',
    message: 'Walima reception, buffet dinner.',
  },
  {
    customer: 4,
    day: 30,
    start: '12:00',
    end: '17:00',
    event: 'Baraat',
    people: 280,
    status: 'verified',
    hall: 1,
    notes: 'Bride arrives 1 pm; keep the side entrance free.',
    message: 'Rukhsati lunch.',
  },
  {
    customer: 5,
    day: 16,
    start: '19:00',
    end: '23:00',
    event: 'Mehndi',
    people: 150,
    status: 'declined',
    reason: 'The marquee is closed that week for renovation.',
    message: 'Mehndi with a DJ.',
  },
  {
    customer: 2,
    day: -14,
    start: '18:00',
    end: '22:30',
    event: 'Reception',
    people: 300,
    status: 'completed',
    hall: 1,
    notes: 'Paid in full.',
    message: 'Family reception.',
  },
  {
    customer: 4,
    day: -30,
    start: '12:00',
    end: '16:00',
    event: 'Engagement',
    people: 90,
    status: 'declined',
    reason: 'Already booked for a wedding that day.',
    message: 'Engagement ceremony.',
  },
];

/** Returns how many requests it added (0 when they are already there). */
export function seedDemoRequests(database: Database, passwordHash: string): Promise<number> {
  // No one is connected while the seed runs: the notifications wait for the owner's bell.
  const events = createDomainEvents(createNotificationsService(database, { toUser: () => false }));
  return database.transaction(function* () {
    const owner = yield* usersRepo.findByEmail(DEMO_OWNER.email);
    const business = owner && (yield* businessesRepo.findOwnedBy(owner.id));
    if (!owner || !business || (yield* usersRepo.emailExists(email(CUSTOMERS[0][0])))) return 0;
    const businessId = business.business_id;
    const today = todayInPakistan();
    const now = new Date().toISOString();
    const customerIds: number[] = [];
    for (const [username, first_name, last_name, mobile] of CUSTOMERS) {
      customerIds.push(
        yield* usersRepo.insert({
          username,
          email: email(username),
          password_hash: passwordHash,
          first_name,
          last_name,
          mobile,
          city_id: 1,
          is_business_owner: 0,
          now,
        }),
      );
    }
    const halls = (yield* all<{ id: number }>(
      `SELECT id FROM business_workers WHERE business_id = @businessId AND worker_role = 'hall'
         ORDER BY id`,
      { businessId },
    )).map((row) => row.id);
    for (const name of ['Shalimar Hall', 'Garden Lawn'].slice(halls.length)) {
      halls.push(
        yield* insertedId(
          `INSERT INTO business_workers (business_id, name, capacity, worker_role, created_at,
             modified_at) VALUES (@business, @name, 500, 'hall', @now, @now)`,
          { business: businessId, name, now },
        ),
      );
    }
    const packages = yield* all<{ id: number }>(
      'SELECT id FROM packages WHERE business_id = @businessId ORDER BY price',
      { businessId },
    );

    for (const [n, request] of REQUESTS.entries()) {
      const date = addDays(today, request.day);
      const asked = `${addDays(today, Math.min(request.day, 0) - 20)}T09:00:00.000Z`;
      const accepted = holdsSlot(request.status);
      const slot = yield* insertedId(
        `INSERT INTO slots (business_id, slot_name, date, start_time, end_time, is_reserved,
           created_at, modified_at)
         VALUES (@business, @name, @date, @start, @end, @reserved, @asked, @asked)`,
        {
          business: businessId,
          name: `${request.start} - ${request.end}`,
          date,
          start: request.start,
          end: request.end,
          reserved: accepted ? 1 : 0,
          asked,
        },
      );
      const booking = yield* insertedId(
        `INSERT INTO bookings (slot_id, business_id, customer_user_id, event_type_id, package_id,
           worker_id, number_of_people, message, status, decline_reason, notes, decided_at,
           created_at, modified_at)
         VALUES (@slot, @business, @customer, @event, @package, @hall, @people, @message,
           @status, @reason, @notes, @decided, @asked, @asked)`,
        {
          slot,
          business: businessId,
          customer: customerIds[request.customer],
          event: eventTypeId(request.event),
          package: packages[n % Math.max(1, packages.length)]?.id ?? null,
          hall: request.hall === undefined ? null : halls[request.hall],
          people: request.people,
          message: request.message,
          status: request.status,
          reason: request.reason ?? null,
          notes: request.notes ?? null,
          decided: request.status === 'pending' ? null : asked,
          asked,
        },
      );
      // What the request told the owner when it came: the live path's own notification.
      if (request.status === 'pending') yield* events.bookingRequested(booking);
    }
    return REQUESTS.length;
  });
}
