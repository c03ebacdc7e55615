// Slots that bookings hold or ask for: blocking, moving and deleting them (docs/product/booking.md#the-booking-lifecycle, docs/product/calendar.md#calls).
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { SLOT_TEXTS } from '@baraat/shared/domain/slot-times';
import { ownerSlotSchema } from '@baraat/shared/schemas/slots';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptDirectly,
  buildCalendarOwner,
  type CalendarOwner,
  requestSlot,
} from '../../test/calendar';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
let owner: CalendarOwner;
beforeAll(async () => {
  server = await startTestServer();
  owner = await buildCalendarOwner(server);
});
afterAll(() => server.close());

const day = (n: number) => addDays(todayInPakistan(), n);
const createSlot = (json: Record<string, unknown>) =>
  server.request('/api/slots', { token: owner.token, json });

describe('blocking and deleting', () => {
  async function openSlot(start: string) {
    return (
      await createSlot({ date: day(12), start_time: start, end_time: `${start.slice(0, 2)}:45` })
    ).body.slot_id as number;
  }

  it('blocks and unblocks a slot, which the public profile then shows as blocked', async () => {
    const slotId = await openSlot('08:00');
    const blocked = await server.request(`/api/slots/${slotId}/block`, {
      method: 'PATCH',
      token: owner.token,
    });
    expect(blocked.body).toMatchObject({ is_blocked: true, is_available: false });
    const unblocked = await server.request(`/api/slots/${slotId}/unblock`, {
      method: 'PATCH',
      token: owner.token,
    });
    expect(unblocked.body).toMatchObject({ is_blocked: false, is_available: true });
  });

  it('will not block or delete a slot an accepted booking holds', async () => {
    const slotId = await openSlot('09:00');
    const { bookingId } = await requestSlot(server, slotId);
    await acceptDirectly(server, bookingId);
    const block = await server.request(`/api/slots/${slotId}/block`, {
      method: 'PATCH',
      token: owner.token,
    });
    expect(block.status).toBe(409);
    expect(block.body.detail).toBe(SLOT_TEXTS.bookedNoBlock);
    const remove = await server.request(`/api/slots/${slotId}`, {
      method: 'DELETE',
      token: owner.token,
    });
    expect(remove.status).toBe(409);
    expect(remove.body.detail).toBe(SLOT_TEXTS.bookedNoDelete);
    const move = await server.request(`/api/slots/${slotId}`, {
      method: 'PUT',
      token: owner.token,
      json: { start_time: '09:15' },
    });
    expect(move.status).toBe(409);
  });

  it('deletes a requested slot by declining the request with a reason the customer reads', async () => {
    const slotId = await openSlot('10:00');
    const { bookingId, customer } = await requestSlot(server, slotId);
    const removed = await server.request(`/api/slots/${slotId}`, {
      method: 'DELETE',
      token: owner.token,
    });
    expect(removed.body).toEqual({ slot_id: slotId, deleted: true, declined_requests: 1 });
    const mine = await server.request('/api/bookings/my-bookings', {
      token: customer.access_token,
    });
    const request = mine.body.find((b: { booking_id: number }) => b.booking_id === bookingId);
    expect(request).toMatchObject({
      status: 'declined',
      decline_reason: SLOT_TEXTS.removedBySlotDelete,
    });
    // The customer is told, as of any other decline, with the reason.
    const bell = await server.request('/api/notifications', { token: customer.access_token });
    expect(bell.body.notifications).toEqual([
      expect.objectContaining({
        type: 'booking_rejected',
        title: 'Booking request declined',
        message: expect.stringContaining(SLOT_TEXTS.removedBySlotDelete),
        data: expect.objectContaining({ booking_id: bookingId }),
      }),
    ]);
    const list = await server.request(
      `/api/slots/business/${owner.mappingId}?start_date=${day(12)}&end_date=${day(12)}`,
      { token: owner.token },
    );
    expect(list.body.map((s: { slot_id: number }) => s.slot_id)).not.toContain(slotId);
    const again = await server.request(`/api/slots/${slotId}`, {
      method: 'DELETE',
      token: owner.token,
    });
    expect(again.status).toBe(404);
  });

  it('lists a day with its bookings when asked, and the open slots of a day', async () => {
    const slotId = await openSlot('11:00');
    const { bookingId } = await requestSlot(server, slotId);
    const list = await server.request(
      `/api/slots/business/${owner.businessId}?start_date=${day(12)}&end_date=${day(12)}&include_bookings=true`,
      { token: owner.token },
    );
    const slot = list.body.find((s: { slot_id: number }) => s.slot_id === slotId);
    for (const row of list.body) ownerSlotSchema.parse(row);
    expect(slot.bookings).toEqual([
      expect.objectContaining({
        booking_id: bookingId,
        status: 'pending',
        customer_name: 'Ayesha Khan',
      }),
    ]);
    const open = await server.request(
      `/api/slots/business/${owner.businessId}/available?target_date=${day(12)}`,
      { token: owner.token },
    );
    expect(open.body.every((s: { is_available: boolean }) => s.is_available)).toBe(true);
  });
});
