import { holdsSlot } from '@baraat/shared/domain/booking';
import { holdOf } from '@baraat/shared/domain/holds';
import { personName } from '@baraat/shared/domain/names';
import { bookingTotal } from '@baraat/shared/domain/pricing';
import type { OwnerBooking } from '@baraat/shared/schemas/business-bookings';
import { isSet } from '../../db/flags';
import { presentDeskPerson } from '../../db/names';
import type { OwnedBusiness } from '../../http/owned-business';
import type { EventFacts } from '../activity/service';
import type { AcceptTerms } from '../holds/service';
import type { DecisionFacts } from '../notifications/events-service';
import type { ChangingRow, OwnerBookingRow } from './repo';

/** A booking as the owner's Booking Requests screen reads it (docs/product/requests.md#what-a-request-shows). */
/** The package the booking chose, as it stands (none when it chose none). */
const packageOf = (row: OwnerBookingRow) =>
  row.package_id !== null && row.package_name !== null
    ? {
        package_id: row.package_id,
        package_name: row.package_name,
        price: row.package_price ?? 0,
        price_basis: row.package_price_basis ?? 'per_person',
      }
    : null;

export function presentOwnerBooking(row: OwnerBookingRow, today: string): OwnerBooking {
  const pkg = packageOf(row);
  return {
    booking_id: row.id,
    status: row.status,
    is_verified: holdsSlot(row.status),
    is_declined: row.status === 'declined',
    is_past: row.date < today,
    slot: {
      slot_id: row.slot_id,
      slot_name: row.slot_name,
      date: row.date,
      start_time: row.start_time ?? '',
      end_time: row.end_time ?? '',
      worker_id: row.slot_worker_id,
    },
    // No account behind the booking (a walk-in): no user to message.
    user:
      row.customer_user_id !== null && row.first_name !== null
        ? {
            user_id: row.customer_user_id,
            first_name: row.first_name,
            last_name: row.last_name ?? '',
            email: row.email ?? '',
            mobile: row.mobile ?? '',
          }
        : null,
    is_walkin: isSet(row.is_walkin),
    walkin_customer: isSet(row.is_walkin)
      ? { name: row.contact_name ?? '', phone: row.contact_phone, email: row.contact_email }
      : null,
    message: row.message,
    number_of_people: row.number_of_people,
    package_selected_id: row.package_id,
    package_selected: pkg,
    worker_assigned_id: row.worker_id,
    worker_assigned:
      row.worker_id !== null && row.worker_name !== null && row.worker_role !== null
        ? {
            business_worker_entity_id: row.worker_id,
            name: row.worker_name,
            capacity: row.worker_capacity ?? 0,
            worker_role: row.worker_role,
          }
        : null,
    event_hall:
      row.hall_id !== null && row.hall_name !== null
        ? { worker_id: row.hall_id, name: row.hall_name }
        : null,
    event_type: row.event_name ? { event_name: row.event_name } : null,
    total_amount: bookingTotal(pkg, row.number_of_people),
    decline_reason: row.decline_reason,
    notes: row.notes,
    created_at: row.created_at,
    decided_at: row.decided_at,
    created_by: presentDeskPerson(row.created_by_id, row.created_by_name),
    answered_by: presentDeskPerson(row.answered_by_id, row.answered_by_name),
    wedding:
      row.wedding_id !== null && row.wedding_title !== null
        ? { wedding_id: row.wedding_id, title: row.wedding_title }
        : null,
    ...holdOf(row),
  };
}

/** What a decision's notification says, from the booking as the decision read it: none of it
 * changes with the decision. */
export const decided = (business: OwnedBusiness, row: OwnerBookingRow): DecisionFacts => ({
  customer_id: row.customer_user_id,
  business_name: business.businessName,
  date: row.date,
  start_time: row.start_time ?? '',
  end_time: row.end_time ?? '',
});

/** What a change's line of the Activity names (docs/product/accounts.md#who-did-what), from
 * the booking as the change left it: the customer (a walk-in's contact), its hall, its time. */
export const lineFacts = (row: OwnerBookingRow): EventFacts => ({
  customer_name: personName(row) || row.contact_name || null,
  hall_name: row.hall_name,
  date: row.date,
  start_time: row.start_time ?? '',
  end_time: row.end_time ?? '',
});

/** The booking being accepted as its hold reads it: the business's terms, what the booking is
 * worth and what is paid of it (docs/product/payments.md#holding-a-date). */
export const acceptTerms = (business: OwnedBusiness, row: ChangingRow): AcceptTerms => ({
  wedding_id: row.wedding_id,
  is_walkin: row.is_walkin,
  hold_days: business.holdDays,
  advance_percent: business.advancePercent,
  total_amount: bookingTotal(packageOf(row), row.number_of_people),
  paid_amount: row.paid_amount,
});
