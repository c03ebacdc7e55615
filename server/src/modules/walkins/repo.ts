// SQL of walk-ins: a booking with no customer account, accepted as it is recorded.
import { insertedId } from '../../db/dialect';
import { run } from '../../db/engine';

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
  /** A walk-in wedding's event: its wedding and event type (docs/product/weddings.md#the-owner-answers). */
  wedding_id?: number | null;
  event_type_id?: number | null;
  /** Who logged it (and so answered it), and the shared tablet's account when that acted for
   * them (docs/product/accounts.md#who-did-what). */
  created_by_user_id: number;
  device_user_id: number | null;
}

/** Walk-ins' own SQL as steps, on either engine (docs/architecture.md#10-two-engines). */
export const walkInsRepo = {
  *insert(walkIn: NewWalkIn) {
    return yield* insertedId(
      `INSERT INTO bookings (slot_id, business_id, customer_user_id, event_type_id,
         event_type_text, package_id, worker_id, number_of_people, message, contact_name,
         contact_phone, contact_email, wedding_id, status, is_walkin, decided_at, created_at,
         modified_at, created_by_user_id, device_user_id, answered_by_user_id)
       VALUES (@slot_id, @business_id, NULL, @event_type_id, 'Walk-in', @package_id, @worker_id,
         @number_of_people, @message, @contact_name, @contact_phone, @contact_email, @wedding_id,
         'verified', 1, @now, @now, @now, @created_by_user_id, @device_user_id,
         @created_by_user_id)`,
      {
        ...walkIn,
        wedding_id: walkIn.wedding_id ?? null,
        event_type_id: walkIn.event_type_id ?? null,
      },
    );
  },
  /** The walk-in's slot is taken. */
  *reserve(slotId: number, now: string) {
    yield* run('UPDATE slots SET is_reserved = 1, modified_at = @now WHERE id = @id', {
      id: slotId,
      now,
    });
  },
};
