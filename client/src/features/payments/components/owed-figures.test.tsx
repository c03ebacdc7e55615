// What the business is owed on the Payments tab and the Dashboard's card, over a stubbed fetch:
// the figures are the server's summary as it gives them (a wedding's outstanding included, not
// a sum of Bookings to collect), with its loading text and a failed load's retry.
import { formatPkr } from '@baraat/shared/domain/format';
import type { PaymentsSummary } from '@baraat/shared/schemas/payments-summary';
import type { Receivable } from '@baraat/shared/schemas/receivables';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs, signOutForTest } from '@/lib/test-desk';
import { jsonAnswer, stubFetch } from '@/lib/test-fetch';
import { renderWithQueries } from '@/lib/test-render';
import { OwedCard } from './owed-card';
import { OwnerPayments } from './owner-payments';

const summary: PaymentsSummary = {
  today: '2026-11-26',
  received: 905_400,
  refunded: 25_000,
  outstanding: 1_798_200,
  overdue: 970_400,
  due_this_week: 120_000,
  bookings: { count: 1, total: 150_000, paid: 50_000, outstanding: 100_000 },
  weddings: [],
};

const receivable: Receivable = {
  booking_id: 41,
  customer_name: 'Rana family',
  customer_email: '',
  event_date: '2026-12-01',
  event_time: '12:00 - 15:00',
  package_name: 'Silver',
  number_of_people: 100,
  status: 'verified',
  total_amount: 150_000,
  paid_amount: 50_000,
  outstanding_amount: 100_000,
  hold_until: null,
  hold: 'confirmed',
};

/** The summary's answers in turn, then the summary itself; every other call a plain answer. */
let summaries: Response[] = [];
beforeEach(() => {
  // The figures are the owner's and the manager's (docs/product/business-desk.md#what-each-role-sees).
  signInAs('owner');
  stubFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/payments/summary') return summaries.shift() ?? jsonAnswer(summary);
    if (path === '/api/payments/receivables') {
      return jsonAnswer(new URL(request.url).searchParams.get('skip') === '0' ? [receivable] : []);
    }
    if (path === '/api/payments/my-payments') return jsonAnswer([]);
    if (path === '/api/business/instalments') {
      return jsonAnswer({
        today: summary.today,
        overdue: [],
        due_this_week: [],
        overdue_total: 0,
        due_this_week_total: 0,
      });
    }
    throw new Error(`unexpected ${path}`);
  });
});
afterEach(() => {
  cleanup();
  signOutForTest();
  summaries = [];
  vi.unstubAllGlobals();
});

const show = renderWithQueries;

const figures = async (name: string) =>
  [...(await screen.findByRole('list', { name })).querySelectorAll('li')].map(
    (item) => item.textContent,
  );

describe('what the business is owed', () => {
  it("shows the Payments tab's Received, Refunded and Outstanding as the server sums them", async () => {
    show(<OwnerPayments ownerId={7} />);
    expect(screen.getByText('Loading what is owed...')).toBeTruthy();
    expect(await figures('Payment totals')).toEqual([
      `${formatPkr(905_400)} Received`,
      `${formatPkr(25_000)} Refunded`,
      `${formatPkr(1_798_200)} Outstanding`,
    ]);
    // Bookings to collect owes Rs 100,000 of it; the rest is the weddings'.
    expect(
      (await screen.findByRole('table', { name: 'Bookings to collect' })).textContent,
    ).toContain('Rana family');
  });

  it('says so when the figures fail to load, and loads them again on Try Again', async () => {
    summaries = [jsonAnswer({ detail: 'Business access required' }, 403)];
    show(<OwnerPayments ownerId={7} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Business access required');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await figures('Payment totals')).toContain(`${formatPkr(1_798_200)} Outstanding`);
  });

  it("shows the Dashboard's card: Outstanding, Overdue and Due this week, leading to Payments", async () => {
    show(<OwedCard ownerId={7} />);
    expect(await figures('Owed')).toEqual([
      `${formatPkr(1_798_200)} Outstanding`,
      `${formatPkr(970_400)} Overdue`,
      `${formatPkr(120_000)} Due this week`,
    ]);
    const overdue = screen.getByRole('list', { name: 'Owed' }).querySelectorAll('li')[1]!;
    expect(overdue.className).toBe('instalments-overdue');
    expect(screen.getByRole('link', { name: 'Open Payments' }).getAttribute('href')).toBe(
      '/business/home?tab=payments',
    );
  });
});
