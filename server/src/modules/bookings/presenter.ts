import { bookingsPageStatus, dashboardStatus, holdsSlot } from '@baraat/shared/domain/booking';
import { holdOf } from '@baraat/shared/domain/holds';
import { bookingTotal } from '@baraat/shared/domain/pricing';
import type { CustomerBooking } from '@baraat/shared/schemas/bookings';
import type { BookingRow } from './repo';

/** A booking as the customer's screens read it (docs/product/booking.md#what-a-booking-holds). */
export function presentBooking(row: BookingRow, today: string): CustomerBooking {
  const pkg =
    row.package_id &&
    row.package_name !== null &&
    row.package_price !== null &&
    row.package_price_basis !== null
      ? {
          package_id: row.package_id,
          package_name: row.package_name,
          price: row.package_price,
          price_basis: row.package_price_basis,
        }
      : null;
  return {
    booking_id: row.id,
    status: row.status,
    dashboard_status: dashboardStatus(row.status),
    page_status: bookingsPageStatus(row.status, row.date, today),
    is_verified: holdsSlot(row.status),
    is_declined: row.status === 'declined',
    is_booked: row.status !== 'cancelled',
    is_past: row.date < today,
    created_at: row.created_at,
    decided_at: row.decided_at,
    message: row.message,
    decline_reason: row.decline_reason,
    number_of_people: row.number_of_people,
    business_id: row.business_id,
    business_name: row.business_name,
    business_address: row.address,
    business_phone: row.business_phone,
    business_owner_id: row.owner_user_id,
    business_owner_name: row.owner_name,
    business: {
      business_id: row.business_id,
      business_name: row.business_name,
      slug: row.slug,
      address: row.address,
      business_phone: row.business_phone,
      city: row.business_city,
    },
    slot: {
      slot_id: row.slot_id,
      slot_name: row.slot_name,
      date: row.date,
      start_time: row.start_time,
      end_time: row.end_time,
    },
    event_type: row.event_name
      ? { event_type_id: row.event_type_id, event_name: row.event_name }
      : null,
    // The joined package and worker are there whenever their id is (foreign keys).
    package_selected: pkg,
    total_amount: bookingTotal(pkg, row.number_of_people),
    // Where the event is (docs/product/calendar.md#where-an-event-is).
    worker_assigned:
      row.hall_id !== null && row.hall_name !== null
        ? { worker_id: row.hall_id, name: row.hall_name }
        : null,
    wedding:
      row.wedding_id !== null && row.wedding_title !== null
        ? { wedding_id: row.wedding_id, title: row.wedding_title }
        : null,
    ...holdOf(row),
  };
}
