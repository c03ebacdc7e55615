// What the checkouts' component tests are answered with: a pending checkout of a booking's
// advance, and a wedding's instalment due now.
import type { Checkout, PaymentDue } from '@baraat/shared/schemas/checkouts';

export const PENDING_CHECKOUT: Checkout = {
  reference: 'BRT7Q2K9',
  provider: 'jazzcash',
  booking_id: 12,
  wedding_id: null,
  business_name: 'Noor Banquets',
  title: 'Gold Package',
  kind: 'advance',
  amount: 45_000,
  status: 'pending',
  payment_id: null,
  created_at: '2026-11-28T10:00:00.000Z',
  expires_at: '2026-11-28T10:30:00.000Z',
};

export const INSTALMENT_DUE: PaymentDue = {
  booking_id: null,
  wedding_id: 5,
  business_name: 'Shalimar Marquee',
  title: "Ayesha's wedding",
  event_date: '2026-12-10',
  kind: 'instalment',
  label: 'Before the first event',
  amount: 480_000,
  due_on: '2026-12-03',
  hold_until: null,
  hold: 'confirmed',
};
