// For component tests of the payments' lists: a payment as the server answers it.
import type { Payment } from '@baraat/shared/schemas/payments';

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
