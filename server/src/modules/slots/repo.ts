// SQL of the owner's slots (docs/product/calendar.md#calls), as steps of either engine
// (docs/architecture.md#10-two-engines). Rows are the business's own; services check that.
import { idsIn, insertedId, sql } from '../../db/dialect';
import { all, get, run, type Step } from '../../db/engine';
import { deskPersonColumns, eventName, joinDeskPerson, personName } from '../../db/names';

export interface SlotRow {
  id: number;
  business_id: number;
  worker_id: number | null;
  worker_name: string | null;
  slot_name: string;
  description: string;
  date: string;
  start_time: string;
  end_time: string;
  is_available: 0 | 1;
  is_reserved: 0 | 1;
  is_deleted: 0 | 1;
  modified_at: string;
}

export interface SlotBookingRow {
  id: number;
  slot_id: number;
  status: string;
  hold_until: string | null;
  is_walkin: 0 | 1;
  customer_name: string;
  number_of_people: number;
  event_name: string | null;
  package_name: string | null;
  worker_id: number | null;
  message: string;
  modified_at: string;
  created_at: string;
  decided_at: string | null;
  created_by_id: number | null;
  created_by_name: string | null;
  answered_by_id: number | null;
  answered_by_name: string | null;
}

export interface NewSlot {
  business_id: number;
  worker_id: number | null;
  slot_name: string;
  description: string;
  date: string;
  start_time: string;
  end_time: string;
  now: string;
  /** Who added it at the desk, and the shared tablet's account when that acted for them. */
  created_by_user_id: number;
  device_user_id: number | null;
}

export interface SlotWorker {
  id: number;
  name: string;
  is_active: 0 | 1;
}

/** A slot's times on its day, of one hall or team. */
export interface SlotTimes {
  worker_id: number;
  date: string;
  start_time: string;
  end_time: string;
}

const SLOT_COLUMNS = `s.id, s.business_id, s.worker_id, w.name AS worker_name, s.slot_name,
  s.description, s.date, s.start_time, s.end_time, s.is_available, s.is_reserved, s.is_deleted,
  s.modified_at`;

const SLOTS = `SELECT ${SLOT_COLUMNS} FROM slots s LEFT JOIN business_workers w ON w.id = s.worker_id`;

const BOOKING_COLUMNS = `b.id, b.slot_id, b.status, b.hold_until, b.is_walkin,
  COALESCE(${personName('u')}, b.contact_name, '') AS customer_name,
  b.number_of_people, ${eventName('e', 'b')} AS event_name,
  p.package_name, b.worker_id, b.message, b.modified_at, b.created_at, b.decided_at,
  ${deskPersonColumns('cb', 'created_by')}, ${deskPersonColumns('ab', 'answered_by')}`;

const BOOKING_JOINS = `LEFT JOIN users u ON u.id = b.customer_user_id
  LEFT JOIN event_types e ON e.id = b.event_type_id
  LEFT JOIN packages p ON p.id = b.package_id
  ${joinDeskPerson('cb', 'b.created_by_user_id')}
  ${joinDeskPerson('ab', 'b.answered_by_user_id')}`;

// The rows the calendar's change log names, as they are now (a hidden slot is not one).
const BY_IDS = sql`${SLOTS}
     WHERE s.business_id = @business_id AND ${idsIn('s.id', 'ids')}
       AND s.is_deleted = 0`;
const BOOKINGS_BY_IDS = sql`SELECT ${BOOKING_COLUMNS} FROM bookings b ${BOOKING_JOINS}
     WHERE b.business_id = @business_id AND ${idsIn('b.id', 'ids')}`;

export const slotsRepo = {
  inRange: (businessId: number, from: string, to: string): Step<SlotRow[]> =>
    all<SlotRow>(
      `${SLOTS}
       WHERE s.business_id = @business_id AND s.date BETWEEN @from AND @to AND s.is_deleted = 0
       ORDER BY s.date, s.start_time, s.id`,
      { business_id: businessId, from, to },
    ),
  byId: (id: number): Step<SlotRow | undefined> =>
    get<SlotRow>(`${SLOTS} WHERE s.id = @id`, { id }),
  bookingsInRange: (businessId: number, from: string, to: string): Step<SlotBookingRow[]> =>
    all<SlotBookingRow>(
      `SELECT ${BOOKING_COLUMNS} FROM bookings b JOIN slots s ON s.id = b.slot_id ${BOOKING_JOINS}
       WHERE b.business_id = @business_id AND s.date BETWEEN @from AND @to AND s.is_deleted = 0
       ORDER BY b.id`,
      { business_id: businessId, from, to },
    ),
  byIds: (businessId: number, ids: number[]): Step<SlotRow[]> =>
    all<SlotRow>(BY_IDS, { business_id: businessId, ids: JSON.stringify(ids) }),
  bookingsByIds: (businessId: number, ids: number[]): Step<SlotBookingRow[]> =>
    all<SlotBookingRow>(BOOKINGS_BY_IDS, { business_id: businessId, ids: JSON.stringify(ids) }),
  /** A live slot of the hall or team overlapping these times on that day, but `except`. */
  overlapping: (slot: SlotTimes & { except?: number | undefined }): Step<SlotRow | undefined> =>
    get<SlotRow>(
      `${SLOTS}
       WHERE s.worker_id = @worker_id AND s.date = @date AND s.is_deleted = 0 AND s.id <> @except
         AND s.start_time < @end_time AND @start_time < s.end_time
       LIMIT 1`,
      {
        worker_id: slot.worker_id,
        date: slot.date,
        start_time: slot.start_time,
        end_time: slot.end_time,
        except: slot.except ?? 0,
      },
    ),
  /** An open slot of the hall or team at exactly these times (a walk-in may take it). */
  exactOpen: (slot: SlotTimes): Step<SlotRow | undefined> =>
    get<SlotRow>(
      `${SLOTS}
       WHERE s.worker_id = @worker_id AND s.date = @date AND s.start_time = @start_time
         AND s.end_time = @end_time AND s.is_deleted = 0 AND s.is_available = 1
         AND s.is_reserved = 0
       LIMIT 1`,
      {
        worker_id: slot.worker_id,
        date: slot.date,
        start_time: slot.start_time,
        end_time: slot.end_time,
      },
    ),
  setWorker: (id: number, workerId: number, now: string): Step<number> =>
    run('UPDATE slots SET worker_id = @worker_id, modified_at = @now WHERE id = @id', {
      id,
      worker_id: workerId,
      now,
    }),
  worker: (workerId: number): Step<(SlotWorker & { business_id: number }) | undefined> =>
    get<SlotWorker & { business_id: number }>(
      'SELECT id, business_id, name, is_active FROM business_workers WHERE id = @id',
      {
        id: workerId,
      },
    ),
  /** The business's halls and teams, for the bulk plan's names. */
  workersOf: (businessId: number): Step<SlotWorker[]> =>
    all<SlotWorker>(
      'SELECT id, name, is_active FROM business_workers WHERE business_id = @business_id',
      { business_id: businessId },
    ),
  insert: (slot: NewSlot): Step<number> =>
    insertedId(
      `INSERT INTO slots (business_id, worker_id, slot_name, description, date, start_time,
         end_time, created_by_user_id, device_user_id, created_at, modified_at)
       VALUES (@business_id, @worker_id, @slot_name, @description, @date, @start_time, @end_time,
         @created_by_user_id, @device_user_id, @now, @now)`,
      slot,
    ),
  update: (row: {
    id: number;
    worker_id: number | null;
    slot_name: string;
    description: string;
    date: string;
    start_time: string;
    end_time: string;
    now: string;
  }): Step<number> =>
    run(
      `UPDATE slots SET worker_id = @worker_id, slot_name = @slot_name,
         description = @description, date = @date, start_time = @start_time,
         end_time = @end_time, modified_at = @now
       WHERE id = @id`,
      row,
    ),
  setAvailable: (id: number, available: boolean, now: string): Step<number> =>
    run('UPDATE slots SET is_available = @is_available, modified_at = @now WHERE id = @id', {
      id,
      is_available: available ? 1 : 0,
      now,
    }),
  *hasAcceptedBooking(slotId: number): Step<boolean> {
    const row = yield* get<{ id: number }>(
      'SELECT id FROM slot_holding_bookings WHERE slot_id = @slot_id LIMIT 1',
      { slot_id: slotId },
    );
    return row !== undefined;
  },
  *isReferenced(slotId: number): Step<boolean> {
    const row = yield* get<{ n: number }>(
      'SELECT count(*) AS n FROM bookings WHERE slot_id = @slot_id',
      { slot_id: slotId },
    );
    return (row?.n ?? 0) > 0;
  },
  /** Declines the slot's pending requests as `by`; the ids of those it declined, in order. */
  *declinePending(slotId: number, reason: string, now: string, by: number): Step<number[]> {
    const rows = yield* all<{ id: number }>(
      `UPDATE bookings SET status = 'declined', decline_reason = @reason, decided_at = @now,
         modified_at = @now, answered_by_user_id = @by
       WHERE slot_id = @slot_id AND status = 'pending'
       RETURNING id`,
      { slot_id: slotId, reason, now, by },
    );
    return rows.map((row) => row.id).sort((a, b) => a - b);
  },
  softDelete: (id: number, now: string): Step<number> =>
    run('UPDATE slots SET is_deleted = 1, is_available = 0, modified_at = @now WHERE id = @id', {
      id,
      now,
    }),
  hardDelete: (id: number): Step<number> => run('DELETE FROM slots WHERE id = @id', { id }),
};

export type SlotsRepo = typeof slotsRepo;
