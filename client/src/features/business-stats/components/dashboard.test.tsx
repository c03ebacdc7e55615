// The dashboard's fallbacks (docs/product/business-desk.md#the-desk-and-its-tabs) over a stubbed fetch: enhanced stats, then the basic
// stats, then zeros with the spec's error. The figures themselves are tested on the server.
import type { BusinessStats, EnhancedStats } from '@baraat/shared/schemas/stats';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dashboard } from './dashboard';

const basic: BusinessStats = {
  total_bookings: 9,
  pending_bookings: 2,
  confirmed_bookings: 6,
  total_revenue: 450000,
  monthly_revenue: 50000,
  weekly_revenue: 0,
  upcoming_events: 1,
  weekly_events: 1,
  total_customers: 5,
  repeat_customers: 1,
  average_rating: 4.2,
  total_reviews: 3,
  total_packages: 3,
  total_services: 2,
  conversion_rate: 85.7,
  response_time: 12.5,
};

const month = (label: string, amount: number) => ({
  label,
  month: label,
  start: '2026-01-01',
  end: '2026-01-31',
  amount,
  bookings: 1,
});

const enhanced: EnhancedStats = {
  ...basic,
  bookings_by_weekday: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((day, i) => ({
    day: day as 'Mon',
    count: i,
  })),
  conversion_funnel: {
    requests: 9,
    answered: 7,
    accepted: 6,
    declined: 1,
    pending: 2,
    cancelled: 0,
  },
  payment_methods: [{ method: 'cash', amount: 450000, count: 2, share: 100 }],
  recent_transactions: [],
  top_packages: [],
  revenue_last_6_months: [
    month('Jun 2026', 0),
    month('Jul 2026', 100000),
    month('Aug 2026', 0),
    month('Sep 2026', 300000),
    month('Oct 2026', 0),
    month('Nov 2026', 50000),
  ],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let answers: Record<string, () => Response>;
const asked: string[] = [];

beforeEach(() => {
  asked.length = 0;
  class PageRequest extends Request {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, 'http://baraat.test') : input, init);
    }
  }
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname.split('/').at(-1)!;
    asked.push(path);
    return answers[path]!();
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDashboard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Dashboard businessId={4} mappingId={7} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const card = (label: string) =>
  within(screen.getByRole('list', { name: 'Business stats' }))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(label))!;

describe('owner dashboard', () => {
  it('draws the enhanced stats with an accessible revenue chart', async () => {
    answers = {
      'enhanced-stats': () => json(200, enhanced),
      'upcoming-events': () => json(200, []),
    };
    renderDashboard();
    const chart = await screen.findByRole('figure', { name: 'Revenue, last 6 months' });
    expect(chart.textContent).toContain('6 bars from Jun 2026 to Nov 2026');
    expect(within(chart).getAllByRole('img')).toHaveLength(6);
    expect(card('Total revenue').textContent).toMatch(/450,000/);
    expect(screen.getByText('No confirmed events in the next 7 days.')).toBeTruthy();
    expect(asked).not.toContain('stats');
  });

  it('falls back to the basic stats when the enhanced ones fail', async () => {
    answers = {
      'enhanced-stats': () => json(500, { detail: 'Internal server error' }),
      stats: () => json(200, basic),
      'upcoming-events': () => json(200, []),
    };
    renderDashboard();
    await screen.findByText(/the figures above are the basic stats/);
    expect(card('Conversion').textContent).toContain('85.7%');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows zeros and the spec’s error when both fail, and Try Again asks again', async () => {
    answers = {
      'enhanced-stats': () => json(503, { detail: 'Down for maintenance' }),
      stats: () => json(503, { detail: 'Down for maintenance' }),
      'upcoming-events': () => json(200, []),
    };
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load dashboard: Down for maintenance');
    expect(card('Total bookings').textContent).toMatch(/^0/);
    answers['enhanced-stats'] = () => json(200, enhanced);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('figure', { name: 'Revenue, last 6 months' })).toBeTruthy();
  });
});
