// A customer's booking as their lists read it, for the component tests: a pending request at
// Shalimar Marquee, Lahore.
import type { CustomerBooking } from '@baraat/shared/schemas/bookings';

const business = {
  business_id: 7,
  business_name: 'Shalimar Marquee',
  slug: 'shalimar-marquee',
  address: 'Canal Road',
  business_phone: '0300-1234567',
  city: 'Lahore',
};

export const PENDING_BOOKING = {
  booking_id: 31,
  status: 'pending',
  dashboard_status: 'pending',
  page_status: 'pending',
  is_verified: false,
  is_declined: false,
  is_booked: false,
  is_past: false,
  created_at: '2026-11-26T10:00:00Z',
  decided_at: null,
  message: '',
  decline_reason: null,
  number_of_people: 150,
  business_id: 7,
  business_name: business.business_name,
  business_address: business.address,
  business_phone: business.business_phone,
  business_owner_id: 2,
  business_owner_name: 'Imran',
  business,
  slot: {
    slot_id: 4,
    slot_name: 'Evening',
    date: '2026-12-10',
    start_time: '19:00',
    end_time: '22:00',
  },
  event_type: { event_type_id: 3, event_name: 'Mehndi' },
  package_selected: null,
  total_amount: 0,
  worker_assigned: null,
  wedding: null,
  hold_until: null,
  hold: 'none',
} satisfies CustomerBooking;
