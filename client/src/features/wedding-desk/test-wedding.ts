// A wedding as the owner's view receives it, for this feature's tests: three events of
// Rs 100,000 each, the mehndi accepted, no plan yet, nothing paid.
import type { Instalment, Wedding, WeddingEvent } from '@baraat/shared/schemas/wedding-answers';

const event = (booking_id: number, event_name: string, date: string): WeddingEvent => ({
  booking_id,
  status: 'pending',
  slot_id: booking_id + 100,
  slot_name: '19:00 - 22:00',
  slot_worker_id: null,
  date,
  start_time: '19:00',
  end_time: '22:00',
  event_type_id: 1,
  event_name,
  number_of_people: 300,
  package_id: null,
  package_name: null,
  package_price: null,
  package_price_basis: null,
  worker_id: null,
  worker_name: null,
  decline_reason: null,
  total: 100_000,
});

export function wedding(overrides: Partial<Wedding> = {}): Wedding {
  return {
    wedding_id: 9,
    title: "Ayesha & Bilal's wedding",
    business_id: 3,
    business_name: 'Noor Marquee',
    business_city: 'Lahore',
    business_slug: 'noor-marquee',
    customer_user_id: 12,
    customer_name: 'Ayesha Khan',
    customer_email: 'ayesha@example.pk',
    customer_phone: '+92 300 1234567',
    is_walkin: false,
    message: '',
    booked_on: '2030-01-10',
    accepted_on: '2030-01-10',
    created_at: '2030-01-10T08:00:00.000Z',
    events: [
      { ...event(1, 'Mehndi', '2030-03-01'), status: 'verified' },
      event(2, 'Baraat', '2030-03-02'),
      event(3, 'Walima', '2030-03-03'),
    ],
    total: 300_000,
    paid: 0,
    outstanding: 300_000,
    unscheduled: 300_000,
    plan: [],
    payments: [],
    next_instalment: null,
    hold_until: null,
    hold: 'none',
    ...overrides,
  };
}

export const instalment = (overrides: Partial<Instalment> = {}): Instalment => ({
  item_id: 1,
  position: 1,
  label: 'Advance',
  basis: 'percent',
  amount_given: null,
  percent: 30,
  due: { due_on: '2030-01-10' },
  due_on: '2030-01-10',
  due_event_id: null,
  amount: 90_000,
  paid: 20_000,
  outstanding: 70_000,
  status: 'part_paid',
  ...overrides,
});

/** The balance: the remainder a day after the walima (event 3), following `followed` now. */
export const balanceAfterWalima = (followed: number | null, overrides: Partial<Instalment> = {}) =>
  instalment({
    item_id: 8,
    position: 2,
    label: 'Balance',
    basis: 'remainder',
    percent: null,
    due: { after_event_id: 3, days: 1 },
    due_on: '2030-03-03',
    due_event_id: followed,
    ...overrides,
  });
