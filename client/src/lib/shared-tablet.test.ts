import 'fake-indexeddb/auto';
import type { User } from '@baraat/shared/schemas/auth';
import type { MyBusiness } from '@baraat/shared/schemas/businesses';
import type { StaffMember } from '@baraat/shared/schemas/staff';
import { ACTING_AS_HEADER } from '@baraat/shared/schemas/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BaraatDb, database } from './db';
import { actOnDevice, useDeskSeat } from './desk-seat';
import { deskMemberIds, keepStaff } from './outbox-desk';
import { drainOutbox } from './outbox-drain';
import { httpTransport } from './outbox-http';
import { registerOutboxKinds } from './outbox-kinds';
import { enqueue } from './outbox-queue';
import { useSessionStore } from './session';
import { jsonAnswer, stubFetch } from './test-fetch';
import { testKind } from './test-kinds';

const write = testKind('tablet.write');
registerOutboxKinds([write]);

const BUSINESS = 9;
const owner = { user_id: 5, first_name: 'Sana', staff: null, is_business_owner: true } as User;
const ali: StaffMember = {
  staff_id: 7,
  user_id: 70,
  name: 'Ali Raza',
  username: 'ali',
  role: 'front_desk',
  pin: null,
  created_at: '2026-01-01T00:00:00Z',
};
const aliUser = {
  user_id: 70,
  first_name: 'Ali Raza',
  is_business_owner: false,
  staff: { staff_id: 7, business_id: BUSINESS, name: 'Ali Raza', role: 'front_desk' },
} as User;

const signedInAs = (user: User) =>
  useSessionStore.setState({
    status: 'ready',
    session: {
      accessToken: `token-${user.user_id}`,
      refreshToken: '',
      expiresAt: Date.now() + 3_600_000,
      user,
    },
  });

interface Seen {
  path: string;
  token: string | null;
  actingAs: string | null;
  json: unknown;
}
let seen: Seen[];
let db: BaraatDb;

beforeEach(async () => {
  db = await database();
  await Promise.all([db.outbox.clear(), db.deskStaff.clear(), db.myBusiness.clear()]);
  await db.myBusiness.put({
    user_id: owner.user_id,
    business: { business_id: BUSINESS } as MyBusiness,
    saved_at: 0,
  });
  await keepStaff(BUSINESS, [ali]);
  seen = [];
  stubFetch(async (request) => {
    const text = await request.text();
    seen.push({
      path: new URL(request.url).pathname,
      token: request.headers.get('Authorization'),
      actingAs: request.headers.get(ACTING_AS_HEADER),
      json: text ? JSON.parse(text) : undefined,
    });
    return jsonAnswer({ booking_id: 1 }, 201);
  });
  signedInAs(owner);
});
afterEach(() => {
  useDeskSeat.setState({ acting: null, device: null, notice: null });
  useSessionStore.setState({ status: 'ready', session: null });
});

const queue = (ownerId: number, path = 'business/walkins') =>
  db.transaction('rw', db.outbox, () =>
    enqueue(db, write, {
      owner_id: ownerId,
      aggregate: 'calendar',
      method: 'POST',
      path,
      body: {},
    }),
  );

/** A drain as the runner starts it for `user`'s session. */
const drainAs = async (user: User) =>
  drainOutbox(httpTransport, Date.now, user.user_id, await deskMemberIds(user));

describe('a shared tablet acting as a member of the staff', () => {
  it('names the member checked on the device in every entry made, sent in the batch', async () => {
    const before = await queue(owner.user_id);
    actOnDevice(ali);
    const made = await queue(owner.user_id);
    expect(before.acting_as).toBeUndefined();
    expect(made.acting_as).toBe(ali.staff_id);

    await httpTransport([before, made]);
    expect(seen[0]).toMatchObject({ path: '/api/sync/outbox', token: 'Bearer token-5' });
    const sent = (seen[0]!.json as { entries: { id: string; acting_as?: number }[] }).entries;
    expect(sent.map((entry) => entry.acting_as)).toEqual([undefined, ali.staff_id]);
  });

  it('sends the member as the X-Acting-As header with an entry sent alone', async () => {
    actOnDevice(ali);
    const message = await queue(owner.user_id, 'messaging/conversations/3/messages');
    await httpTransport([message]);
    expect(seen).toMatchObject([
      { path: '/api/messaging/conversations/3/messages', actingAs: '7', token: 'Bearer token-5' },
    ]);
  });

  it('sends a member’s entries under the owner’s session after switching back', async () => {
    signedInAs(aliUser);
    const hers = await queue(aliUser.user_id);
    expect(hers.acting_as).toBe(ali.staff_id);
    signedInAs(owner);
    const result = await drainAs(owner);
    expect(result.sent).toBe(1);
    expect(seen[0]).toMatchObject({ token: 'Bearer token-5' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps the owner’s own entry from a member’s session, for the owner’s to send', async () => {
    await queue(owner.user_id);
    signedInAs(aliUser);
    const result = await drainAs(aliUser);
    expect(result.sent).toBe(0);
    expect(seen).toEqual([]);
    expect(await db.outbox.count()).toBe(1);
  });

  it('sends no entry naming a member of another business', async () => {
    const stranger = await queue(42);
    await db.outbox.update(stranger.id, { acting_as: 99 });
    expect(await httpTransport([{ ...stranger, acting_as: 99 }])).toEqual([
      { status: 401, body: undefined },
    ]);
    expect(seen).toEqual([]);
  });
});
