// What the bench's requests need from the bench database, read before the servers start:
// vendor slugs, (vendor, day) pairs that have slots, open slots nobody has asked for (so each
// booking request creates a booking), and bench customers who sign in to book.
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { type Db, inTransaction, nowIso, openDatabase } from '../src/db/connection';
import { hashPassword } from '../src/modules/auth/passwords';
import { createUsersRepo } from '../src/modules/auth/users-repo';
import { DEMO_OWNER, DEMO_PASSWORD } from '../src/seed/demo-accounts';

export interface Fixtures {
  /** The demo owner's vendor (README): the profile the client budgets load. */
  demoVendorSlug: string;
  slugs: string[];
  slotDays: { businessId: number; date: string }[];
  /** Open future slots without any booking request, each to be requested once. */
  openSlotIds: number[];
  /** Three open slots of one business each, none of openSlotIds: one wedding's events. */
  weddingSlots: number[][];
  customers: { email: string; password: string }[];
}

const SAMPLE = 500;
/** More than two servers create in a run at this machine's rates (each run starts anew). */
const OPEN_SLOTS = 400_000;
/** Three slots a wedding: more weddings than two servers create in a run at 50,000 vendors. */
const WEDDING_SLOTS = 150_000;
const WEDDING_EVENTS = 3;

const benchCustomerEmail = (n: number) => `bench-customer-${n}@bench.baraat.pk`;

/** Customers only the bench books with, so the demo customer's screens stay as seeded. */
async function ensureCustomers(db: Db, count: number) {
  const users = createUsersRepo(db);
  const missing = Array.from({ length: count }, (_, n) => n + 1).filter(
    (n) => !users.emailExists(benchCustomerEmail(n)),
  );
  if (missing.length > 0) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    inTransaction(db, () => {
      for (const n of missing) {
        users.insert({
          username: `bench_customer_${n}`,
          email: benchCustomerEmail(n),
          password_hash: passwordHash,
          first_name: 'Bench',
          last_name: `Customer ${n}`,
          mobile: '0300 0000000',
          city_id: 1,
          is_business_owner: 0,
          now: nowIso(),
        });
      }
    });
  }
  return Array.from({ length: count }, (_, n) => ({
    email: benchCustomerEmail(n + 1),
    password: DEMO_PASSWORD,
  }));
}

export async function loadFixtures(databaseFile: string, customers: number): Promise<Fixtures> {
  const db = openDatabase(databaseFile);
  try {
    const today = todayInPakistan();
    const demo = db
      .prepare<[string], { slug: string }>(
        `SELECT b.slug FROM businesses b JOIN user_business_mapping m ON m.business_id = b.id
         JOIN users u ON u.id = m.user_id WHERE u.email = ?`,
      )
      .get(DEMO_OWNER.email);
    if (!demo) throw new Error('the bench database has no demo owner: reseed it');
    const count = db.prepare<[], { n: number }>('SELECT max(id) AS n FROM businesses').get()!.n;
    const step = Math.max(1, Math.floor(count / SAMPLE));
    const slugs = db
      .prepare<[number, number], { slug: string }>(
        'SELECT slug FROM businesses WHERE id % ? = 0 AND is_deleted = 0 LIMIT ?',
      )
      .all(step, SAMPLE)
      .map((row) => row.slug);
    const slotDays = db
      .prepare<[string, number], { businessId: number; date: string }>(
        `SELECT DISTINCT business_id AS businessId, date FROM slots
         WHERE date > ? AND business_id % 97 = 0 LIMIT ?`,
      )
      .all(today, SAMPLE);
    const open = db
      .prepare<[string, string, number], { id: number; businessId: number }>(
        `SELECT s.id, s.business_id AS businessId FROM slots s
         WHERE s.date > ? AND s.date < ? AND s.is_available = 1 AND s.is_reserved = 0
           AND s.id NOT IN (SELECT slot_id FROM bookings)
         ORDER BY s.id LIMIT ?`,
      )
      // NOT IN, not NOT EXISTS: no index leads with bookings.slot_id (the unique ones are
      // partial), so a correlated subquery would scan every booking for every slot.
      .all(today, addDays(today, 59), OPEN_SLOTS + WEDDING_SLOTS);
    // The last of them (a third at most) are the wedding load's, the ones before them the
    // booking load's.
    const forWeddings = Math.min(WEDDING_SLOTS, Math.floor(open.length / 3));
    const openSlotIds = open
      .slice(0, Math.min(OPEN_SLOTS, open.length - forWeddings))
      .map((row) => row.id);
    return {
      demoVendorSlug: demo.slug,
      slugs,
      slotDays,
      openSlotIds,
      weddingSlots: inWeddings(open.slice(open.length - forWeddings).reverse()),
      customers: await ensureCustomers(db, customers),
    };
  } finally {
    db.close();
  }
}

/** Open slots three of one business to a wedding, in the order given. */
function inWeddings(slots: readonly { id: number; businessId: number }[]): number[][] {
  const byBusiness = new Map<number, number[]>();
  const weddings: number[][] = [];
  for (const slot of slots) {
    const ids = byBusiness.get(slot.businessId) ?? [];
    ids.push(slot.id);
    if (ids.length === WEDDING_EVENTS) {
      weddings.push(ids);
      byBusiness.delete(slot.businessId);
    } else {
      byBusiness.set(slot.businessId, ids);
    }
  }
  return weddings;
}
