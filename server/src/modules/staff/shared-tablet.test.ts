// The shared tablet and the business's inbox (docs/product/accounts.md#a-shared-tablet,
// docs/product/accounts.md#who-did-what, docs/product/messaging.md#staff-and-the-inbox), through
// the real API: a member takes the tablet by PIN and is locked after 5 wrong ones; a change made
// with no signal names its member, taken only from a desk of their business and within both
// roles; the staff answer the business's customers live, until removed.
import { DESK_ACTIONS } from '@baraat/shared/domain/desk-refusals';
import { WS_CLOSE } from '@baraat/shared/schemas/realtime';
import { STAFF_TEXTS } from '@baraat/shared/schemas/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOwner, buildStaff } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';
import { sendRest, socketFor } from '../../test/messaging';
import { staffDesk } from '../../test/staff-desk';
import { buildWeddingDesk, type WeddingDesk } from '../../test/weddings';

let server: TestServer;
let desk: WeddingDesk;
beforeAll(async () => {
  server = await startTestServer();
  desk = await buildWeddingDesk(server);
});
afterAll(() => server.close());

const { nextDay, hall } = staffDesk(
  () => server,
  () => desk,
);

describe('the business’s inbox', () => {
  it('is the staff’s too, live, until a member is removed and their channel closes', async () => {
    const front = await buildStaff(server, desk.owner.token, 'front_desk');
    const person = { token: front.token, userId: front.member.user_id };
    const socket = await socketFor(server, person);
    const customer = { token: desk.customer.token, userId: desk.customer.userId };
    expect((await sendRest(server, customer, desk.owner.userId, 'Is the 12th free?')).status).toBe(
      201,
    );
    const heard = await socket.next('message');
    expect(heard.message.message_body).toBe('Is the 12th free?');
    // The member answers for the business: the customer hears it from the business.
    const reply = await sendRest(server, person, desk.customer.userId, 'Yes, the lawn is free');
    expect(reply.status).toBe(201);
    const inbox = await server.request<{ conversation_id: number }[]>(
      '/api/messaging/conversations',
      { token: desk.owner.token },
    );
    expect(inbox.body.length).toBeGreaterThan(0);

    await server.request(`/api/business/staff/${front.member.staff_id}`, {
      method: 'DELETE',
      token: desk.owner.token,
    });
    expect(await socket.closed).toEqual({
      code: WS_CLOSE.accountRemoved,
      reason: STAFF_TEXTS.removed,
    });
    expect(
      (await server.request('/api/auth/ws-ticket', { method: 'POST', token: front.token })).status,
    ).toBe(403);
  });
});

describe('the shared tablet', () => {
  it('switches to a member by their PIN and locks them after 5 wrong PINs', async () => {
    const tablet = await buildStaff(server, desk.owner.token, 'manager');
    const front = await buildStaff(server, desk.owner.token, 'front_desk', { pin: '2468' });
    const switchTo = (pin: string) =>
      server.request<{ user: { staff: { staff_id: number } }; access_token: string }>(
        '/api/auth/switch',
        { token: tablet.token, json: { staff_id: front.member.staff_id, pin } },
      );
    const switched = await switchTo('2468');
    expect(switched.status).toBe(200);
    expect(switched.body.user.staff.staff_id).toBe(front.member.staff_id);
    // The tablet's own session goes on.
    expect((await server.request('/api/auth/me', { token: tablet.token })).status).toBe(200);

    for (let i = 0; i < 5; i++) {
      const wrong = await switchTo('0000');
      expect(wrong.status).toBe(422);
      expect(JSON.stringify(wrong.body)).toContain(STAFF_TEXTS.wrongPin);
    }
    const locked = await switchTo('2468');
    expect(locked).toMatchObject({ status: 429, body: { detail: STAFF_TEXTS.locked } });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
  });
});

describe('a change a shared tablet made with no signal', () => {
  const walkInEntry = async (actingAs: number) => ({
    id: crypto.randomUUID(),
    method: 'POST',
    path: 'business/walkins',
    acting_as: actingAs,
    body: {
      date: nextDay(),
      start_time: '18:00',
      end_time: '22:00',
      hall_team: await hall(),
      customer_name: 'Rana family',
      number_of_people: 80,
    },
  });
  const batch = (token: string, entries: unknown[]) =>
    server.request<{ results: { status: number; body: { detail?: unknown } }[] }>(
      '/api/sync/outbox',
      { token, json: { entries } },
    );

  it('is taken from a desk of the same business, for a member still on its staff', async () => {
    const front = await buildStaff(server, desk.owner.token, 'front_desk');
    const made = await batch(desk.owner.token, [await walkInEntry(front.member.staff_id)]);
    expect(made.status).toBe(200);
    expect(made.body.results[0]!.status).toBe(201);

    const gone = await buildStaff(server, desk.owner.token, 'front_desk');
    await server.request(`/api/business/staff/${gone.member.staff_id}`, {
      method: 'DELETE',
      token: desk.owner.token,
    });
    const late = await batch(desk.owner.token, [await walkInEntry(gone.member.staff_id)]);
    expect(late.body.results[0]).toMatchObject({
      status: 403,
      body: { detail: STAFF_TEXTS.removed },
    });

    const stranger = await buildStaff(server, (await buildOwner(server)).access_token, 'manager');
    const claimed = await batch(desk.owner.token, [await walkInEntry(stranger.member.staff_id)]);
    expect(claimed.body.results[0]!.status).toBe(400);
  });

  it('refuses a malformed claim with 400, never a 500', async () => {
    for (const claim of ['abc', '-1', '1e3', 'é7', '9'.repeat(40), '1.5', ' 7', '0']) {
      const answer = await server.request('/api/business/halls', {
        token: desk.owner.token,
        headers: { 'X-Acting-As': claim },
      });
      expect(answer.status, claim).toBe(400);
    }
  });

  it('holds to the member’s role as well as the device’s', async () => {
    const front = await buildStaff(server, desk.owner.token, 'front_desk');
    const hallId = await hall();
    const removeHall = await server.request(`/api/business/halls/${hallId}`, {
      method: 'DELETE',
      token: desk.owner.token,
      headers: { 'X-Acting-As': String(front.member.staff_id) },
    });
    expect(removeHall).toMatchObject({
      status: 403,
      body: { detail: DESK_ACTIONS.resources.refusal },
    });
    const asOwner = await server.request(`/api/business/halls/${hallId}`, {
      method: 'DELETE',
      token: desk.owner.token,
    });
    expect(asOwner.status).toBe(204);
  });
});
