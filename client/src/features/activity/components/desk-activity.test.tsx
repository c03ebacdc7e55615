// The desk's Activity tab (docs/product/accounts.md#the-activity-list) over a stubbed fetch: the
// lines as the server sends them, the person and day filters asked of the server, and the
// loading, empty and failing states.
import { ACTIVITY_TEXTS } from '@baraat/shared/domain/desk-activity';
import type { User } from '@baraat/shared/schemas/auth';
import type { DeskActivity as Line } from '@baraat/shared/schemas/desk-activity';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/lib/session';
import { DeskActivity } from './desk-activity';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const line = (id: number, extra: Partial<Line> = {}): Line => ({
  activity_id: id,
  who: { id: 21, name: 'Ali Raza' },
  device: null,
  kind: 'walkin_logged',
  summary: 'Walk-in logged: Bilal Ahmed, Shalimar Hall, Sat, 12 Dec, 6:00 – 10:00 pm',
  booking_id: 30,
  slot_id: null,
  payment_id: null,
  wedding_id: null,
  created_at: '2026-12-12T13:32:00.000Z',
  ...extra,
});

const staff = [
  { staff_id: 3, user_id: 21, name: 'Ali Raza', username: 'ali', role: 'front_desk', pin: null },
  { staff_id: 4, user_id: 22, name: 'Sana Malik', username: 'sana', role: 'manager', pin: null },
];

let activity: (url: URL) => Response;
const asked: URL[] = [];

beforeEach(() => {
  asked.length = 0;
  class PageRequest extends Request {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, 'http://baraat.test') : input, init);
    }
  }
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/business/staff')) return json(200, staff);
    asked.push(url);
    return activity(url);
  });
  useSessionStore.setState({
    status: 'ready',
    session: {
      accessToken: 'token',
      refreshToken: '',
      expiresAt: Date.now() + 3_600_000,
      user: { user_id: 5, first_name: 'Imran', last_name: 'Ali', staff: null } as User,
    },
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderActivity() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DeskActivity businessId={1} />
    </QueryClientProvider>,
  );
}

describe('the Activity tab', () => {
  it('lists who did what, naming the tablet that acted for them', async () => {
    activity = () =>
      json(200, [
        line(2, {
          kind: 'payment_recorded',
          summary: 'Payment recorded: Rs 50,000, Bilal Ahmed',
          device: { id: 5, name: 'Imran Ali' },
        }),
        line(1),
      ]);
    renderActivity();
    const list = await screen.findByRole('list', { name: 'Activity' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first!.textContent).toContain('Payment recorded: Rs 50,000, Bilal Ahmed');
    expect(first!.textContent).toContain("by Ali Raza on Imran Ali's device");
    expect(second!.textContent).toContain('Walk-in logged: Bilal Ahmed, Shalimar Hall');
    expect(second!.textContent).toContain('by Ali Raza ·');
  });

  it('asks for one person’s lines and one day’s, the owner and the staff to choose from', async () => {
    activity = () => json(200, [line(1)]);
    renderActivity();
    await screen.findByRole('list', { name: 'Activity' });
    const person = screen.getByRole('combobox', { name: 'Person' });
    await screen.findByRole('option', { name: 'Sana Malik' });
    const names = within(person)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toEqual([ACTIVITY_TEXTS.everyone, 'Imran Ali', 'Ali Raza', 'Sana Malik']);
    await userEvent.selectOptions(person, 'Sana Malik');
    activity = () => json(200, []);
    await userEvent.type(screen.getByRole('textbox', { name: 'Day' }), '12/12/2026');
    expect(await screen.findByText(ACTIVITY_TEXTS.empty)).toBeTruthy();
    const last = asked.at(-1)!;
    expect(last.searchParams.get('user_id')).toBe('22');
    expect(last.searchParams.get('date')).toBe('2026-12-12');
  });

  it('shows the next 50 on Show more, and no more after a page that is not full', async () => {
    activity = (url) =>
      url.searchParams.get('skip') === '0'
        ? json(
            200,
            Array.from({ length: 50 }, (_, i) => line(100 - i)),
          )
        : json(200, [line(1, { summary: 'Slot added: Shalimar Hall' })]);
    renderActivity();
    const list = await screen.findByRole('list', { name: 'Activity' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    await userEvent.click(screen.getByRole('button', { name: ACTIVITY_TEXTS.more }));
    expect(await screen.findByText('Slot added: Shalimar Hall')).toBeTruthy();
    expect(asked.at(-1)?.searchParams.get('skip')).toBe('50');
    expect(screen.queryByRole('button', { name: ACTIVITY_TEXTS.more })).toBeNull();
  });

  it('shows loading, then the failure with Try Again, which asks once more', async () => {
    activity = () => json(500, { detail: 'Internal server error' });
    renderActivity();
    expect(screen.getByText(ACTIVITY_TEXTS.loading)).toBeTruthy();
    expect(await screen.findByText(ACTIVITY_TEXTS.failed)).toBeTruthy();
    activity = () => json(200, [line(1)]);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Activity' })).toBeTruthy();
  });
});
