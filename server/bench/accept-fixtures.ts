// The accept bench's data: a bench banquet hall with 50 halls, and before each run
// fresh pending requests for it, one per slot, four slots per hall and day of which two
// overlap, so a quarter of the accepts must be refused (409) for the hall already taken. After
// the run, `doubleAssignments` counts pairs of accepted bookings holding one hall at
// overlapping times: the budget is 0.
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { type Db, inTransaction, nowIso, openDatabase } from '../src/db/connection';
import { hashPassword } from '../src/modules/auth/passwords';
import { createUsersRepo } from '../src/modules/auth/users-repo';
import { createBusinessesRepo } from '../src/modules/businesses/repo';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts';

export const BENCH_OWNER = { email: 'bench-owner@bench.baraat.pk', password: DEMO_PASSWORD };
const HALLS = 50;
const TIMES = [
  ['08:00', '10:00'],
  ['09:00', '11:00'],
  ['12:00', '14:00'],
  ['15:00', '17:00'],
];

async function ensureBusiness(db: Db) {
  const users = createUsersRepo(db);
  const businesses = createBusinessesRepo(db);
  const existing = users.findByEmail(BENCH_OWNER.email);
  if (existing) return businesses.findOwnedBy(existing.id)!.business_id;
  const passwordHash = await hashPassword(BENCH_OWNER.password);
  return inTransaction(db, () => {
    const now = nowIso();
    const owner = users.insert({
      username: 'bench_owner',
      email: BENCH_OWNER.email,
      password_hash: passwordHash,
      first_name: 'Bench',
      last_name: 'Owner',
      mobile: '0300 0000000',
      city_id: 1,
      is_business_owner: 1,
      now,
    });
    const id = businesses.insert({
      business_name: 'Bench Banquet Hall',
      slug: 'bench-banquet-hall',
      bio: 'Accept bench',
      address: 'Bench Road',
      business_phone: '021 0000000',
      business_email: BENCH_OWNER.email,
      city_id: 1,
      business_type_id: 1,
      now,
    });
    businesses.insertMapping(owner, id, 1, now);
    const hall = db.prepare(
      `INSERT INTO business_workers (business_id, name, capacity, worker_role, created_at,
         modified_at) VALUES (?, ?, 500, 'hall', ?, ?)`,
    );
    for (let n = 1; n <= HALLS; n += 1) hall.run(id, `Hall ${n}`, now, now);
    return id;
  });
}

/**
 * Fresh pending requests at the bench hall, on days after any it has: `count` of them,
 * ordered hall by hall and day by day so overlapping ones are asked for close together.
 * Returns the booking ids and each one's hall.
 */
export async function prepareAccepts(databaseFile: string, customerEmail: string, count: number) {
  const db = openDatabase(databaseFile);
  try {
    const businessId = await ensureBusiness(db);
    const customer = createUsersRepo(db).findByEmail(customerEmail)!.id;
    const halls = db
      .prepare<[number], { id: number }>('SELECT id FROM business_workers WHERE business_id = ?')
      .all(businessId)
      .map((row) => row.id);
    const last = db
      .prepare<[number], { d: string | null }>(
        'SELECT max(date) AS d FROM slots WHERE business_id = ?',
      )
      .get(businessId)!.d;
    const first = addDays(last ?? todayInPakistan(), 1);
    const slot = db.prepare(
      `INSERT INTO slots (business_id, worker_id, slot_name, date, start_time, end_time,
         created_at, modified_at) VALUES (?, ?, 'bench', ?, ?, ?, ?, ?)`,
    );
    const booking = db.prepare(
      `INSERT INTO bookings (slot_id, business_id, customer_user_id, event_type_id, number_of_people,
         message, status, created_at, modified_at) VALUES (?, ?, ?, 1, 100, 'bench', 'pending', ?, ?)`,
    );
    const requests: { id: number; hall: number }[] = [];
    inTransaction(db, () => {
      const now = nowIso();
      for (let day = 0; requests.length < count; day += 1) {
        const date = addDays(first, day);
        for (const hall of halls) {
          for (const [start, end] of TIMES) {
            // No hall on the slot: a hall's slots never overlap (0018), its requests may.
            const slotId = slot.run(businessId, null, date, start, end, now, now).lastInsertRowid;
            const id = booking.run(slotId, businessId, customer, now, now).lastInsertRowid;
            requests.push({ id: Number(id), hall });
          }
        }
      }
    });
    // The requests went into the WAL in one transaction: fold it into the database now, or
    // the servers' first commits pay for that checkpoint inside the measurement.
    db.pragma('wal_checkpoint(TRUNCATE)');
    return { businessId, requests };
  } finally {
    db.close();
  }
}

/** The count of pairs of accepted bookings of the business (`parameter`, each engine's
 * placeholder) holding one hall at overlapping times, as `n`. */
export const doubleAssignmentsSql = (parameter: string) =>
  `SELECT count(*) AS n FROM bookings a
         JOIN slots sa ON sa.id = a.slot_id
         JOIN slots sb ON sb.business_id = sa.business_id AND sb.date = sa.date
           AND sb.start_time < sa.end_time AND sa.start_time < sb.end_time
         JOIN bookings b ON b.slot_id = sb.id AND b.status IN ('verified', 'completed')
         WHERE a.business_id = ${parameter} AND a.status IN ('verified', 'completed')
           AND a.worker_id IS NOT NULL AND b.worker_id = a.worker_id AND b.id > a.id`;

/** Pairs of accepted bookings of the business holding one hall at overlapping times. */
export function doubleAssignments(databaseFile: string, businessId: number): number {
  const db = openDatabase(databaseFile);
  try {
    return db.prepare<[number], { n: number }>(doubleAssignmentsSql('?')).get(businessId)!.n;
  } finally {
    db.close();
  }
}
