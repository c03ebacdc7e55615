// A request as the owner's screens receive it, for this feature's tests.
import type { OwnerBooking } from '@baraat/shared/schemas/business-bookings';

let next = 1;
export function booking(overrides: Partial<OwnerBooking> & { name?: string; date?: string }) {
  const { name = 'Ayesha Khan', date = '2030-05-01', ...rest } = overrides;
  const [first, last] = name.split(' ');
  return {
    booking_id: next++,
    status: 'pending',
    is_verified: false,
    is_declined: false,
    is_past: false,
    slot: {
      slot_id: 1,
      slot_name: '',
      date,
      start_time: '19:00',
      end_time: '23:00',
      worker_id: null,
    },
    user: { user_id: 1, first_name: first!, last_name: last!, email: `${first}@x.pk`, mobile: '' },
    is_walkin: false,
    walkin_customer: null,
    message: '',
    number_of_people: 1,
    package_selected_id: null,
    package_selected: null,
    worker_assigned_id: null,
    worker_assigned: null,
    // Where the server says it is: the hall assigned, unless a test says otherwise.
    event_hall: rest.worker_assigned
      ? {
          worker_id: rest.worker_assigned.business_worker_entity_id,
          name: rest.worker_assigned.name,
        }
      : null,
    event_type: null,
    total_amount: 0,
    decline_reason: null,
    notes: null,
    created_at: '',
    decided_at: null,
    created_by: null,
    answered_by: null,
    wedding: null,
    hold_until: null,
    hold: 'none',
    ...rest,
  } satisfies OwnerBooking as OwnerBooking;
}
