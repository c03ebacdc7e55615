import type { User } from '@baraat/shared/schemas/auth';
import type { OutboxBatch } from '@baraat/shared/schemas/sync';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from './db';
import { httpTransport } from './outbox-http';
import { useSessionStore } from './session';

interface Seen {
  method: string;
  path: string;
  key: string | null;
  json: unknown;
}
let seen: Seen[];
let answer: (request: Seen) => Response;

beforeEach(() => {
  seen = [];
  // jsdom has no fetch: Node's Request needs an absolute URL, as a page's base would give.
  class PageRequest extends Request {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, 'http://baraat.test') : input, init);
    }
  }
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', async (request: Request) => {
    const text = await request.text();
    const got: Seen = {
      method: request.method,
      path: new URL(request.url).pathname,
      key: request.headers.get('Idempotency-Key'),
      json: text ? JSON.parse(text) : undefined,
    };
    seen.push(got);
    return answer(got);
  });
  useSessionStore.setState({
    status: 'ready',
    session: {
      accessToken: 'token',
      refreshToken: '',
      expiresAt: Date.now() + 3_600_000,
      user: { user_id: 5 } as User,
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ status: 'ready', session: null });
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let made = 0;
function entry(path: string, method: OutboxEntry['method'] = 'POST', body?: unknown): OutboxEntry {
  made += 1;
  return {
    id: `entry-${made}`,
    owner_id: 5,
    aggregate: 'calendar:5',
    kind: 'desk.write',
    method,
    path,
    body,
    created_at: made,
    attempts: 0,
    next_attempt_at: 0,
    state: 'pending',
  };
}

describe('the outbox over HTTP', () => {
  it('sends the desk’s writes in one batch and reads each entry’s answer', async () => {
    const walkIn = entry('business/walkins', 'POST', { customer_name: 'Ayesha' });
    const block = entry('slots/7/block', 'PATCH');
    const behind = entry('slots/7', 'DELETE');
    answer = () =>
      json({
        results: [
          { id: walkIn.id, status: 201, body: { booking_id: 3 } },
          { id: block.id, status: 503, body: { detail: 'Service temporarily unavailable' } },
        ],
        not_run: [behind.id],
      });
    const answers = await httpTransport([walkIn, block, behind]);
    expect(answers).toEqual([
      { status: 201, body: { booking_id: 3 } },
      { status: 503, body: { detail: 'Service temporarily unavailable' } },
    ]);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/sync/outbox', key: null });
    expect(seen[0]!.json).toEqual({
      entries: [
        {
          id: walkIn.id,
          method: 'POST',
          path: 'business/walkins',
          body: { customer_name: 'Ayesha' },
        },
        { id: block.id, method: 'PATCH', path: 'slots/7/block' },
        { id: behind.id, method: 'DELETE', path: 'slots/7' },
      ],
    } satisfies OutboxBatch);
  });

  it('gives a batch’s own 503 to its first entry and leaves the rest unsent', async () => {
    answer = () => json({ detail: 'Service temporarily unavailable' }, 503);
    const answers = await httpTransport([entry('slots'), entry('slots')]);
    expect(answers).toEqual([{ status: 503, body: { detail: 'Service temporarily unavailable' } }]);
    expect(seen).toHaveLength(1);
  });

  it('sends each entry to its own route when the server has no batch route', async () => {
    const first = entry('slots/3/unblock', 'PATCH');
    const second = entry('slots', 'POST', { date: '2026-05-01' });
    answer = (request) =>
      request.path === '/api/sync/outbox'
        ? json({ detail: 'Not Found' }, 404)
        : json({ slot_id: 3 }, request.method === 'POST' ? 201 : 200);
    const answers = await httpTransport([first, second]);
    expect(answers.map((sent) => sent.status)).toEqual([200, 201]);
    expect(seen.slice(1)).toEqual([
      { method: 'PATCH', path: '/api/slots/3/unblock', key: first.id, json: undefined },
      { method: 'POST', path: '/api/slots', key: second.id, json: { date: '2026-05-01' } },
    ]);
  });

  it('sends a message to its own route with its key', async () => {
    const message = entry('messaging/conversations/9/messages', 'POST', { content: 'Salaam' });
    answer = () => json({ message_id: 1 }, 201);
    expect(await httpTransport([message])).toEqual([{ status: 201, body: { message_id: 1 } }]);
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/api/messaging/conversations/9/messages',
        key: message.id,
        json: { content: 'Salaam' },
      },
    ]);
  });

  it('sends nothing of another account’s under this session', async () => {
    const theirs = { ...entry('slots'), owner_id: 8 };
    expect(await httpTransport([theirs])).toEqual([{ status: 401, body: undefined }]);
    expect(seen).toEqual([]);
  });
});
