import 'fake-indexeddb/auto';
import type { AuthResponse, User } from '@baraat/shared/schemas/auth';
import { STAFF_TEXTS } from '@baraat/shared/schemas/staff';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { database } from './db';
import { actOnDevice, switchedIn, useDeskSeat } from './desk-seat';
import { api } from './http';
import { drainOutbox } from './outbox-drain';
import { httpTransport } from './outbox-http';
import { registerOutboxKinds } from './outbox-kinds';
import { enqueue } from './outbox-queue';
import { currentUser, setSessionEndedHandler, useSessionStore } from './session';
import { jsonAnswer, stubFetch } from './test-fetch';
import { testKind } from './test-kinds';

const write = testKind('removed.write');
registerOutboxKinds([write]);

const owner = { user_id: 5, first_name: 'Sana', staff: null, is_business_owner: true } as User;
const seat = { staff_id: 7, business_id: 9, name: 'Ali Raza', role: 'front_desk' } as const;
const ali = { user_id: 70, first_name: 'Ali Raza', is_business_owner: false, staff: seat } as User;
const session = (user: User) => ({
  accessToken: `token-${user.user_id}`,
  refreshToken: '',
  expiresAt: Date.now() + 3_600_000,
  user,
});
const aliAuth = {
  access_token: 'token-70',
  refresh_token: 'refresh-70',
  token_type: 'bearer',
  expires_in: 900,
  user: ali,
} satisfies AuthResponse;

let ended = 0;
let refusal: string;

beforeEach(async () => {
  await (await database()).outbox.clear();
  ended = 0;
  setSessionEndedHandler(() => {
    ended += 1;
  });
  refusal = STAFF_TEXTS.removed;
  stubFetch(async (request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/sync/outbox') {
      const { entries } = (await request.json()) as { entries: { id: string }[] };
      return jsonAnswer({
        results: entries.map(({ id }) => ({ id, status: 403, body: { detail: refusal } })),
        not_run: [],
      });
    }
    return jsonAnswer({ detail: refusal }, 403);
  });
  useSessionStore.setState({ status: 'ready', session: session(owner) });
});
afterEach(() => {
  useDeskSeat.setState({ acting: null, device: null, notice: null });
  useSessionStore.setState({ status: 'ready', session: null });
});

describe('a member the owner removed from the staff', () => {
  it('is signed out of the tablet at their next call, the reason on the sign-in screen', async () => {
    switchedIn(aliAuth);
    expect(currentUser()?.user_id).toBe(ali.user_id);
    await api.get('business/staff').catch(() => undefined);
    expect(currentUser()).toBeNull();
    expect(ended).toBe(1);
    expect(useDeskSeat.getState().notice).toBe(STAFF_TEXTS.removed);
    // The tablet's own session, another account, stays on the device.
    expect(useDeskSeat.getState().device?.session.user.user_id).toBe(owner.user_id);
  });

  it('has their queued changes refused with the reason, and leaves the desk', async () => {
    const db = await database();
    actOnDevice({ staff_id: 7, user_id: 70, name: 'Ali Raza', role: 'front_desk' });
    const entry = await db.transaction('rw', db.outbox, () =>
      enqueue(db, write, {
        owner_id: owner.user_id,
        aggregate: 'calendar',
        method: 'POST',
        path: 'business/walkins',
        body: {},
      }),
    );
    const result = await drainOutbox(httpTransport, Date.now, owner.user_id);
    expect(result).toMatchObject({ sent: 0, refused: 1 });
    expect(await db.outbox.get(entry.id)).toMatchObject({
      state: 'failed',
      last_error: STAFF_TEXTS.removed,
    });
    expect(useDeskSeat.getState().acting).toBeNull();
    // The owner, whose session sent it, stays signed in.
    expect(currentUser()?.user_id).toBe(owner.user_id);
    expect(ended).toBe(0);
  });

  it('signs nobody out for another 403', async () => {
    refusal = 'Your role cannot refund payments.';
    switchedIn(aliAuth);
    await api.patch('payments/3/refund').catch(() => undefined);
    expect(currentUser()?.user_id).toBe(ali.user_id);
    expect(ended).toBe(0);
  });
});
