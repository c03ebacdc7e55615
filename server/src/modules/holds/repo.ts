// SQL of holding a date (docs/product/payments.md#holding-a-date), as steps of the
// engine-neutral layer (docs/architecture.md#10-two-engines). Deadlines are ISO moments in UTC,
// stored as text of one shape (nowIso), so they compare as text on both engines.
import { all, get, run, type Step } from '../../db/engine';
import { personName } from '../../db/names';
import type { BookingFacts } from '../notifications/service';

/** A booking as its hold reads it: its business's terms, what it is worth and what is paid. */
export interface HoldTermsRow {
  id: number;
  status: string;
  hold_until: string | null;
  slot_id: number;
  business_id: number;
  wedding_id: number | null;
  is_walkin: 0 | 1;
  hold_days: number;
  advance_percent: number;
  total_amount: number;
  paid_amount: number;
}

/** Who hears of a hold, and the words about its event. */
export type HoldFactsRow = Omit<BookingFacts, 'event_name' | 'wedding_title'> & {
  business_id: number;
  hold_until: string | null;
};

const TERMS = `SELECT k.id, k.status, k.hold_until, k.slot_id, k.business_id, k.wedding_id,
    k.is_walkin, b.hold_days, b.advance_percent, bt.total_amount,
    coalesce((SELECT sum(p.amount) FROM payments p
      WHERE p.booking_id = k.id AND p.status = 'completed'), 0) AS paid_amount
  FROM bookings k
  JOIN businesses b ON b.id = k.business_id
  JOIN booking_totals bt ON bt.booking_id = k.id
  WHERE k.id = @id`;

// Another booking holding this one's slot, or its hall or team at overlapping times that day.
const TAKEN = `SELECT o.id FROM bookings k
  JOIN slots s ON s.id = k.slot_id
  JOIN slots os ON os.business_id = s.business_id AND os.date = s.date
    AND os.start_time < s.end_time AND s.start_time < os.end_time
  JOIN slot_holding_bookings o ON o.slot_id = os.id
  WHERE k.id = @id AND o.id <> k.id
    AND (o.slot_id = k.slot_id OR (k.worker_id IS NOT NULL AND o.worker_id = k.worker_id))
  LIMIT 1`;

export const holdsRepo = {
  terms: (id: number) => get<HoldTermsRow>(TERMS, { id }),

  setHold: (id: number, holdUntil: string | null) =>
    run('UPDATE bookings SET hold_until = @holdUntil WHERE id = @id', { id, holdUntil }),

  *expiredBefore(now: string): Step<number[]> {
    const rows = yield* all<{ id: number }>(
      `SELECT id FROM bookings WHERE status = 'verified' AND hold_until IS NOT NULL
         AND hold_until < @now ORDER BY hold_until, id`,
      { now },
    );
    return rows.map((row) => Number(row.id));
  },

  /** Cancels the booking if it is still held past `now`; whether this call did. Two runs at
   * once: the second's UPDATE finds it cancelled and changes nothing. */
  *expire(id: number, reason: string, now: string): Step<boolean> {
    const changed = yield* run(
      `UPDATE bookings SET status = 'cancelled', decline_reason = @reason, modified_at = @now
       WHERE id = @id AND status = 'verified' AND hold_until IS NOT NULL AND hold_until < @now`,
      { id, reason, now },
    );
    return changed === 1;
  },

  /** An expired booking accepted again by its late advance: accepted, no deadline. */
  restore: (id: number, now: string) =>
    run(
      `UPDATE bookings SET status = 'verified', decline_reason = NULL, hold_until = NULL,
         modified_at = @now WHERE id = @id AND status = 'cancelled'`,
      { id, now },
    ),

  reserve: (slot: number, reserved: 0 | 1, now: string) =>
    run('UPDATE slots SET is_reserved = @reserved, modified_at = @now WHERE id = @slot', {
      slot,
      reserved,
      now,
    }),

  *taken(id: number): Step<boolean> {
    return (yield* get<{ id: number }>(TAKEN, { id })) !== undefined;
  },

  facts: (id: number) =>
    get<HoldFactsRow>(
      `SELECT k.id AS booking_id, k.business_id, m.user_id AS owner_id,
         k.customer_user_id AS customer_id,
         coalesce(${personName('u')}, k.contact_name, 'A customer') AS customer_name,
         b.business_name, s.date, s.start_time, s.end_time, k.hold_until
       FROM bookings k
       JOIN slots s ON s.id = k.slot_id
       JOIN businesses b ON b.id = k.business_id
       JOIN user_business_mapping m ON m.business_id = k.business_id
       LEFT JOIN users u ON u.id = k.customer_user_id
       WHERE k.id = @id`,
      { id },
    ),

  *expiredWeddingsBefore(now: string): Step<number[]> {
    const rows = yield* all<{ id: number }>(
      `SELECT w.id FROM weddings w WHERE w.hold_until IS NOT NULL AND w.hold_until < @now
         AND EXISTS (SELECT 1 FROM bookings k WHERE k.wedding_id = w.id AND k.status = 'verified')
       ORDER BY w.hold_until, w.id`,
      { now },
    );
    return rows.map((row) => Number(row.id));
  },

  /** Cancels a wedding's accepted events if its hold is still passed at `now`, each keeping the
   * wedding's deadline (so each reads expired and may be accepted again); their slots. */
  *expireWedding(id: number, reason: string, now: string): Step<number[]> {
    const rows = yield* all<{ slot_id: number }>(
      `UPDATE bookings SET status = 'cancelled', decline_reason = @reason, modified_at = @now,
         hold_until = (SELECT w.hold_until FROM weddings w WHERE w.id = @id)
       WHERE wedding_id = @id AND status = 'verified'
         AND EXISTS (SELECT 1 FROM weddings w WHERE w.id = @id AND w.hold_until < @now)
       RETURNING slot_id`,
      { id, reason, now },
    );
    return rows.map((row) => Number(row.slot_id));
  },

  /** A wedding's events cancelled when its hold expired (each keeps the wedding's deadline). */
  *expiredEvents(weddingId: number): Step<{ id: number; slot_id: number }[]> {
    return yield* all<{ id: number; slot_id: number }>(
      `SELECT k.id, k.slot_id FROM bookings k JOIN weddings w ON w.id = k.wedding_id
       WHERE k.wedding_id = @weddingId AND k.status = 'cancelled' AND k.hold_until = w.hold_until
       ORDER BY k.id`,
      { weddingId },
    );
  },

  clearWeddingHold: (id: number) =>
    run('UPDATE weddings SET hold_until = NULL WHERE id = @id', { id }),

  /**
   * An event of a wedding accepted on its own: the wedding is held from now when it is not held
   * already (its first accepted event, or one accepted again after its hold passed), unless it
   * is a walk-in family's or something of it is paid.
   */
  holdWeddingFrom: (id: number, holdUntil: string, now: string) =>
    run(
      `UPDATE weddings SET hold_until = @holdUntil
       WHERE id = @id AND is_walkin = 0 AND (hold_until IS NULL OR hold_until < @now)
         AND NOT EXISTS (SELECT 1 FROM payments p
           WHERE p.wedding_id = @id AND p.status = 'completed')`,
      { id, holdUntil, now },
    ),

  weddingFacts: (id: number) =>
    get<{
      wedding_id: number;
      business_id: number;
      owner_id: number;
      customer_id: number | null;
      customer_name: string;
      business_name: string;
      title: string;
      hold_until: string | null;
    }>(
      `SELECT w.id AS wedding_id, w.business_id, m.user_id AS owner_id,
         w.customer_user_id AS customer_id,
         coalesce(${personName('u')}, w.contact_name, 'A customer') AS customer_name,
         b.business_name, w.title, w.hold_until
       FROM weddings w
       JOIN businesses b ON b.id = w.business_id
       JOIN user_business_mapping m ON m.business_id = w.business_id
       LEFT JOIN users u ON u.id = w.customer_user_id
       WHERE w.id = @id`,
      { id },
    ),

  /** Held bookings whose deadline is ahead and within two days: those a reminder may be owed. */
  *heldUntilBefore(now: string, until: string): Step<{ id: number; hold_until: string }[]> {
    return yield* all<{ id: number; hold_until: string }>(
      `SELECT id, hold_until FROM bookings WHERE status = 'verified' AND hold_until IS NOT NULL
         AND hold_until > @now AND hold_until <= @until ORDER BY hold_until, id`,
      { now, until },
    );
  },

  /** Held weddings (an event accepted) whose deadline is ahead and within two days. */
  *heldWeddingsUntilBefore(now: string, until: string): Step<{ id: number; hold_until: string }[]> {
    return yield* all<{ id: number; hold_until: string }>(
      `SELECT w.id, w.hold_until FROM weddings w WHERE w.hold_until IS NOT NULL
         AND w.hold_until > @now AND w.hold_until <= @until
         AND EXISTS (SELECT 1 FROM bookings k WHERE k.wedding_id = w.id AND k.status = 'verified')
       ORDER BY w.hold_until, w.id`,
      { now, until },
    );
  },

  /** Marks a reminder sent; whether this call did (a second, or another process, did not). */
  *markSent(subject: string, kind: string, holdUntil: string, now: string): Step<boolean> {
    const row = yield* get<{ subject: string }>(
      `INSERT INTO hold_reminders (subject, kind, hold_until, sent_at)
       VALUES (@subject, @kind, @holdUntil, @now)
       ON CONFLICT DO NOTHING RETURNING subject`,
      { subject, kind, holdUntil, now },
    );
    return row !== undefined;
  },
};
