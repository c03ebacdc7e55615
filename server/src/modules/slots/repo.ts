// SQL of the owner's slots (docs/product/calendar.md#calls). Rows are the business's own; services check that.
import type { Db } from '../../db/connection';

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
  is_walkin: 0 | 1;
  customer_name: string;
  number_of_people: number;
  event_name: string | null;
  package_name: string | null;
  worker_id: number | null;
  message: string;
  modified_at: string;
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
}

const SLOT_COLUMNS = `s.id, s.business_id, s.worker_id, w.name AS worker_name, s.slot_name,
  s.description, s.date, s.start_time, s.end_time, s.is_available, s.is_reserved, s.is_deleted,
  s.modified_at`;

const BOOKING_COLUMNS = `b.id, b.slot_id, b.status, b.is_walkin,
  COALESCE(NULLIF(trim(COALESCE(u.first_name, '') || ' ' || COALESCE(u.last_name, '')), ''),
    b.contact_name, '') AS customer_name,
  b.number_of_people, COALESCE(e.name, b.event_type_text) AS event_name,
  p.package_name, b.worker_id, b.message, b.modified_at`;

const BOOKING_JOINS = `LEFT JOIN users u ON u.id = b.customer_user_id
  LEFT JOIN event_types e ON e.id = b.event_type_id
  LEFT JOIN packages p ON p.id = b.package_id`;

export function createSlotsRepo(db: Db) {
  const inRange = db.prepare<[number, string, string], SlotRow>(
    `SELECT ${SLOT_COLUMNS} FROM slots s LEFT JOIN business_workers w ON w.id = s.worker_id
     WHERE s.business_id = ? AND s.date BETWEEN ? AND ? AND s.is_deleted = 0
     ORDER BY s.date, s.start_time, s.id`,
  );
  const byId = db.prepare<[number], SlotRow>(
    `SELECT ${SLOT_COLUMNS} FROM slots s LEFT JOIN business_workers w ON w.id = s.worker_id
     WHERE s.id = ?`,
  );
  const bookingsInRange = db.prepare<[number, string, string], SlotBookingRow>(
    `SELECT ${BOOKING_COLUMNS} FROM bookings b JOIN slots s ON s.id = b.slot_id ${BOOKING_JOINS}
     WHERE b.business_id = ? AND s.date BETWEEN ? AND ? AND s.is_deleted = 0
     ORDER BY b.id`,
  );
  // The rows the calendar's change log names, as they are now (a hidden slot is not one).
  const byIds = db.prepare<[number, string], SlotRow>(
    `SELECT ${SLOT_COLUMNS} FROM slots s LEFT JOIN business_workers w ON w.id = s.worker_id
     WHERE s.business_id = ? AND s.id IN (SELECT value FROM json_each(?)) AND s.is_deleted = 0`,
  );
  const bookingsByIds = db.prepare<[number, string], SlotBookingRow>(
    `SELECT ${BOOKING_COLUMNS} FROM bookings b ${BOOKING_JOINS}
     WHERE b.business_id = ? AND b.id IN (SELECT value FROM json_each(?))`,
  );
  const overlapping = db.prepare<
    { worker_id: number; date: string; start_time: string; end_time: string; except: number },
    SlotRow
  >(
    `SELECT ${SLOT_COLUMNS} FROM slots s LEFT JOIN business_workers w ON w.id = s.worker_id
     WHERE s.worker_id = @worker_id AND s.date = @date AND s.is_deleted = 0 AND s.id <> @except
       AND s.start_time < @end_time AND @start_time < s.end_time
     LIMIT 1`,
  );
  const exactOpen = db.prepare<
    { worker_id: number; date: string; start_time: string; end_time: string },
    SlotRow
  >(
    `SELECT ${SLOT_COLUMNS} FROM slots s LEFT JOIN business_workers w ON w.id = s.worker_id
     WHERE s.worker_id = @worker_id AND s.date = @date AND s.start_time = @start_time
       AND s.end_time = @end_time AND s.is_deleted = 0 AND s.is_available = 1
       AND s.is_reserved = 0
     LIMIT 1`,
  );
  const setWorker = db.prepare<{ id: number; worker_id: number; now: string }>(
    'UPDATE slots SET worker_id = @worker_id, modified_at = @now WHERE id = @id',
  );
  const worker = db.prepare<[number, number], { id: number; name: string; is_active: 0 | 1 }>(
    'SELECT id, name, is_active FROM business_workers WHERE id = ? AND business_id = ?',
  );
  const insert = db.prepare<NewSlot>(
    `INSERT INTO slots (business_id, worker_id, slot_name, description, date, start_time,
       end_time, created_at, modified_at)
     VALUES (@business_id, @worker_id, @slot_name, @description, @date, @start_time, @end_time,
       @now, @now)`,
  );
  const update = db.prepare<{
    id: number;
    worker_id: number | null;
    slot_name: string;
    description: string;
    date: string;
    start_time: string;
    end_time: string;
    now: string;
  }>(
    `UPDATE slots SET worker_id = @worker_id, slot_name = @slot_name,
       description = @description, date = @date, start_time = @start_time,
       end_time = @end_time, modified_at = @now
     WHERE id = @id`,
  );
  const setAvailable = db.prepare<{ id: number; is_available: 0 | 1; now: string }>(
    'UPDATE slots SET is_available = @is_available, modified_at = @now WHERE id = @id',
  );
  const accepted = db.prepare<[number], { id: number }>(
    'SELECT id FROM slot_holding_bookings WHERE slot_id = ? LIMIT 1',
  );
  const referenced = db.prepare<[number], { n: number }>(
    'SELECT count(*) AS n FROM bookings WHERE slot_id = ?',
  );
  const declinePending = db.prepare<
    { slot_id: number; reason: string; now: string },
    { id: number }
  >(
    `UPDATE bookings SET status = 'declined', decline_reason = @reason, decided_at = @now,
       modified_at = @now
     WHERE slot_id = @slot_id AND status = 'pending'
     RETURNING id`,
  );
  const softDelete = db.prepare<{ id: number; now: string }>(
    'UPDATE slots SET is_deleted = 1, is_available = 0, modified_at = @now WHERE id = @id',
  );
  const hardDelete = db.prepare<[number]>('DELETE FROM slots WHERE id = ?');

  return {
    inRange: (businessId: number, from: string, to: string) => inRange.all(businessId, from, to),
    byId: (id: number) => byId.get(id),
    bookingsInRange: (businessId: number, from: string, to: string) =>
      bookingsInRange.all(businessId, from, to),
    byIds: (businessId: number, ids: number[]) => byIds.all(businessId, JSON.stringify(ids)),
    bookingsByIds: (businessId: number, ids: number[]) =>
      bookingsByIds.all(businessId, JSON.stringify(ids)),
    /** A live slot of the hall or team overlapping these times on that day, but `except`. */
    overlapping: (slot: {
      worker_id: number;
      date: string;
      start_time: string;
      end_time: string;
      except?: number;
    }) => overlapping.get({ ...slot, except: slot.except ?? 0 }),
    /** An open slot of the hall or team at exactly these times (a walk-in may take it). */
    exactOpen: (slot: { worker_id: number; date: string; start_time: string; end_time: string }) =>
      exactOpen.get(slot),
    setWorker: (id: number, workerId: number, now: string) =>
      setWorker.run({ id, worker_id: workerId, now }),
    worker: (workerId: number, businessId: number) => worker.get(workerId, businessId),
    insert: (slot: NewSlot) => Number(insert.run(slot).lastInsertRowid),
    update: (row: Parameters<typeof update.run>[0]) => update.run(row),
    setAvailable: (id: number, available: boolean, now: string) =>
      setAvailable.run({ id, is_available: available ? 1 : 0, now }),
    hasAcceptedBooking: (slotId: number) => accepted.get(slotId) !== undefined,
    isReferenced: (slotId: number) => (referenced.get(slotId)?.n ?? 0) > 0,
    /** Declines the slot's pending requests; the ids of those it declined. */
    declinePending: (slotId: number, reason: string, now: string) =>
      declinePending.all({ slot_id: slotId, reason, now }).map((row) => row.id),
    softDelete: (id: number, now: string) => softDelete.run({ id, now }),
    hardDelete: (id: number) => hardDelete.run(id),
  };
}

export type SlotsRepo = ReturnType<typeof createSlotsRepo>;
