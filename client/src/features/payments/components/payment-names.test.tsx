// What each list of payments says a payment was for: a wedding's payment by the wedding and
// who paid (docs/product/weddings.md#payments-of-a-wedding), a booking's by its booking; its
// status and kind as labels (docs/product/texts.md#status-labels); the customer's list names
// the vendor with its city (docs/product/discovery.md#vendors-of-one-name).
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, stubFetch } from '@/lib/test-fetch';
import { renderWithQueries } from '@/lib/test-render';
import { payment } from '../test-payments';
import { PaymentsOverview } from './payments-overview';
import { PaymentsTable } from './payments-table';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ofWedding = payment({
  payment_id: 2,
  wedding_id: 9,
  wedding_title: 'Ayesha & Bilal’s wedding',
  payer_name: 'Bride’s family',
  amount: 727_800,
  kind: 'advance',
  status: 'refunded',
});
const ofBooking = payment({ payment_id: 3, booking_id: 2, kind: 'balance' });

const rowOf = (table: HTMLElement, id: number) =>
  within(table).getAllByRole('row')[
    [ofWedding, ofBooking].findIndex((p) => p.payment_id === id) + 1
  ]!;

describe('the owner’s Payments recorded', () => {
  it('names a wedding’s payment by the wedding and payer, a booking’s by its booking, statuses as labels', () => {
    render(
      <MemoryRouter>
        <PaymentsTable payments={[ofWedding, ofBooking]} onRefund={() => undefined} />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table', { name: 'Payments recorded' });
    const cell = (id: number, label: string) =>
      rowOf(table, id).querySelector(`td[data-label="${label}"]`)!.textContent;
    expect(cell(2, 'Booking')).toBe('Ayesha & Bilal’s wedding · Bride’s family');
    expect(cell(3, 'Booking')).toBe('#2 (Balance)');
    expect(cell(2, 'Status')).toBe('Refunded');
    expect(cell(3, 'Status')).toBe('Completed');
    expect(table.textContent).not.toMatch(/#28|\((advance|balance)\)|completed|refunded/);
    // Each payment links to its receipt (docs/product/payments.md#receipts).
    expect(
      within(rowOf(table, 2))
        .getByRole('link', { name: /Receipt/ })
        .getAttribute('href'),
    ).toBe('/receipts/2');
  });
});

describe('the customer’s Payments tab', () => {
  it('says what each payment was for, names the vendor with its city, statuses as labels', async () => {
    stubFetch(() => jsonAnswer([ofWedding, ofBooking]));
    renderWithQueries(<PaymentsOverview userId={5} bookings={[]} />);
    const table = await screen.findByRole('table', { name: 'Payments' });
    const cells = (id: number) =>
      Array.from(rowOf(table, id).querySelectorAll('td'), (td) => td.textContent);
    expect(cells(2)).toEqual([
      expect.any(String),
      'Shalimar Marquee · Lahore',
      'Ayesha & Bilal’s wedding · Bride’s family',
      'Cash',
      '—',
      expect.stringContaining('727,800'),
      'Refunded',
      'Receipt',
    ]);
    expect(cells(3).slice(1, 3)).toEqual([
      'Shalimar Marquee · Lahore',
      'Silver Lawn Package (Balance)',
    ]);
    expect(cells(3)[6]).toBe('Completed');
    const byBooking = screen.getByRole('list', { name: 'Paid by booking' });
    expect(byBooking.textContent).toContain('Shalimar Marquee · Lahore');
  });
});
