// What must hold once the desks' queues have drained (item 5): every device's
// calendar equals the server's; no hall is held twice at one time; no change was applied
// twice; every payment is counted once in the ledger's sums; every change a device showed as
// synced is on the server, and none it showed as refused. Each check returns what it found
// wrong, so a failing run names every problem at once, beside its seed.
import type { PaymentsSummary } from '@baraat/shared/schemas/payments-summary';
import type { CalendarSync } from '@baraat/shared/schemas/sync';
import Database from 'better-sqlite3';
import type { Desk } from './desk';
import { serverFetch } from './network';
import type { Record } from './operations';

/** Discards what the server refused, as the owner would, and pulls: returns the ids dropped. */
export async function settleDesks(desks: Desk[]): Promise<Set<string>> {
  const discarded = new Set<string>();
  for (const desk of desks) {
    const refused = await desk.db.outbox.toArray();
    for (const entry of refused) {
      await desk.as(() => desk.code.discardEntry(entry.id));
      discarded.add(entry.id);
    }
  }
  for (const desk of desks) await desk.pull();
  return discarded;
}

async function get<T>(url: string, path: string, token: string): Promise<T> {
  const response = await serverFetch(`${url}/api/${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** Rows without the device's own tags, in id order, for comparing. */
function plain<T extends object>(rows: T[], id: keyof T) {
  return rows
    .map((row) => {
      const {
        owner_id: _owner,
        pending: _pending,
        ...rest
      } = row as T & {
        owner_id?: unknown;
        pending?: unknown;
      };
      // Keys in one order: a row the device made and one the server sent list them differently.
      return Object.fromEntries(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b)));
    })
    .sort((a, b) => Number(a[id as never]) - Number(b[id as never]));
}

export async function calendarProblems(url: string, desks: Desk[]): Promise<string[]> {
  const problems: string[] = [];
  for (const desk of desks) {
    const server = await get<CalendarSync>(url, 'sync/calendar', desk.session.accessToken);
    const slots = await desk.db.calendarSlots
      .filter((row) => row.owner_id === desk.ownerId)
      .toArray();
    const bookings = await desk.db.calendarBookings
      .where('owner_id')
      .equals(desk.ownerId)
      .toArray();
    const pairs = [
      ['slots', plain(slots, 'slot_id'), plain(server.slots, 'slot_id')],
      ['bookings', plain(bookings, 'booking_id'), plain(server.bookings, 'booking_id')],
    ] as const;
    for (const [what, device, truth] of pairs) {
      const mine = new Map(device.map((row) => [JSON.stringify(row), row]));
      const theirs = new Map(truth.map((row) => [JSON.stringify(row), row]));
      const extra = [...mine.keys()].filter((key) => !theirs.has(key));
      const missing = [...theirs.keys()].filter((key) => !mine.has(key));
      if (extra.length + missing.length > 0) {
        problems.push(
          `desk ${desk.id}: its ${what} differ from the server's:\n  only on the device: ${extra.join('\n    ')}\n  only on the server: ${missing.join('\n    ')}`,
        );
      }
    }
  }
  return problems;
}

/** Names that appear more than once, or a number of times other than wanted. */
function counted(
  rows: { name: string; count: number }[],
  synced: Set<string>,
  refused: Set<string>,
  what: string,
) {
  const problems: string[] = [];
  const found = new Map(rows.map((row) => [row.name, row.count]));
  for (const [name, count] of found)
    if (count > 1) problems.push(`${what} ${name} is stored ${count} times`);
  for (const name of synced)
    if (!found.has(name))
      problems.push(`${what} ${name} was acknowledged but is not on the server`);
  for (const name of refused)
    if (found.has(name)) problems.push(`${what} ${name} was refused but is on the server`);
  return problems;
}

export async function serverProblems(
  url: string,
  databaseFile: string,
  desks: Desk[],
  record: Record,
  discarded: Set<string>,
): Promise<string[]> {
  const db = new Database(databaseFile, { readonly: true });
  try {
    const split = (named: Map<string, string>) => {
      const synced = new Set<string>();
      const refused = new Set<string>();
      for (const [name, entry] of named) (discarded.has(entry) ? refused : synced).add(name);
      return { synced, refused };
    };
    const walkIns = split(record.walkIns);
    const slots = split(record.slots);
    const messages = split(new Map([...record.messages.keys()].map((id) => [id, id])));
    // Only a payment the desk kept must be on the server; one it discarded must not be.
    const payments = split(
      new Map(
        [...record.payments]
          .filter(([key, payment]) => payment.kept || discarded.has(key))
          .map(([key]) => [key, key]),
      ),
    );
    const rows = (sql: string) => db.prepare(sql).all() as { name: string; count: number }[];
    const problems = [
      ...counted(
        rows(
          `SELECT contact_name AS name, count(*) AS count FROM bookings WHERE is_walkin = 1 AND contact_name LIKE 'Guest d%' GROUP BY contact_name`,
        ),
        walkIns.synced,
        walkIns.refused,
        'walk-in',
      ),
      ...counted(
        rows(
          `SELECT slot_name AS name, count(*) AS count FROM slots WHERE slot_name LIKE 'Slot d%' GROUP BY slot_name`,
        ),
        slots.synced,
        slots.refused,
        'slot',
      ),
      ...counted(
        rows(
          'SELECT client_message_id AS name, count(*) AS count FROM messages GROUP BY client_message_id',
        ),
        messages.synced,
        messages.refused,
        'message',
      ),
      ...counted(
        rows(
          'SELECT reference AS name, count(*) AS count FROM payments WHERE reference IS NOT NULL GROUP BY reference',
        ),
        payments.synced,
        payments.refused,
        'payment',
      ),
    ];
    // No hall held twice: two holding bookings of one hall on one day whose times overlap.
    const clashes = db
      .prepare(
        `WITH held AS (
           SELECT b.id, COALESCE(b.worker_id, s.worker_id) AS hall, s.date, s.start_time, s.end_time
           FROM slot_holding_bookings b JOIN slots s ON s.id = b.slot_id)
         SELECT a.id AS first, b.id AS second FROM held a JOIN held b
           ON a.hall = b.hall AND a.date = b.date AND a.id < b.id
          AND a.start_time < b.end_time AND b.start_time < a.end_time`,
      )
      .all() as { first: number; second: number }[];
    for (const clash of clashes)
      problems.push(`bookings ${clash.first} and ${clash.second} hold one hall at one time`);
    // Every payment once in the ledger's sums: what each venue received is what its desks paid.
    const byOwner = new Map<number, Desk>(desks.map((desk) => [desk.ownerId, desk]));
    for (const [owner, desk] of byOwner) {
      const summary = await get<PaymentsSummary>(url, 'payments/summary', desk.session.accessToken);
      const stored = db
        .prepare(
          `SELECT p.reference FROM payments p
           JOIN user_business_mapping m ON m.business_id = p.business_id
           WHERE m.user_id = ? AND p.status = 'completed'`,
        )
        .all(owner) as { reference: string }[];
      const expected = stored.reduce(
        (sum, row) => sum + (record.payments.get(row.reference)?.amount ?? NaN),
        0,
      );
      if (summary.received !== expected) {
        problems.push(
          `venue of owner ${owner}: the summary says ${summary.received} received, its payments add up to ${expected}`,
        );
      }
      const wedding = summary.weddings.find((one) => one.wedding_id === desk.session.weddingId);
      if (wedding && wedding.paid !== expected) {
        problems.push(
          `venue of owner ${owner}: its wedding shows ${wedding.paid} paid, its payments add up to ${expected}`,
        );
      }
    }
    return problems;
  } finally {
    db.close();
  }
}
