// Holding a date over the real server and database, either engine
// (docs/product/payments.md#holding-a-date): the deadline an accept sets, the advance that
// confirms, the upkeep that expires a hold once across two app instances and reminds once, the
// owner's accept again, and a late-synced cash advance.
import { todayInPakistan } from '@baraat/shared/domain/dates';
import { HOLD_TEXTS, holdExpiredReason } from '@baraat/shared/domain/holds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HoldsDesk, inDays, secondApp, startHoldsDesk } from '../../test/holds';
import { expectFieldError } from '../../test/owner-desk';

let desk: HoldsDesk;
beforeAll(async () => {
  desk = await startHoldsDesk();
});
afterAll(() => desk.server.close());

const advance = (booking_id: number, amount: number, paid_on = todayInPakistan()) => ({
  booking_id,
  amount,
  kind: 'advance',
  method: 'cash',
  paid_on,
});

describe('holding a date', () => {
  it('holds an accepted request for the hold period given, and both sides see it', async () => {
    const before = Date.now();
    const { bookingId, customer, accepted } = await desk.heldBooking({ hold_days: 2 });
    expect(accepted.status).toBe(200);
    expect(accepted.body.hold).toBe('held');
    const until = new Date(accepted.body.hold_until).getTime();
    expect(until).toBeGreaterThanOrEqual(before + 2 * 86_400_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 2 * 86_400_000);
    const seen = await desk.server.request(`/api/bookings/${bookingId}`, {
      token: customer.access_token,
    });
    expect(seen.body).toMatchObject({ hold: 'held', hold_until: accepted.body.hold_until });
  });

  it("holds for the business's period, which the owner sets in Settings", async () => {
    const settings = `/api/business/${desk.owner.businessId}`;
    const name = desk.owner.businessName;
    const put = (json: Record<string, unknown>) =>
      desk.server.request(settings, { method: 'PUT', token: desk.owner.token, json });
    expectFieldError(
      await put({ business_name: name, hold_days: 31 }),
      'hold_days',
      HOLD_TEXTS.daysMax,
    );
    expectFieldError(
      await put({ business_name: name, hold_days: 1.5 }),
      'hold_days',
      HOLD_TEXTS.daysWhole,
    );
    const saved = await put({ business_name: name, hold_days: 5 });
    expect(saved.body).toMatchObject({ hold_days: 5, advance_percent: 30 });
    try {
      const before = Date.now();
      const { accepted } = await desk.heldBooking();
      const days = (Date.parse(accepted.body.hold_until) - before) / 86_400_000;
      expect(days).toBeGreaterThanOrEqual(5);
      expect(days).toBeLessThan(5.01);
    } finally {
      await put({ business_name: name, hold_days: 3 });
    }
  });

  it('does not hold when the business asks no advance: nothing is due, so it is confirmed', async () => {
    const put = (advance_percent: number) =>
      desk.server.request(`/api/business/${desk.owner.businessId}`, {
        method: 'PUT',
        token: desk.owner.token,
        json: { business_name: desk.owner.businessName, advance_percent },
      });
    expect((await put(0)).body).toMatchObject({ advance_percent: 0 });
    try {
      const { accepted } = await desk.heldBooking();
      expect(Number(accepted.body.total_amount)).toBeGreaterThan(0);
      expect(accepted.body).toMatchObject({ hold: 'confirmed', hold_until: null });
    } finally {
      await put(30);
    }
  });

  it('does not hold when the hold period is 0', async () => {
    const { accepted } = await desk.heldBooking({ hold_days: 0 });
    expect(accepted.body).toMatchObject({ hold: 'confirmed', hold_until: null });
  });

  it('expires an unpaid hold exactly once across two app instances, freeing its slot', async () => {
    const { bookingId, accepted } = await desk.heldBooking();
    const other = await secondApp(desk.server);
    try {
      const later = inDays(4);
      await Promise.all([
        desk.server.upkeepHolds(later),
        other.upkeepHolds(later),
        desk.server.upkeepHolds(later),
        other.upkeepHolds(later),
      ]);
    } finally {
      await other.close();
    }
    expect(await desk.stored(bookingId)).toEqual({
      status: 'cancelled',
      hold_until: accepted.body.hold_until,
      decline_reason: holdExpiredReason(accepted.body.hold_until),
      is_reserved: 0,
    });
    const customerId = Number(accepted.body.user.user_id);
    expect((await desk.told(bookingId, HOLD_TEXTS.expiredTitle)).sort()).toEqual(
      [customerId, desk.owner.userId].sort(),
    );
    const lines = await desk.server.sql.all<{ kind: string }>(
      "SELECT kind FROM desk_activity WHERE booking_id = @bookingId AND kind = 'hold_expired'",
      { bookingId },
    );
    expect(lines).toHaveLength(1);
  });

  it('confirms a booking whose advance is recorded before the deadline: it never expires', async () => {
    const { bookingId, accepted } = await desk.heldBooking();
    const total = Number(accepted.body.total_amount);
    expect(total).toBeGreaterThan(0);
    const paid = await desk.record(advance(bookingId, Math.ceil(total * 0.3)));
    expect(paid.status).toBe(201);
    expect((await desk.stored(bookingId)).hold_until).toBeNull();
    await desk.server.upkeepHolds(inDays(10));
    expect((await desk.stored(bookingId)).status).toBe('verified');
    const list = await desk.server.request('/api/bookings/business-bookings', {
      token: desk.owner.token,
    });
    const shown = list.body.find((row: { booking_id: number }) => row.booking_id === bookingId);
    expect(shown).toMatchObject({ hold: 'confirmed', hold_until: null });
  });

  it('counts a held booking in what the business is owed', async () => {
    const summary = () => desk.server.request('/api/payments/summary', { token: desk.owner.token });
    const before = (await summary()).body.outstanding as number;
    const { accepted } = await desk.heldBooking();
    expect(accepted.body.hold).toBe('held');
    expect((await summary()).body.outstanding).toBe(before + Number(accepted.body.total_amount));
  });

  it('keeps the hold while less than the advance is paid', async () => {
    const { bookingId } = await desk.heldBooking();
    expect((await desk.record(advance(bookingId, 1))).status).toBe(201);
    expect((await desk.stored(bookingId)).hold_until).not.toBeNull();
  });

  it('reminds the customer and the owner a day before and on the day, each once', async () => {
    const { bookingId, accepted } = await desk.heldBooking({ hold_days: 2 });
    const customerId = Number(accepted.body.user.user_id);
    const deadline = new Date(accepted.body.hold_until).getTime();
    const dayBefore = new Date(deadline - 86_400_000 + 60_000);
    const onTheDay = new Date(deadline - 60_000);
    await Promise.all([desk.server.upkeepHolds(dayBefore), desk.server.upkeepHolds(dayBefore)]);
    await desk.server.upkeepHolds(onTheDay);
    await desk.server.upkeepHolds(onTheDay);
    const both = [customerId, desk.owner.userId].sort();
    expect((await desk.told(bookingId, HOLD_TEXTS.dayBeforeTitle)).sort()).toEqual(both);
    expect((await desk.told(bookingId, HOLD_TEXTS.dueDayTitle)).sort()).toEqual(both);
  });
});

describe('after a hold expired', () => {
  async function expired() {
    const booking = await desk.heldBooking();
    await desk.server.upkeepHolds(inDays(4));
    expect((await desk.stored(booking.bookingId)).status).toBe('cancelled');
    return booking;
  }

  it('lets the owner accept it again while its slot is free, with a new hold', async () => {
    const { bookingId } = await expired();
    const again = await desk.accept(bookingId);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: 'verified', hold: 'held', decline_reason: null });
    expect((await desk.stored(bookingId)).is_reserved).toBe(1);
  });

  it('refuses to accept it again once another booking took its slot', async () => {
    const { bookingId } = await expired();
    await desk.takeSlot(bookingId);
    expect((await desk.accept(bookingId)).status).toBe(409);
    expect((await desk.stored(bookingId)).status).toBe('cancelled');
  });

  it('restores it when a cash advance received before the deadline is synced late', async () => {
    const { bookingId, accepted } = await expired();
    const paid = await desk.record(advance(bookingId, Number(accepted.body.total_amount)));
    expect(paid.status).toBe(201);
    expect(await desk.stored(bookingId)).toMatchObject({
      status: 'verified',
      hold_until: null,
      decline_reason: null,
      is_reserved: 1,
    });
  });

  it("refuses that late cash advance from the desk's outbox with its reason once the slot is taken", async () => {
    const { bookingId, accepted } = await expired();
    await desk.takeSlot(bookingId);
    const sent = await desk.server.request('/api/sync/outbox', {
      token: desk.owner.token,
      json: {
        entries: [
          {
            id: crypto.randomUUID(),
            method: 'POST',
            path: 'payments',
            body: advance(bookingId, Number(accepted.body.total_amount)),
          },
        ],
      },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.results[0]).toMatchObject({
      status: 409,
      body: { detail: HOLD_TEXTS.takenAfterExpiry },
    });
    expect(await desk.storedCount(bookingId)).toBe(0);
    expect((await desk.stored(bookingId)).status).toBe('cancelled');
  });
});
