// A held booking's advance paid by bank transfer (docs/product/payments.md#holding-a-date and
// #bank-transfer-and-raast): the customer sends the advance with its receipt photo, and once the
// desk confirms it the booking reads Confirmed and the upkeep no longer expires it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HoldsDesk, inDays, startHoldsDesk } from '../../test/holds';
import { answerTransfer, GOOD_IBAN, sendTransfer } from '../../test/transfers';

let desk: HoldsDesk;
beforeAll(async () => {
  desk = await startHoldsDesk();
  const saved = await desk.server.request('/api/business/payment-details', {
    method: 'PUT',
    token: desk.owner.token,
    json: { account_title: 'Shalimar', bank_name: 'Meezan', iban: GOOD_IBAN, raast_id: '' },
  });
  expect(saved.status).toBe(200);
});
afterAll(() => desk.server.close());

describe('a held booking paid by transfer', () => {
  it('reads Confirmed once the desk confirms the advance, and never expires', async () => {
    const { bookingId, customer, accepted } = await desk.heldBooking({ hold_days: 2 });
    expect(accepted.body.hold).toBe('held');
    const advance = Math.ceil(Number(accepted.body.total_amount) * 0.3);
    const sent = await sendTransfer(desk.server, customer.access_token, {
      booking_id: bookingId,
      method: 'bank_transfer',
      amount: advance,
      reference: 'FT-2026-77',
    });
    expect(sent.status).toBe(201);
    // Waiting for the desk, the booking is still held.
    expect((await desk.stored(bookingId)).hold_until).not.toBeNull();

    const confirmed = await answerTransfer(
      desk.server,
      desk.owner.token,
      sent.body.transfer_id,
      'confirm',
    );
    expect(confirmed.status).toBe(200);
    const seen = await desk.server.request(`/api/bookings/${bookingId}`, {
      token: customer.access_token,
    });
    expect(seen.body).toMatchObject({ hold: 'confirmed', hold_until: null });
    await desk.server.upkeepHolds(inDays(10));
    expect((await desk.stored(bookingId)).status).toBe('verified');
  });

  it('restores the booking when an advance sent before the deadline is confirmed after the hold expired', async () => {
    const { bookingId, customer, accepted } = await desk.heldBooking({ hold_days: 2 });
    const sent = await sendTransfer(desk.server, customer.access_token, {
      booking_id: bookingId,
      method: 'raast',
      amount: Math.ceil(Number(accepted.body.total_amount) * 0.3),
      reference: 'RAAST-LATE-1',
    });
    expect(sent.status).toBe(201);
    // Sent three days ago, the deadline the day before yesterday: the desk looks only now,
    // after the upkeep expired the hold.
    const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    await desk.server.sql.run('UPDATE transfers SET created_at = @at WHERE id = @id', {
      at: ago(3),
      id: sent.body.transfer_id,
    });
    await desk.server.sql.run('UPDATE bookings SET hold_until = @at WHERE id = @id', {
      at: ago(2),
      id: bookingId,
    });
    await desk.server.upkeepHolds();
    expect((await desk.stored(bookingId)).status).toBe('cancelled');
    const confirmed = await answerTransfer(
      desk.server,
      desk.owner.token,
      sent.body.transfer_id,
      'confirm',
    );
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(await desk.stored(bookingId)).toMatchObject({
      status: 'verified',
      hold_until: null,
      is_reserved: 1,
    });
  });
});
