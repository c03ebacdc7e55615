import 'fake-indexeddb/auto';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { database } from '@/lib/db';
import { ME, testConversation } from '../test-messages';
import { Inbox } from './inbox';

// The socket and the drainer are not under test: the inbox works without either.
vi.mock('@/lib/realtime', () => ({
  startRealtime: () => () => undefined,
  subscribe: () => () => undefined,
  onReconnect: () => () => undefined,
  sendFrame: () => false,
}));
vi.mock('@/lib/outbox-runner', () => ({ kickOutbox: () => undefined }));

let answer: () => Response;
beforeEach(async () => {
  const db = await database();
  await Promise.all([db.outbox.clear(), db.messages.clear(), db.conversations.clear()]);
  // jsdom has no fetch: Node's Request needs an absolute URL, as a page's base would give.
  class PageRequest extends Request {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, 'http://baraat.test') : input, init);
    }
  }
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', async () => answer());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function openInbox(state?: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/messages', state }]}>
      <Inbox ownerId={5} />
    </MemoryRouter>,
  );
}

describe('the inbox', () => {
  it('opens a new conversation from navigation state and shows a message pending at once', async () => {
    answer = () => json([]);
    openInbox({ recipientId: 9, recipientName: 'Bilal', businessName: 'Shalimar Marquee' });
    expect(await screen.findByRole('heading', { name: 'Shalimar Marquee' })).toBeTruthy();
    expect(screen.getByText('Connecting')).toBeTruthy();
    expect(await screen.findByText('No messages yet. Say salaam!')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Salaam{Enter}');
    const list = await screen.findByRole('list', { name: 'Messages with Shalimar Marquee' });
    expect(within(list).getByText('Salaam')).toBeTruthy();
    expect(within(list).getByRole('img', { name: 'Waiting to send' })).toBeTruthy();
    const [entry] = await (await database()).outbox.toArray();
    expect(entry?.path).toBe('messaging/conversations/9/messages');
  });

  it('says the list failed with Try Again, and a welcome when nothing is open', async () => {
    answer = () => json({ detail: 'Internal server error' }, 500);
    openInbox();
    expect(await screen.findByText('Failed to load conversations. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Welcome to your inbox' })).toBeTruthy();
  });

  it('shows the saved list with an offline note when no answer comes', async () => {
    const db = await database();
    await db.conversations.put({
      ...testConversation({
        last_message_at: new Date().toISOString(),
        unread_count: 120,
        last_message_preview: 'See you on Friday',
      }),
      owner_id: ME,
    });
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    openInbox();
    expect(
      await screen.findByText('Offline — showing conversations saved on this device'),
    ).toBeTruthy();
    const row = screen.getByRole('button', { name: /Shalimar Marquee/ });
    // The vendor with its city (docs/product/discovery.md#vendors-of-one-name).
    expect(row.querySelector('.conversation-name')!.textContent).toBe('Shalimar Marquee · Lahore');
    expect(row.textContent).toContain('See you on Friday');
    expect(row.textContent).toContain('99+ unread');
    expect(row.textContent).toContain('9+');
    expect(screen.queryByText('Failed to load conversations. Please try again.')).toBeNull();
  });
});
