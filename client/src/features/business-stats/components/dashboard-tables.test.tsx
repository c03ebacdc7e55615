// The Dashboard's recent transactions: a wedding's payment named by the wedding and who paid
// (docs/product/weddings.md#payments-of-a-wedding), a booking's by its customer, the method,
// kind and status as labels (docs/product/texts.md#status-labels).
import type { RecentTransaction } from '@baraat/shared/schemas/stats';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RecentTransactions } from './dashboard-tables';

afterEach(cleanup);

const transaction = (fields: Partial<RecentTransaction>): RecentTransaction => ({
  payment_id: 1,
  booking_id: 28,
  customer_name: 'Ayesha Khan',
  amount: 727_800,
  kind: 'advance',
  payment_method: 'bank_transfer',
  status: 'completed',
  status_label: 'Completed',
  payment_date: '2026-11-09',
  wedding_title: null,
  payer_name: null,
  ...fields,
});

describe('recent transactions', () => {
  it('name a wedding’s payment by the wedding and payer, a booking’s by its customer', () => {
    render(
      <RecentTransactions
        transactions={[
          transaction({ wedding_title: 'Ayesha & Bilal’s wedding', payer_name: 'Bride’s family' }),
          transaction({
            payment_id: 2,
            amount: 40_000,
            kind: 'balance',
            status: 'refunded',
            status_label: 'Refunded',
          }),
        ]}
      />,
    );
    const [wedding, booking] = within(
      screen.getByRole('list', { name: 'Recent transactions' }),
    ).getAllByRole('listitem');
    expect(wedding!.querySelector('strong')!.textContent).toMatch(
      /727,800 · Ayesha & Bilal’s wedding · Bride’s family$/,
    );
    expect(wedding!.textContent).toContain('Bank transfer · Advance');
    expect(booking!.querySelector('strong')!.textContent).toMatch(/40,000 · Ayesha Khan$/);
    expect(booking!.textContent).toContain('Balance');
    expect(booking!.textContent).toContain('Refunded');
    expect(screen.getByRole('list').textContent).not.toMatch(/advance|balance|completed|refunded/);
  });
});
