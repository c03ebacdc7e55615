import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import {
  NOTIFICATION_TEXTS,
  notificationPageSchema,
  notificationPollSchema,
  notificationsDeletedSchema,
} from '@baraat/shared/schemas/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from '../../test/contract';
import { type Ledger, startLedger } from '../../test/ledger';
import { customer, owner, sendRest } from '../../test/messaging';

let ledger: Ledger;
beforeAll(async () => {
  ledger = await startLedger();
});
afterAll(() => ledger.server.close());

const list = async (token: string, query = '') => {
  const response = await ledger.server.request(`/api/notifications${query}`, { token });
  expect(response.status).toBe(200);
  return notificationPageSchema.parse(response.body);
};

/** The owner's hall, when its business must name one to accept. */
async function hallOf(businessId: number): Promise<Record<string, number>> {
  const hall = await ledger.server.sql.get<{ id: number }>(
    `SELECT w.id FROM business_workers w JOIN businesses b ON b.id = w.business_id
     JOIN business_types t ON t.id = b.business_type_id
     WHERE w.business_id = @business AND w.worker_role = 'hall' ORDER BY w.id`,
    { business: businessId },
  );
  return hall ? { hall_id: hall.id } : {};
}

describe('the domain events write notifications', () => {
  it('tells the owner of a request, the customer of the answer and of a recorded payment', async () => {
    const { server, owner: vendor } = ledger;
    const before = (await list(vendor.token, '?type=booking_new')).total;
    const accepted = await ledger.bookingOf({ accepted: false });
    const mine = await list(vendor.token, '?type=booking_new');
    expect(mine.total).toBe(before + 1);
    expect(mine.notifications[0]).toMatchObject({
      type: 'booking_new',
      data: { booking_id: accepted.bookingId },
      action_url: '/business/home?tab=events',
      is_read: false,
    });

    const approve = await server.request(`/api/bookings/${accepted.bookingId}/approve`, {
      method: 'PATCH',
      token: vendor.token,
      json: await hallOf(vendor.businessId),
    });
    expect(approve.status).toBe(200);
    const theirs = await list(accepted.customer.access_token);
    expect(theirs.notifications.map((n) => n.type)).toEqual(['booking_accepted']);
    expect(theirs.notifications[0]?.message).toContain(vendor.businessName);

    const paid = await ledger.record({
      booking_id: accepted.bookingId,
      kind: 'advance',
      method: 'cash',
      amount: 25000,
      paid_on: todayInPakistan(),
    });
    expect(paid.status).toBe(201);
    const after = await list(accepted.customer.access_token, '?type=payment_completed');
    expect(after.notifications[0]?.message).toContain('25,000');

    const declined = await ledger.bookingOf({ accepted: false });
    await server.request(`/api/bookings/${declined.bookingId}/decline`, {
      method: 'PATCH',
      token: vendor.token,
      json: { reason: 'The hall is closed for repairs that week' },
    });
    const refusal = await list(declined.customer.access_token);
    expect(refusal.notifications[0]).toMatchObject({ type: 'booking_rejected' });
    expect(refusal.notifications[0]?.message).toContain('closed for repairs');
  });

  /** Moves the booking's day to yesterday (reviews follow the event) and reviews it. */
  async function reviewPast(bookingId: number, token: string, rating: number, text: string) {
    await ledger.server.sql.run(
      `UPDATE slots SET date = @date, worker_id = NULL
       WHERE id = (SELECT slot_id FROM bookings WHERE id = @booking)`,
      { date: addDays(todayInPakistan(), -1), booking: bookingId },
    );
    const review = await ledger.server.request('/api/reviews', {
      token,
      json: { booking_id: bookingId, rating, review_text: text },
    });
    expect(review.status).toBe(201);
  }

  it('tells the owner of a review', async () => {
    const { owner: vendor } = ledger;
    const { customer: bride, bookingId } = await ledger.bookingOf();
    await reviewPast(bookingId, bride.access_token, 5, 'Wonderful mehndi night');
    const reviews = await list(vendor.token, '?type=review_new');
    expect(reviews.notifications[0]).toMatchObject({
      data: { booking_id: bookingId, rating: 5 },
      priority: 'medium',
    });
  });

  it('marks a review under four stars high priority', async () => {
    const { owner: vendor } = ledger;
    const { customer: groom, bookingId } = await ledger.bookingOf();
    await reviewPast(bookingId, groom.access_token, 3, 'The food came late');
    const reviews = await list(vendor.token, '?type=review_new');
    expect(reviews.notifications.find((n) => n.data?.booking_id === bookingId)).toMatchObject({
      data: { rating: 3 },
      priority: 'high',
    });
  });
});

describe('/api/notifications', () => {
  it('pages, polls, marks read one, several and all, and deletes — only one’s own', async () => {
    const { server } = ledger;
    const vendor = await owner(server);
    const outsider = await customer(server);
    // Three customers write: three message notifications for the vendor.
    for (let n = 0; n < 3; n += 1)
      await sendRest(server, await customer(server), vendor.userId, 'Hi');
    const page = await list(vendor.token, '?limit=2');
    expect(page).toMatchObject({ total: 3, unread_count: 3, current_page: 1, total_pages: 2 });
    const [newest, second] = page.notifications;
    const poll = notificationPollSchema.parse(
      (
        await server.request(`/api/notifications/poll?since=${second!.notification_id}`, {
          token: vendor.token,
        })
      ).body,
    );
    expect(poll.new_notifications.map((n) => n.notification_id)).toEqual([newest!.notification_id]);

    // Another user's notification is not found, whatever they try.
    for (const [method, path] of [
      ['PATCH', `/api/notifications/${newest!.notification_id}/read`],
      ['DELETE', `/api/notifications/${newest!.notification_id}`],
      ['GET', `/api/notifications/user/${vendor.userId}`],
    ] as const) {
      const response = await server.request(path, { method, token: outsider.token });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect((await server.request('/api/notifications')).status).toBe(401);

    const one = await server.request(`/api/notifications/${newest!.notification_id}/read`, {
      method: 'PATCH',
      token: vendor.token,
    });
    expect(one.body).toEqual({ marked: 1, unread_count: 2 });
    const none = await server.request('/api/notifications/mark-read', {
      token: vendor.token,
      json: { notification_ids: [] },
    });
    expect(none.status).toBe(422);
    expect(JSON.stringify(none.body)).toContain(NOTIFICATION_TEXTS.noneSelected);
    const legacy = await server.request('/api/inbox/make_notification_read', {
      token: vendor.token,
      json: { notification_id: second!.notification_id },
    });
    expect(legacy.body.unread_count).toBe(1);
    const all = await server.request('/api/notifications/mark-all-read', {
      method: 'PATCH',
      token: vendor.token,
    });
    expect(all.body).toEqual({ marked: 1, unread_count: 0 });
    expect((await list(vendor.token, '?unread=true')).total).toBe(0);

    const removed = await server.request('/api/notifications/delete', {
      token: vendor.token,
      json: { notification_ids: page.notifications.map((n) => n.notification_id) },
    });
    expect(removed.body).toEqual({ deleted: 2, unread_count: 0 });
    expect((await list(vendor.token)).total).toBe(1);
  });

  it("answers by type, by the caller's own user id, and deletes one; polls without a since", async () => {
    const { server } = ledger;
    const vendor = await owner(server);
    await sendRest(server, await customer(server), vendor.userId, 'Salaam');
    const token = vendor.token;
    const byType = await server.request('/api/notifications/by-type?type=messages', { token });
    expect(expectContract(notificationPageSchema, byType).total).toBe(1);
    const own = await server.request(`/api/notifications/user/${vendor.userId}?unread=true`, {
      token,
    });
    const [only] = expectContract(notificationPageSchema, own).notifications;
    const polled = expectContract(
      notificationPollSchema,
      await server.request('/api/notifications/poll', { token }),
    );
    expect(polled.new_notifications.map((n) => n.notification_id)).toEqual([only!.notification_id]);
    const since = await server.request(
      `/api/notifications/poll?since=${encodeURIComponent(only!.created_at)}`,
      { token },
    );
    expect(expectContract(notificationPollSchema, since).unread_count).toBe(1);
    const gone = await server.request(`/api/notifications/${only!.notification_id}`, {
      method: 'DELETE',
      token,
    });
    expect(expectContract(notificationsDeletedSchema, gone)).toEqual({
      deleted: 1,
      unread_count: 0,
    });
    const again = await server.request(`/api/notifications/${only!.notification_id}`, {
      method: 'DELETE',
      token,
    });
    expect(again.status).toBe(404);
    expect(again.body.detail).toBe(NOTIFICATION_TEXTS.notFound);
  });

  it('lets a user notify themself or their own customers, never a stranger', async () => {
    const { server, owner: vendor } = ledger;
    const stranger = await customer(server);
    const reminder = {
      type: 'reminder',
      title: 'Call the decorator',
      message: 'Confirm the flowers for Saturday',
      action_url: '/business/home?tab=calendar',
    };
    const own = await server.request('/api/notifications/', {
      token: vendor.token,
      json: { ...reminder, receiver_id: vendor.userId },
    });
    expect(own.status).toBe(201);
    expect(own.body).toMatchObject({ type: 'reminder', receiver_id: vendor.userId });
    const { customer: client } = await ledger.bookingOf({ accepted: false });
    const toCustomer = await server.request('/api/notifications', {
      token: vendor.token,
      json: { ...reminder, type: 'system_announcement', receiver_id: client.user.user_id },
    });
    expect(toCustomer.status).toBe(201);
    const refused = await server.request('/api/notifications', {
      token: vendor.token,
      json: { ...reminder, receiver_id: stranger.userId },
    });
    expect(refused.status).toBe(403);
    const offsite = await server.request('/api/notifications', {
      token: vendor.token,
      json: { ...reminder, receiver_id: vendor.userId, action_url: 'https://evil.example' },
    });
    expect(offsite.status).toBe(422);
  });

  it('filters by the dashboard’s groups and searches title and message', async () => {
    const { server } = ledger;
    const vendor = await owner(server);
    await sendRest(server, await customer(server), vendor.userId, 'Salam');
    for (const [type, title] of [
      ['reminder', 'Lantern delivery'],
      ['system_announcement', 'Eid hours: 50% off_peak'],
    ])
      await server.request('/api/notifications', {
        token: vendor.token,
        json: { receiver_id: vendor.userId, type, title, message: 'From the front desk' },
      });
    const types = async (query: string) =>
      (await list(vendor.token, query)).notifications.map((n) => n.type);

    expect(await types('?type=messages')).toEqual(['message_new']);
    expect(await types('?type=system')).toEqual(['system_announcement', 'reminder']);
    expect(await types('?type=bookings')).toEqual([]);
    expect(await types('?type=reminder')).toEqual(['reminder']);
    expect(await types('?q=lantern')).toEqual(['reminder']);
    expect(await types('?q=front%20desk&type=system')).toEqual(['system_announcement', 'reminder']);
    expect(await types('?q=sent%20you')).toEqual(['message_new']);
    // % and _ are searched for as written, not as wildcards.
    expect(await types(`?q=${encodeURIComponent('50% off_')}`)).toEqual(['system_announcement']);
    expect(await types(`?q=${encodeURIComponent('Eid%peak')}`)).toEqual([]);
    const page = await list(vendor.token, '?q=lantern&type=system');
    expect(page).toMatchObject({ total: 1, unread_count: 3, total_pages: 1 });

    const wrong = await server.request('/api/notifications?type=parties', { token: vendor.token });
    expect(wrong.status).toBe(422);
  });
});
