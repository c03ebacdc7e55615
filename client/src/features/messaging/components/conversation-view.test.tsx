import 'fake-indexeddb/auto';
import { MESSAGE_PAGE } from '@baraat/shared/schemas/messaging';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { database } from '@/lib/db';
import { drainOutbox } from '@/lib/outbox-drain';
import { registerOutboxKinds } from '@/lib/outbox-kinds';
import { oneByOne } from '@/lib/outbox-transport';
import { queueMessage, sendMessageKind } from '../api/send-message';
import { ME, testMessage, VENDOR } from '../test-messages';
import { ConversationView } from './conversation-view';

registerOutboxKinds([sendMessageKind]);

vi.mock('@/lib/realtime', () => ({
  onReconnect: () => () => undefined,
  sendFrame: () => false,
}));
vi.mock('@/lib/outbox-runner', () => ({ kickOutbox: () => undefined }));

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
// 21 messages from the vendor, oldest first; the server pages them 20 at a time from the newest.
const all = Array.from({ length: MESSAGE_PAGE + 1 }, (_, i) =>
  testMessage({
    message_id: i + 1,
    sender_id: VENDOR,
    receiver_id: ME,
    message_body: `Message ${i + 1}`,
    created_at: minutesAgo(100 - i),
  }),
);

let requests: Request[];
let failMessages: boolean;
beforeEach(async () => {
  requests = [];
  failMessages = false;
  const db = await database();
  await Promise.all([db.messages.clear(), db.conversations.clear(), db.outbox.clear()]);
  class PageRequest extends Request {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, 'http://baraat.test') : input, init);
    }
  }
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', async (request: Request) => {
    requests.push(request);
    const url = new URL(request.url);
    if (request.method === 'PATCH') {
      return Response.json({ conversation_id: 3, marked: 21, unread_total: 0 });
    }
    if (failMessages) return Response.json({ detail: 'Internal server error' }, { status: 500 });
    const offset = Number(url.searchParams.get('offset'));
    const end = all.length - offset;
    const page = all.slice(Math.max(0, end - MESSAGE_PAGE), end);
    return Response.json({ conversation_id: 3, messages: page, has_more: end > MESSAGE_PAGE });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const party = { userId: VENDOR, name: 'Shalimar Marquee', conversationId: 3 };
const view = () =>
  render(<ConversationView ownerId={ME} party={party} onBack={vi.fn()} onDiscovered={vi.fn()} />);

describe('a conversation', () => {
  it('shows the newest 20, loads older ones on demand and marks the conversation read', async () => {
    view();
    const list = await screen.findByRole('list', { name: 'Messages with Shalimar Marquee' });
    expect(await within(list).findByText('Message 21')).toBeTruthy();
    expect(within(list).queryByText('Message 1')).toBeNull();
    expect(requests.some((r) => r.method === 'PATCH' && r.url.endsWith('/3/read'))).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
    expect(await within(list).findByText('Message 1')).toBeTruthy();
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('Message 1');
    expect(screen.queryByRole('button', { name: 'Load older messages' })).toBeNull();
    expect(new URL(requests.at(-1)!.url).searchParams.get('offset')).toBe('20');
  });

  it('says loading failed with Retry when the server errs', async () => {
    failMessages = true;
    view();
    expect(await screen.findByText('Failed to load messages. Please try again.')).toBeTruthy();
    failMessages = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Message 21')).toBeTruthy();
    expect(screen.queryByText('Failed to load messages. Please try again.')).toBeNull();
  });

  it('keeps a refused message beside its reason with Retry and Delete', async () => {
    await queueMessage(ME, VENDOR, 'Can I pay in cash?', 3);
    await drainOutbox(
      oneByOne(async () => ({
        status: 403,
        body: { detail: 'Permission denied: this account cannot write to the vendor' },
      })),
    );
    view();
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toContain('Permission denied: this account cannot write');
    expect(within(refusal).getByRole('button', { name: 'Retry' })).toBeTruthy();
    await userEvent.click(within(refusal).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Can I pay in cash?')).toBeNull());
    expect(screen.getByText('Message 21')).toBeTruthy();
    expect(await (await database()).outbox.count()).toBe(0);
  });
});
