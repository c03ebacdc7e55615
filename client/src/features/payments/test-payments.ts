// For component tests of the payments' lists: a payment as the server answers it, and a held
// booking still owing its advance as Bookings to collect lists it.
import type { Payment } from '@baraat/shared/schemas/payments';
import type { Receivable } from '@baraat/shared/schemas/receivables';

export const TODAY = new Date().toISOString().slice(0, 10);
export const payment = (fields: Partial<Payment>): Payment => ({
  payment_id: 1,
  booking_id: 28,
  business_id: 3,
  business_name: 'Shalimar Marquee',
  business_city: 'Lahore',
  customer_name: 'Ayesha Khan',
  customer_email: 'ayesha@example.pk',
  wedding_id: null,
  wedding_title: null,
  payer_name: null,
  amount: 40_000,
  currency: 'PKR',
  kind: 'advance',
  payment_method: 'cash',
  status: 'completed',
  transaction_id: null,
  payment_date: TODAY,
  booking_date: '2030-12-12',
  service_name: 'Silver Lawn Package',
  gateway: null,
  fee_amount: 0,
  net_amount: 40_000,
  note: null,
  created_at: `${TODAY}T10:00:00Z`,
  ...fields,
});

export const heldReceivable: Receivable = {
  booking_id: 41,
  customer_name: 'Sana Malik',
  customer_email: 'sana@example.pk',
  event_date: '2026-12-20',
  event_time: '19:00 - 23:30',
  package_name: 'Gold Walima Package',
  number_of_people: 2,
  status: 'verified',
  total_amount: 300000,
  paid_amount: 0,
  outstanding_amount: 300000,
  hold_until: '2026-12-01T13:00:00.000Z',
  hold: 'held',
};
