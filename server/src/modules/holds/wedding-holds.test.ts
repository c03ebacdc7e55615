// A wedding held as a whole over the real server and database, either engine
// (docs/product/payments.md#holding-a-date): the owner's answer holds it, its first instalment
// confirms it, and the upkeep of two app instances at once cancels an unpaid one's events once.
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { HOLD_TEXTS, holdExpiredReason } from '@baraat/shared/domain/holds';
import type { PlanItemInput } from '@baraat/shared/schemas/weddings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomer } from '../../test/factories';
import type { TestServer } from '../../test/harness';
import { inDays, secondApp, toldAbout } from '../../test/holds';
import { startWeddingDesk, type WeddingDesk } from '../../test/weddings';

let server: TestServer;
let desk: WeddingDesk;
let hallId: number;
beforeAll(async () => {
  ({ server, desk } = await startWeddingDesk());
  const hall = await server.request('/api/business/halls', {
    token: desk.owner.token,
    json: { name: 'Shalimar Hall', capacity: 500 },
  });
  hallId = hall.body.resource_id;
});
afterAll(() => server.close());

let days = 40;

/** A two-event wedding waiting for the owner's answer, its advance Rs 60,000 due today. */
async function plannedWedding() {
  days += 2;
  const date = addDays(todayInPakistan(), days);
  const made = await desk.weddingOf([
    { date, status: 'pending' },
    { date: addDays(date, 1), status: 'pending' },
  ]);
  const plan: PlanItemInput[] = [
    { label: 'Advance', basis: 'fixed', amount: 60_000, due_on: todayInPakistan() },
  ];
  expect((await desk.putPlan(made.weddingId, plan)).status).toBe(200);
  return made;
}

/** That wedding, the owner accepts through the API with `body`. */
async function acceptedWedding(body: Record<string, unknown> = {}) {
  const { weddingId, eventIds } = await plannedWedding();
  const events = eventIds.map((booking_id) => ({ booking_id, hall_id: hallId }));
  const answer = await server.request(`/api/weddings/${weddingId}/approve`, {
    method: 'PATCH',
    token: desk.owner.token,
    json: { events, ...body },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { weddingId, eventIds, answer: answer.body };
}

const eventsOf = (weddingId: number) =>
  server.sql.all<{ status: string; decline_reason: string | null; is_reserved: number }>(
    `SELECT k.status, k.decline_reason, s.is_reserved FROM bookings k
     JOIN slots s ON s.id = k.slot_id WHERE k.wedding_id = @weddingId ORDER BY k.id`,
    { weddingId },
  );

const toldOf = (weddingId: number, title: string) =>
  toldAbout(server, { wedding_id: weddingId }, title);

const both = () => [desk.customer.userId, desk.owner.userId].sort();

describe("a wedding's hold", () => {
  it('holds the wedding from its acceptance until its first instalment is paid', async () => {
    const { weddingId, answer } = await acceptedWedding({ hold_days: 2 });
    expect(answer.hold).toBe('held');
    const left = Date.parse(answer.hold_until) - Date.now();
    expect(left).toBeGreaterThan(2 * 86_400_000 - 60_000);
    expect(left).toBeLessThanOrEqual(2 * 86_400_000);
    const paid = await desk.pay(weddingId, { amount: 60_000 });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ hold: 'confirmed', hold_until: null });
    await server.upkeepHolds(inDays(5));
    expect((await eventsOf(weddingId)).map((event) => event.status)).toEqual([
      'verified',
      'verified',
    ]);
  });

  it('holds the wedding when one event is accepted on its own, and not again once it is paid', async () => {
    const { weddingId, eventIds } = await plannedWedding();
    const acceptOne = (id: number) =>
      server.request(`/api/bookings/${id}/approve`, {
        method: 'PATCH',
        token: desk.owner.token,
        json: { hall_id: hallId },
      });
    expect((await acceptOne(eventIds[0]!)).status).toBe(200);
    const held = await server.request(`/api/weddings/${weddingId}`, { token: desk.owner.token });
    expect(held.body.hold).toBe('held');
    expect((await desk.pay(weddingId, { amount: 60_000 })).status).toBe(201);
    expect((await acceptOne(eventIds[1]!)).status).toBe(200);
    const paid = await server.request(`/api/weddings/${weddingId}`, { token: desk.owner.token });
    expect(paid.body).toMatchObject({ hold: 'confirmed', hold_until: null });
  });

  it('reminds the customer and the owner of an unpaid wedding the day before, once', async () => {
    const { weddingId, answer } = await acceptedWedding({ hold_days: 2 });
    const dayBefore = new Date(Date.parse(answer.hold_until) - 86_400_000 + 60_000);
    await Promise.all([server.upkeepHolds(dayBefore), server.upkeepHolds(dayBefore)]);
    expect(await toldOf(weddingId, HOLD_TEXTS.dayBeforeTitle)).toEqual(both());
  });

  it("cancels an unpaid wedding's events once across two app instances, freeing their slots", async () => {
    const { weddingId, answer } = await acceptedWedding();
    const other = await secondApp(server);
    try {
      const later = inDays(4);
      await Promise.all([
        server.upkeepHolds(later),
        other.upkeepHolds(later),
        server.upkeepHolds(later),
      ]);
    } finally {
      await other.close();
    }
    const reason = holdExpiredReason(answer.hold_until);
    expect(await eventsOf(weddingId)).toEqual([
      { status: 'cancelled', decline_reason: reason, is_reserved: 0 },
      { status: 'cancelled', decline_reason: reason, is_reserved: 0 },
    ]);
    expect(await toldOf(weddingId, HOLD_TEXTS.expiredTitle)).toEqual(both());
    const seen = await server.request(`/api/weddings/${weddingId}`, { token: desk.customer.token });
    expect(seen.body.hold).toBe('expired');
  });

  /** The wedding's advance sent from the desk's outbox, received today. */
  const payFromOutbox = (weddingId: number) =>
    server.request('/api/sync/outbox', {
      token: desk.owner.token,
      json: {
        entries: [
          {
            id: crypto.randomUUID(),
            method: 'POST',
            path: `weddings/${weddingId}/payments`,
            body: { amount: 60_000, method: 'cash', payer_name: "Bride's family" },
          },
        ],
      },
    });

  it('restores an expired wedding when its advance, received before the deadline, syncs late', async () => {
    const { weddingId } = await acceptedWedding();
    await server.upkeepHolds(inDays(4));
    const sent = await payFromOutbox(weddingId);
    expect(sent.body.results[0]).toMatchObject({
      status: 201,
      body: { hold: 'confirmed', hold_until: null },
    });
    expect((await eventsOf(weddingId)).map((event) => event.status)).toEqual([
      'verified',
      'verified',
    ]);
  });

  it('refuses that late advance with its reason on the device once a date was taken', async () => {
    const { weddingId, eventIds } = await acceptedWedding();
    await server.upkeepHolds(inDays(4));
    const { slot_id } = (await server.sql.get<{ slot_id: number }>(
      'SELECT slot_id FROM bookings WHERE id = @id',
      { id: eventIds[1] },
    ))!;
    const rival = await buildCustomer(server);
    const asked = await server.request('/api/bookings', {
      token: rival.access_token,
      json: { slot_id },
    });
    const taken = await server.request(`/api/bookings/${asked.body.booking_id}/approve`, {
      method: 'PATCH',
      token: desk.owner.token,
      json: { hall_id: hallId },
    });
    expect(taken.status).toBe(200);
    const sent = await payFromOutbox(weddingId);
    expect(sent.body.results[0]).toMatchObject({
      status: 409,
      body: { detail: HOLD_TEXTS.takenAfterExpiry },
    });
    expect((await eventsOf(weddingId)).map((event) => event.status)).toEqual([
      'cancelled',
      'cancelled',
    ]);
  });
});
