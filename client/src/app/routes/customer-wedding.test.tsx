// The customer's wedding page and the dashboard's Your weddings over a stubbed fetch: what
// they draw of a wedding (events, totals, plan, payments), and their loading, empty and error
// states. The wedding itself, as the server works it out, is tested in server/src/modules/weddings.
import type { Instalment, Wedding } from '@baraat/shared/schemas/wedding-answers';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INSTALMENT_DUE } from '@/features/checkouts/test-fixtures';
import { createQueryClient } from '@/lib/query-client';
import { YourWeddings } from './customer-dashboard/your-weddings';
import CustomerWeddingRoute from './customer-wedding';

const instalment = (over: Partial<Instalment>): Instalment => ({
  item_id: 1,
  position: 1,
  label: 'Advance',
  basis: 'percent',
  amount_given: null,
  percent: 30,
  due: { due_on: '2026-11-20' },
  due_on: '2026-11-20',
  due_event_id: null,
  amount: 300_000,
  paid: 300_000,
  outstanding: 0,
  status: 'paid',
  ...over,
});

const event = (booking_id: number, date: string, event_name: string) => ({
  booking_id,
  status: 'pending' as const,
  slot_id: booking_id,
  slot_name: 'Evening',
  slot_worker_id: null,
  date,
  start_time: '19:00',
  end_time: '22:00',
  event_type_id: 3,
  event_name,
  number_of_people: 300,
  package_id: 2,
  package_name: 'Marquee night',
  package_price: 400_000,
  package_price_basis: 'per_event' as const,
  worker_id: null,
  worker_name: null,
  decline_reason: null,
  total: 400_000,
});

const before = instalment({
  item_id: 2,
  position: 2,
  label: 'Before the first event',
  due_on: '2026-12-03',
  amount: 480_000,
  paid: 0,
  outstanding: 480_000,
  status: 'overdue',
});

const WEDDING: Wedding = {
  wedding_id: 5,
  title: "Ayesha's wedding",
  business_id: 7,
  business_name: 'Shalimar Marquee',
  business_city: 'Lahore',
  business_slug: 'shalimar-marquee',
  customer_user_id: 3,
  customer_name: 'Ayesha Khan',
  customer_email: 'customer@baraat.pk',
  customer_phone: null,
  is_walkin: false,
  message: '',
  booked_on: '2026-11-20',
  accepted_on: '2026-11-20',
  created_at: '2026-11-20T10:00:00Z',
  events: [
    event(11, '2026-12-10', 'Mehndi'),
    { ...event(12, '2026-12-11', 'Wedding'), status: 'verified' },
    event(13, '2026-12-12', 'Reception'),
  ],
  total: 1_200_000,
  paid: 300_000,
  outstanding: 900_000,
  unscheduled: 120_000,
  plan: [instalment({}), before],
  payments: [],
  next_instalment: before,
  hold_until: null,
  hold: 'confirmed',
};

let answers: (() => Response)[];
let due: unknown[];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  answers = [];
  due = [];
  class PageRequest extends Request {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, 'http://baraat.test') : input, init);
    }
  }
  vi.stubGlobal('Request', PageRequest);
  // What the customer owes online is asked beside the wedding: nothing, unless a test says.
  vi.stubGlobal('fetch', async (request: Request) =>
    request.url.includes('/api/checkouts/due')
      ? json({ providers: ['jazzcash'], due })
      : (answers.shift() ?? (() => json(WEDDING)))(),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const showPage = (id = '5') =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/customer/weddings/${id}`]}>
        <Routes>
          <Route path="/customer/weddings/:id" element={<CustomerWeddingRoute />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('the customer’s wedding page', () => {
  it('shows the events, the totals with what the plan leaves out, the plan and no payments yet', async () => {
    showPage();
    expect(screen.getByText('Loading wedding...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: "Ayesha's wedding" })).toBeTruthy();
    const vendor = screen.getByRole('link', { name: 'Shalimar Marquee' });
    expect(vendor.getAttribute('href')).toBe('/listings/profile/shalimar-marquee');
    expect(vendor.parentElement!.textContent).toBe(
      'At Shalimar Marquee · Lahore · 3 events · Booked Fri, 20 Nov 2026',
    );
    const rows = within(screen.getByRole('region', { name: 'Events' })).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]!.textContent).toMatch(/Thu, 10 Dec 2026, 7:00 – 10:00 pm/);
    expect(rows[1]!.textContent).toMatch(/Mehndi.*Marquee night.*300.*Pending.*Rs\s?400,000/);
    const totals = screen.getByRole('list', { name: 'Wedding totals' });
    expect(totals.textContent).toMatch(/Rs\s?1,200,000 Total/);
    expect(totals.textContent).toMatch(/Rs\s?120,000 Not in the plan/);
    const plan = within(screen.getByRole('region', { name: 'Payment plan' })).getAllByRole('row');
    expect(plan[1]!.textContent).toMatch(/Advance.*Fri, 20 Nov 2026.*Paid/);
    expect(plan[2]!.textContent).toMatch(/Before the first event.*Rs\s?480,000.*Overdue/);
    expect(screen.getByText('No payments yet.')).toBeTruthy();
  });

  it('offers Pay instalment beside Pay by transfer while the wedding owes a payment now', async () => {
    showPage();
    await screen.findByRole('button', { name: 'Pay by transfer' });
    expect(screen.queryByRole('button', { name: 'Pay instalment' })).toBeNull();
    cleanup();
    due = [INSTALMENT_DUE];
    showPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay instalment' }));
    expect(await screen.findByRole('button', { name: 'JazzCash' })).toBeTruthy();
  });

  it('says Wedding not found for a wedding that is not the customer’s', async () => {
    answers = [() => json({ detail: 'Wedding not found' }, 404)];
    showPage();
    expect(await screen.findByText('Wedding not found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });

  it('offers Try Again when the wedding could not be loaded, and shows it after', async () => {
    const down = () => json({ detail: 'Service unavailable' }, 503);
    answers = [down, down];
    showPage();
    // One retry of its own first (lib/query-client.ts), a second later.
    const retry = await screen.findByRole('button', { name: 'Try Again' }, { timeout: 4_000 });
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: "Ayesha's wedding" })).toBeTruthy();
  });
});

/** A wedding not yet answered whose reception was declined: nothing is due yet, and the
 * balance, set a day after the reception, follows the wedding (the last event counting). */
const advance = instalment({ paid: 0, outstanding: 360_000, amount: 360_000, status: 'not_due' });
const UNANSWERED: Wedding = {
  ...WEDDING,
  accepted_on: null,
  events: [
    event(11, '2026-12-10', 'Mehndi'),
    event(12, '2026-12-11', 'Wedding'),
    { ...event(13, '2026-12-12', 'Reception'), status: 'declined' },
  ],
  total: 800_000,
  paid: 0,
  outstanding: 800_000,
  unscheduled: 0,
  plan: [
    advance,
    instalment({
      item_id: 3,
      position: 2,
      label: 'Balance',
      basis: 'remainder',
      percent: null,
      due: { after_event_id: 13, days: 1 },
      due_on: '2026-12-12',
      due_event_id: 12,
      amount: 440_000,
      paid: 0,
      outstanding: 440_000,
      status: 'not_due',
    }),
  ],
  next_instalment: advance,
};

describe('a wedding not yet answered', () => {
  it('reads Due once accepted, never Due today, and says which event a date follows now', async () => {
    answers = [() => json(UNANSWERED)];
    showPage();
    const region = await screen.findByRole('region', { name: 'Payment plan' });
    const plan = within(region).getAllByRole('row');
    expect(plan[1]!.textContent).toMatch(/Advance.*Fri, 20 Nov 2026.*Due once accepted/);
    expect(plan[2]!.textContent).toMatch(
      /Balance.*Sat, 12 Dec 2026 1 day after Wedding \(Reception declined\).*Due once accepted/,
    );
    expect(region.textContent).not.toContain('Due today');
  });

  it('shows its next instalment on the dashboard with no day promised', async () => {
    answers = [() => json([UNANSWERED])];
    showCard();
    await screen.findByRole('link', { name: "Ayesha's wedding" });
    const card = screen.getByRole('listitem');
    expect(card.textContent).toMatch(/Next instalment: Advance · Rs\s?360,000 Due once accepted/);
    expect(card.textContent).not.toContain('due Fri');
  });

  it('reads Not due once every event is declined', async () => {
    const declined = UNANSWERED.events.map((e) => ({ ...e, status: 'declined' as const }));
    answers = [() => json({ ...UNANSWERED, events: declined })];
    showPage();
    const region = await screen.findByRole('region', { name: 'Payment plan' });
    expect(within(region).getAllByRole('row')[1]!.textContent).toMatch(/Advance.*Not due$/);
  });
});

const showCard = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <YourWeddings userId={3} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('Your weddings on the dashboard', () => {
  it('lists each wedding with its next instalment and a link to its page', async () => {
    answers = [() => json([WEDDING])];
    showCard();
    const link = await screen.findByRole('link', { name: "Ayesha's wedding" });
    expect(link.getAttribute('href')).toBe('/customer/weddings/5');
    const card = screen.getByRole('listitem');
    // The vendor with its city (docs/product/discovery.md#vendors-of-one-name).
    expect(card.textContent).toMatch(/Shalimar Marquee · Lahore · 3 events · Rs\s?1,200,000/);
    expect(card.textContent).toMatch(
      /Next instalment: Before the first event, due Thu, 3 Dec 2026 · Rs\s?480,000 Overdue/,
    );
  });

  it('shows nothing to a customer with no wedding', async () => {
    let asked = false;
    answers = [
      () => {
        asked = true;
        return json([]);
      },
    ];
    const { container } = showCard();
    await vi.waitFor(() => expect(asked).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('');
  });
});
