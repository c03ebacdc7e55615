// SQL of the desk's Activity (docs/product/accounts.md#who-did-what), as steps of either engine
// (docs/architecture.md#10-two-engines): a line written in each change's transaction, the list
// read back by business, person and time, and the facts a line's summary names.
import { insertedId } from '../../db/dialect';
import { all, get, type Step } from '../../db/engine';
import { joinEventHall } from '../../db/event-hall';
import { deskPersonColumns, joinDeskPerson, personName } from '../../db/names';

/** What a line is about: the records it names, and what its summary says after the kind's words. */
interface ActivitySubject {
  kind: string;
  booking_id: number | null;
  slot_id: number | null;
  payment_id: number | null;
  wedding_id: number | null;
  details: string;
}

export interface NewActivity extends ActivitySubject {
  business_id: number;
  user_id: number;
  device_user_id: number | null;
  now: string;
}

export interface ActivityRow extends ActivitySubject {
  id: number;
  created_at: string;
  who_id: number;
  who_name: string;
  device_id: number | null;
  device_name: string | null;
}

export interface ActivityFilter {
  business: number;
  user: number | null;
  from: string | null;
  to: string | null;
  skip: number;
  limit: number;
}

/** What a line about a booking or a slot names: who, where and when. */
export interface EventFacts {
  customer_name: string | null;
  hall_name: string | null;
  date: string;
  start_time: string;
  end_time: string;
}

export const activityRepo = {
  insert: (line: NewActivity): Step<number> =>
    insertedId(
      `INSERT INTO desk_activity (business_id, user_id, device_user_id, kind, booking_id, slot_id,
         payment_id, wedding_id, details, created_at)
       VALUES (@business_id, @user_id, @device_user_id, @kind, @booking_id, @slot_id,
         @payment_id, @wedding_id, @details, @now)`,
      line,
    ),
  list: (filter: ActivityFilter): Step<ActivityRow[]> =>
    all<ActivityRow>(
      `SELECT a.id, a.kind, a.booking_id, a.slot_id, a.payment_id, a.wedding_id, a.details,
         a.created_at, ${deskPersonColumns('who', 'who')}, ${deskPersonColumns('dev', 'device')}
       FROM desk_activity a
       ${joinDeskPerson('who', 'a.user_id')}
       ${joinDeskPerson('dev', 'a.device_user_id')}
       WHERE a.business_id = @business
         AND (CAST(@user AS BIGINT) IS NULL OR a.user_id = CAST(@user AS BIGINT))
         AND (CAST(@from AS TEXT) IS NULL OR a.created_at >= CAST(@from AS TEXT))
         AND (CAST(@to AS TEXT) IS NULL OR a.created_at < CAST(@to AS TEXT))
       ORDER BY a.created_at DESC, a.id DESC
       LIMIT @limit OFFSET @skip`,
      filter,
    ),
  bookingFacts: (id: number): Step<EventFacts | undefined> =>
    get<EventFacts>(
      `SELECT coalesce(${personName('u')}, nullif(k.contact_name, '')) AS customer_name,
         eh.name AS hall_name, s.date, s.start_time, s.end_time
       FROM bookings k
       JOIN slots s ON s.id = k.slot_id
       LEFT JOIN users u ON u.id = k.customer_user_id
       ${joinEventHall('eh')}
       WHERE k.id = @id`,
      { id },
    ),
  slotFacts: (id: number): Step<EventFacts | undefined> =>
    get<EventFacts>(
      `SELECT NULL AS customer_name, w.name AS hall_name, s.date, s.start_time, s.end_time
       FROM slots s LEFT JOIN business_workers w ON w.id = s.worker_id
       WHERE s.id = @id`,
      { id },
    ),
  weddingTitle: (id: number): Step<{ title: string } | undefined> =>
    get<{ title: string }>('SELECT title FROM weddings WHERE id = @id', { id }),
  payment: (
    id: number,
  ): Step<{ amount: number; booking_id: number; wedding_id: number | null } | undefined> =>
    get<{ amount: number; booking_id: number; wedding_id: number | null }>(
      'SELECT amount, booking_id, wedding_id FROM payments WHERE id = @id',
      { id },
    ),
};
