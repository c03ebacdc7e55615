// The dashboard's own states over a stubbed fetch (docs/product/messaging.md#notification-dashboard, docs/product/requests.md#texts): the spec's error texts,
// the empty page, and the warning when nothing is selected. The list, filters and live
// arrival are proved against the real server by e2e/notifications.spec.ts.
import { NOTIFICATION_TEXTS, type Notification } from '@baraat/shared/schemas/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationDashboard } from './notification-dashboard';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const booking: Notification = {
  notification_id: 7,
  receiver_id: 3,
  type: 'booking_new',
  title: 'New booking request',
  message: 'Zara Ahmed asked for a Mehndi on Tue, 1 Dec 2026, 6:00 – 10:00 pm.',
  data: { booking_id: 11 },
  priority: 'high',
  action_url: '/business/home?tab=events',
  is_read: false,
  created_at: '2026-11-23T17:00:00.000Z',
};

const page = (notifications: Notification[]) =>
  json(200, {
    notifications,
    total: notifications.length,
    unread_count: notifications.filter((n) => !n.is_read).length,
    current_page: 1,
    total_pages: 1,
  });

/** Answers by "METHOD path"; anything else is a 500. */
let answers: Record<string, () => Response>;

beforeEach(() => {
  class PageRequest extends Request {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, 'http://baraat.test') : input, init);
    }
  }
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', async (request: Request) => {
    const answer = answers[`${request.method} ${new URL(request.url).pathname}`];
    return answer ? answer() : json(500, { detail: 'Internal server error' });
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
        <NotificationDashboard userId={3} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('notification dashboard', () => {
  it('says the list failed to load, and Try Again shows it', async () => {
    answers = {};
    renderDashboard();
    await screen.findByText(NOTIFICATION_TEXTS.loadFailed);
    answers = { 'GET /api/notifications': () => page([booking]) };
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    const item = await screen.findByRole('listitem');
    expect(within(item).getByText('New booking request')).toBeTruthy();
    expect(within(item).getByText('High')).toBeTruthy();
    expect(within(item).getByText('Unread')).toBeTruthy();
  });

  it('says when there is nothing yet', async () => {
    answers = { 'GET /api/notifications': () => page([]) };
    renderDashboard();
    expect(await screen.findByText('You have no notifications yet.')).toBeTruthy();
  });

  it('warns when nothing is selected and names each failed action in the spec’s words', async () => {
    answers = { 'GET /api/notifications': () => page([booking]) };
    renderDashboard();
    await screen.findByText('New booking request');

    await userEvent.click(screen.getByRole('button', { name: 'Mark Read' }));
    expect(screen.getByRole('status').textContent).toBe(NOTIFICATION_TEXTS.noneSelected);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select New booking request' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark Read' }));
    expect((await screen.findByRole('alert')).textContent).toBe(NOTIFICATION_TEXTS.markFailed);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByText(NOTIFICATION_TEXTS.deleteFailed);
    await userEvent.click(screen.getByRole('button', { name: 'Mark All Read' }));
    await screen.findByText(NOTIFICATION_TEXTS.markAllFailed);
  });
});
