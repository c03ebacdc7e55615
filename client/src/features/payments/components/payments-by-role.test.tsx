// The Payments tab by desk role (docs/product/business-desk.md#what-each-role-sees): Refund for
// the owner alone; the totals, instalments due and bookings to collect for the owner and the
// manager; the front desk sees today's payments alone and asks for nothing it would be refused.
import type { DeskRole } from '@baraat/shared/domain/desk-roles';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs, signOutForTest, stubDeskFetch } from '@/lib/test-desk';
import { renderWithQueries } from '@/lib/test-render';
import { payment } from '../test-payments';
import { OwnerPayments } from './owner-payments';

/** The paths the tab asked for. */
let asked: string[] = [];
beforeEach(() => {
  asked = stubDeskFetch({
    '/api/payments/my-payments': [payment({})],
    '/api/payments/receivables': [],
    '/api/business/instalments': {
      today: '2026-11-26',
      overdue: [],
      due_this_week: [],
      overdue_total: 0,
      due_this_week_total: 0,
    },
  });
});
afterEach(() => {
  cleanup();
  signOutForTest();
  vi.unstubAllGlobals();
});

const LEDGER = ['/api/payments/summary', '/api/payments/receivables', '/api/business/instalments'];

async function showAs(role: DeskRole) {
  const user = signInAs(role);
  renderWithQueries(<OwnerPayments ownerId={user.user_id} />);
  await screen.findByRole('table', { name: 'Payments recorded' });
}

describe('the Payments tab by role', () => {
  it('gives the owner Refund and the ledger', async () => {
    await showAs('owner');
    expect(screen.getByRole('button', { name: /^Refund / })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bookings to collect' })).toBeTruthy();
    expect(asked).toEqual(expect.arrayContaining(LEDGER));
  });

  it('gives the manager the ledger but no Refund', async () => {
    await showAs('manager');
    expect(screen.getByRole('heading', { name: 'Bookings to collect' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Refund/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it("shows the front desk today's payments alone, asking for nothing it would be refused", async () => {
    await showAs('front_desk');
    expect(screen.getByRole('heading', { name: 'Payments recorded today' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Refund/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Bookings to collect' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Payment totals' })).toBeNull();
    expect(asked).toEqual(['/api/payments/my-payments']);
  });
});
