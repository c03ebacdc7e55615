// SQL of walk-ins: a booking with no customer account, accepted as it is recorded.
import type { Db } from '../../db/connection';

export interface NewWalkIn {
  slot_id: number;
  business_id: number;
  worker_id: number;
  package_id: number | null;
  number_of_people: number;
  message: string;
  contact_name: string;
  contact_phone: string | null;
  contact_email: string | null;
  now: string;
}

export function createWalkInsRepo(db: Db) {
  const insert = db.prepare<NewWalkIn>(
    `INSERT INTO bookings (slot_id, business_id, customer_user_id, event_type_text, package_id,
       worker_id, number_of_people, message, contact_name, contact_phone, contact_email,
       status, is_walkin, decided_at, created_at, modified_at)
     VALUES (@slot_id, @business_id, NULL, 'Walk-in', @package_id, @worker_id,
       @number_of_people, @message, @contact_name, @contact_phone, @contact_email,
       'verified', 1, @now, @now, @now)`,
  );
  const reserve = db.prepare<{ id: number; now: string }>(
    'UPDATE slots SET is_reserved = 1, modified_at = @now WHERE id = @id',
  );
  return {
    insert: (walkIn: NewWalkIn) => Number(insert.run(walkIn).lastInsertRowid),
    /** The walk-in's slot is taken. */
    reserve: (slotId: number, now: string) => reserve.run({ id: slotId, now }),
  };
}
