// Half a year of history at the demo owner's marquee, so the dashboard, analytics and payments
// tab open on real figures (docs/product/decisions.md#the-decisions-at-a-glance): eight families whose events were held and paid
// (an advance, then the balance on the day, by different methods), one declined request, and
// two events in the coming week, one with its advance paid. Dates follow today; nothing is
// random. Added once: only while the first of these customers does not exist.
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { insertedId } from '../db/dialect';
import { all, type Database, get } from '../db/engine';
import { usersRepo } from '../modules/auth/users-repo';
import { businessesRepo } from '../modules/businesses/repo';
import { DEMO_OWNER } from './demo-accounts';

const FAMILIES: [string, string][] = [
  ['Sana', 'Malik'],
  ['Bilal', 'Qureshi'],
  ['Hira', 'Siddiqui'],
  ['Usman', 'Chaudhry'],
  ['Mehwish', 'Raza'],
  ['Faisal', 'Sheikh'],
];

type Method = 'cash' | 'bank_transfer' | 'jazzcash' | 'easypaisa' | 'card';

interface DemoEvent {
  /** Days from today. */
  day: number;
  family: number;
  eventType: number;
  people: number;
  status: 'completed' | 'verified' | 'declined';
  /** Advance and balance methods; the balance is paid on the day once it has passed. */
  methods?: [Method, Method];
}

const EVENTS: DemoEvent[] = [
  {
    day: -170,
    family: 0,
    eventType: 1,
    people: 450,
    status: 'completed',
    methods: ['bank_transfer', 'cash'],
  },
  {
    day: -150,
    family: 1,
    eventType: 3,
    people: 250,
    status: 'completed',
    methods: ['jazzcash', 'cash'],
  },
  {
    day: -122,
    family: 2,
    eventType: 4,
    people: 600,
    status: 'completed',
    methods: ['bank_transfer', 'bank_transfer'],
  },
  {
    day: -95,
    family: 3,
    eventType: 2,
    people: 180,
    status: 'completed',
    methods: ['easypaisa', 'cash'],
  },
  {
    day: -66,
    family: 4,
    eventType: 1,
    people: 500,
    status: 'completed',
    methods: ['card', 'bank_transfer'],
  },
  {
    day: -44,
    family: 0,
    eventType: 4,
    people: 300,
    status: 'completed',
    methods: ['bank_transfer', 'cash'],
  },
  {
    day: -30,
    family: 5,
    eventType: 3,
    people: 220,
    status: 'completed',
    methods: ['jazzcash', 'easypaisa'],
  },
  {
    day: -12,
    family: 2,
    eventType: 5,
    people: 120,
    status: 'completed',
    methods: ['cash', 'cash'],
  },
  { day: 9, family: 3, eventType: 1, people: 350, status: 'declined' },
  {
    day: 2,
    family: 4,
    eventType: 3,
    people: 280,
    status: 'verified',
    methods: ['bank_transfer', 'cash'],
  },
  { day: 5, family: 5, eventType: 4, people: 400, status: 'verified' },
];

const at = (date: string, hour = 10) => `${date}T${String(hour).padStart(2, '0')}:00:00.000Z`;
const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

/** Returns how many bookings it added. */
export function seedDemoHistory(database: Database, passwordHash: string): Promise<number> {
  return database.transaction(function* () {
    const owner = yield* usersRepo.findByEmail(DEMO_OWNER.email);
    const business = owner && (yield* businessesRepo.findOwnedBy(owner.id));
    if (!owner || !business || (yield* usersRepo.emailExists(emailOf(0)))) return 0;
    const businessId = business.business_id;
    const insertUser = (row: Record<string, unknown>) =>
      insertedId(
        `INSERT INTO users (username, email, password_hash, first_name, last_name, mobile, city_id,
       is_business_owner, created_at, modified_at)
     VALUES (@username, @email, @password_hash, @first_name, @last_name, NULL, 1, 0, @now, @now)`,
        row,
      );
    const insertSlot = (row: Record<string, unknown>) =>
      insertedId(
        `INSERT INTO slots (business_id, worker_id, slot_name, date, start_time, end_time,
       is_available, is_reserved, created_at, modified_at)
     VALUES (@business_id, @worker_id, '19:00 - 23:30', @date, '19:00', '23:30', 1, @reserved,
       @now, @now)`,
        row,
      );
    const insertBooking = (row: Record<string, unknown>) =>
      insertedId(
        `INSERT INTO bookings (slot_id, business_id, customer_user_id, event_type_id, package_id,
       worker_id, number_of_people, message, status, decline_reason, decided_at, created_at,
       modified_at)
     VALUES (@slot_id, @business_id, @customer_user_id, @event_type_id, @package_id, @worker_id,
       @people, @message, @status, @decline_reason, @decided_at, @created_at, @decided_at)`,
        row,
      );
    const insertPayment = (row: Record<string, unknown>) =>
      insertedId(
        `INSERT INTO payments (booking_id, business_id, recorded_by_user_id, kind, method, amount,
       reference, paid_on, created_at, modified_at)
     VALUES (@booking_id, @business_id, @owner, @kind, @method, @amount, @reference, @paid_on,
       @created_at, @created_at)`,
        row,
      );
    const packages = yield* all<{ id: number; price: number }>(
      'SELECT id, price FROM packages WHERE business_id = @businessId ORDER BY price, id',
      { businessId },
    );
    // A hall with no accepted booking that day, so no hall is ever booked twice.
    const freeHall = (day: { business: number; date: string }) =>
      get<{ id: number }>(
        `SELECT w.id FROM business_workers w
     WHERE w.business_id = @business AND w.worker_role = 'hall' AND NOT EXISTS (
       SELECT 1 FROM slot_holding_bookings k JOIN slots s ON s.id = k.slot_id
       WHERE coalesce(k.worker_id, s.worker_id) = w.id AND s.date = @date)
     -- nor an evening slot of its own that day (a hall's slots never overlap: 0018).
     AND NOT EXISTS (
       SELECT 1 FROM slots s WHERE s.worker_id = w.id AND s.date = @date AND s.is_deleted = 0
         AND s.start_time < '23:30' AND '19:00' < s.end_time)
     ORDER BY w.id LIMIT 1`,
        day,
      );

    const today = todayInPakistan();
    const now = at(addDays(today, -180));
    const customers: number[] = [];
    for (const [index, [first, last]] of FAMILIES.entries()) {
      customers.push(
        yield* insertUser({
          username: `demo_family_${index + 1}`,
          email: emailOf(index),
          password_hash: passwordHash,
          first_name: first,
          last_name: last,
          now,
        }),
      );
    }
    for (const [index, event] of EVENTS.entries()) {
      const date = addDays(today, event.day);
      const requested = addDays(date, -40);
      const hall = (yield* freeHall({ business: businessId, date }))?.id ?? null;
      const pkg = packages.length ? packages[index % packages.length]! : null;
      const slot = yield* insertSlot({
        business_id: businessId,
        worker_id: hall,
        date,
        reserved: event.status === 'declined' ? 0 : 1,
        now: at(requested),
      });
      // Answered within a day or two of the request.
      const decided = at(addDays(requested, 1 + (index % 2)), 8 + index);
      const booking = yield* insertBooking({
        slot_id: slot,
        business_id: businessId,
        customer_user_id: customers[event.family],
        event_type_id: event.eventType,
        package_id: pkg?.id ?? null,
        worker_id: event.status === 'declined' ? null : hall,
        people: event.people,
        message: 'Family function; please keep the stage facing the lawn.',
        status: event.status,
        decline_reason: event.status === 'declined' ? 'The marquee is closed that day.' : null,
        decided_at: decided,
        created_at: at(requested, 6),
      });
      if (!event.methods || !pkg) continue;
      // The demo charges the package price for the event, as demo-bookings.ts does.
      const advance = roundTo(pkg.price * 0.3, 5_000);
      const pay = (kind: string, method: Method, amount: number, paidOn: string) =>
        insertPayment({
          booking_id: booking,
          business_id: businessId,
          owner: owner.id,
          kind,
          method,
          amount,
          reference: method === 'cash' ? null : `DEMO-${booking}-${kind.toUpperCase()}`,
          paid_on: paidOn,
          created_at: at(paidOn, 12),
        });
      // Three days after the request: always before today, even for the events ahead.
      yield* pay('advance', event.methods[0], advance, addDays(requested, 3));
      if (event.day < 0 && pkg.price > advance)
        yield* pay('balance', event.methods[1], pkg.price - advance, date);
    }
    return EVENTS.length;
  });
}

function emailOf(index: number) {
  return `family${index + 1}@demo.baraat.pk`;
}
