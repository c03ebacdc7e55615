import type { Payment } from '@baraat/shared/schemas/payments';
import { describe, expect, it } from 'vitest';
import { bookingBalances, inPeriod, type PricedBooking, paymentTotals } from './payment-totals';

const payment = (id: number, booking: number, amount: number, status: Payment['status']) =>
  ({
    payment_id: id,
    booking_id: booking,
    business_name: `Vendor ${booking}`,
    booking_date: `2026-12-0${booking}`,
    amount,
    status,
  }) as Payment;

const payments = [
  payment(1, 1, 120_000, 'completed'),
  payment(2, 1, 280_000, 'completed'),
  payment(3, 2, 50_000, 'completed'),
  payment(4, 2, 10_000, 'refunded'),
];
// Booking 2's package is per guest: 2 guests at 100,000 make its total.
const bookings = [
  { booking_id: 1, package_selected: { price: 400_000 }, total_amount: 400_000 },
  { booking_id: 2, package_selected: { price: 100_000 }, total_amount: 200_000 },
] satisfies PricedBooking[];

describe('payments tab sums', () => {
  it('counts refunded money apart from what was paid', () => {
    expect(paymentTotals(payments)).toEqual({ paid: 450_000, refunded: 10_000, count: 4 });
  });

  it('shows each booking’s balance against its total, latest event first', () => {
    expect(bookingBalances(payments, bookings)).toEqual([
      expect.objectContaining({ booking_id: 2, paid: 50_000, total: 200_000, due: 150_000 }),
      expect.objectContaining({ booking_id: 1, paid: 400_000, total: 400_000, due: 0 }),
    ]);
  });

  it("shows a wedding's payments towards the wedding, with no booking total to owe against", () => {
    const wedding = { wedding_id: 7, title: "Ayesha & Bilal's wedding" };
    const held = [{ ...bookings[1]!, wedding }];
    expect(bookingBalances(payments.slice(2), held)).toEqual([
      expect.objectContaining({ booking_id: 2, paid: 50_000, total: null, due: null, wedding }),
    ]);
  });

  it('leaves the balance unknown for a booking without a package', () => {
    expect(bookingBalances(payments.slice(0, 1), [])).toEqual([
      expect.objectContaining({ booking_id: 1, paid: 120_000, total: null, due: null }),
    ]);
  });

  it('keeps a period of N days as today and the N-1 days before', () => {
    const dated = [
      { ...payment(1, 1, 1, 'completed'), payment_date: '2026-11-22' },
      { ...payment(2, 1, 1, 'completed'), payment_date: '2026-11-16' },
      { ...payment(3, 1, 1, 'completed'), payment_date: '2026-11-15' },
    ];
    expect(inPeriod(dated, 7, '2026-11-22').map((p) => p.payment_id)).toEqual([1, 2]);
    expect(inPeriod(dated, 30, '2026-11-22')).toHaveLength(3);
  });
});
