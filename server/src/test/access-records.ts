// The records and bodies the access matrix (policies/matrix.test.ts) calls with: each
// `{placeholder}` of docs/product/accounts.md#who-may-do-what names a fresh record of the
// customer's at the owner's business, and each write its body, made afresh for every caller.
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { expect } from 'vitest';
import { nowIso } from '../db/connection';
import { acceptDirectly } from './calendar';
import { GOOD_PASSWORD } from './factories';
import type { TestServer } from './harness';
import { jpegPhoto } from './photos';
import type { WeddingDesk } from './weddings';

export function accessRecords(server: TestServer, desk: WeddingDesk) {
  let days = 0;
  /** A day of its own, so no two records' slots or walk-ins clash. */
  const nextDay = () => {
    days += 1;
    return addDays(todayInPakistan(), 20 + (days % 65));
  };
  const stamps = () => ({ created_at: nowIso(), modified_at: nowIso() });

  /** Inserts one row of the owner's business and gives back its id. */
  async function inserted(table: string, columns: Record<string, unknown>): Promise<number> {
    const values = { business_id: desk.owner.businessId, ...columns };
    const names = Object.keys(values);
    const row = await server.sql.get<{ id: number }>(
      `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map((n) => `@${n}`).join(', ')})
       RETURNING id`,
      values,
    );
    return Number(row!.id);
  }

  /** Calls as `token` (the owner's unless named), expecting a 2xx; gives back the answer. */
  async function made(path: string, json: unknown, token = desk.owner.token) {
    const answer = await server.request(path, {
      token,
      json,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
    return answer.body;
  }

  const slot = () =>
    inserted('slots', {
      slot_name: 'Evening',
      date: nextDay(),
      start_time: '18:00',
      end_time: '22:00',
      ...stamps(),
    });
  const hall = () =>
    inserted('business_workers', {
      name: 'Shalimar Hall',
      capacity: 500,
      worker_role: 'hall',
      is_active: 1,
      ...stamps(),
    });

  /** The customer's request for a fresh slot, through the API. */
  const booking = async (): Promise<number> =>
    (await made('/api/bookings', { slot_id: await slot(), event_type_id: 1 }, desk.customer.token))
      .booking_id;

  async function acceptedBooking(): Promise<number> {
    const id = await booking();
    await acceptDirectly(server, id);
    return id;
  }

  const paymentBody = async () => ({
    booking_id: await acceptedBooking(),
    amount: 1000,
    kind: 'advance',
    method: 'cash',
  });

  /** The events of the last wedding made, which accepting it names. */
  let events: number[] = [];
  async function wedding(status: 'pending' | 'verified' = 'verified') {
    const made = await desk.weddingOf([{ date: nextDay(), status }]);
    events = made.eventIds;
    return made.weddingId;
  }

  /** One of the customer's notifications, which they send themself. */
  const notification = async (): Promise<number> =>
    (
      await made(
        '/api/notifications',
        { receiver_id: desk.customer.userId, type: 'reminder', title: 'Fitting', message: 'At 5' },
        desk.customer.token,
      )
    ).notification_id;

  /** A new member of the owner's staff, with the PIN 4321. */
  const member = async (): Promise<number> =>
    (
      await made('/api/business/staff', {
        name: 'Ali Raza',
        username: `desk_${crypto.randomUUID().slice(0, 8)}`,
        password: GOOD_PASSWORD,
        pin: '4321',
        role: 'front_desk',
      })
    ).staff_id;

  /** The transfer form for one of the customer's accepted bookings, with its receipt photo. */
  async function transferForm() {
    const form = new FormData();
    form.append('booking_id', String(await acceptedBooking()));
    form.append('method', 'bank_transfer');
    form.append('amount', '1000');
    form.append('reference', 'FT-1');
    form.append('file', new Blob([new Uint8Array(await jpegPhoto())], { type: 'image/jpeg' }));
    return form;
  }

  /** One of the customer's transfers, waiting for the desk. */
  const transfer = async (): Promise<number> => {
    const sent = await server.request('/api/transfers', {
      method: 'POST',
      body: await transferForm(),
      token: desk.customer.token,
      direct: true,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    return sent.body.transfer_id;
  };

  const records: Record<string, () => Promise<number>> = {
    transfer,
    member,
    business: async () => desk.owner.businessId,
    customer: async () => desk.customer.userId,
    slot,
    booking,
    payment: async () =>
      (await made('/api/payments', await paymentBody(), desk.owner.token)).payment_id,
    hall,
    package: () => inserted('packages', { package_name: 'Gold', price: 3000, ...stamps() }),
    service: () => inserted('business_services', { service_type_id: 1, created_at: nowIso() }),
    wedding: () => wedding(),
    pending_wedding: () => wedding('pending'),
    photo: () =>
      inserted('media', {
        media_link: '/media/cover.webp',
        preview_link: '/media/cover-400.webp',
        media_type: 'image',
        title: 'Cover',
        is_thumbnail: 0,
        created_at: nowIso(),
      }),
    review: () =>
      inserted('reviews', {
        user_id: desk.customer.userId,
        reviewer_name: 'Ayesha',
        rating: 5,
        comment: 'Lovely',
        ...stamps(),
      }),
    conversation: async () =>
      (
        await made(
          `/api/messaging/conversations/start/${desk.owner.userId}`,
          {},
          desk.customer.token,
        )
      ).conversation_id,
    notification,
  };

  const none = async () => ({});
  const named = (name: string) => async () => ({ name, capacity: 200 });
  const timed = async () => ({ date: nextDay(), start_time: '15:00', end_time: '16:00' });
  const entry = (method: string, path: string, body?: unknown) => ({
    entries: [{ id: crypto.randomUUID(), method, path, ...(body ? { body } : {}) }],
  });
  const ids = async () => ({ notification_ids: [await notification()] });

  /** The bodies of the table's writes, by call (and by `call (action)` where one call has two
   * rows); a FormData is sent as a multipart form. */
  const bodies: Record<string, () => Promise<unknown>> = {
    'PATCH /api/auth/me': async () => ({ first_name: 'Ayesha' }),
    'POST /api/auth/change-password': async () => ({
      current_password: GOOD_PASSWORD,
      new_password: 'Mehndi@Night7',
    }),
    'POST /api/auth/ws-ticket': none,
    'PUT /api/customer/profile': async () => ({
      bio: 'A winter wedding',
      user: { first_name: 'Ayesha', last_name: 'Khan' },
    }),
    'POST /api/customer/favorites': async () => ({ business_id: desk.owner.businessId }),
    'PUT /api/business/{business}': async () => ({
      business_name: 'Royal Marquee',
      bio: 'Open all year',
    }),
    'POST /api/business/{business}/packages': async () => ({ package_name: 'Silver', price: 2000 }),
    'PUT /api/business/{business}/packages/{package}': async () => ({ package_name: 'Silver' }),
    'POST /api/business/{business}/services': async () => ({ service_type_id: 2 }),
    'POST /api/reviews': async () => ({
      booking_id: (await desk.weddingOf([{ date: addDays(todayInPakistan(), -1 - days) }]))
        .eventIds[0],
      rating: 5,
      review_text: 'Lovely evening',
    }),
    'PUT /api/reviews/{review}': async () => ({ rating: 4 }),
    'POST /api/media/upload': async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await jpegPhoto())], { type: 'image/jpeg' }));
      return form;
    },
    'POST /api/media/business/{business}/thumbnail/{photo}': none,
    'POST /api/bookings': async () => ({ slot_id: await slot(), event_type_id: 1 }),
    'PATCH /api/bookings/{booking}/cancel': none,
    'POST /api/weddings': async () => ({
      title: 'Our wedding',
      events: [{ slot_id: await slot() }],
    }),
    'PATCH /api/weddings/{pending_wedding}/approve': async () => ({
      events: await Promise.all(
        events.map(async (id) => ({ booking_id: id, hall_id: await hall() })),
      ),
    }),
    'PATCH /api/weddings/{pending_wedding}/decline': async () => ({ reason: 'Closed that week' }),
    'PUT /api/weddings/{wedding}/plan': async () => ({
      items: [{ label: 'All', basis: 'remainder', due_on: addDays(todayInPakistan(), 30) }],
    }),
    'POST /api/weddings/{wedding}/payments': async () => ({
      amount: 1000,
      method: 'cash',
      payer_name: "Groom's family",
    }),
    'POST /api/business/walkin-weddings': async () => ({
      title: "Rana family's wedding",
      customer_name: 'Rana family',
      events: [{ ...(await timed()), worker_id: await hall(), number_of_people: 200 }],
    }),
    'PATCH /api/bookings/{booking}/action': async () => ({
      action: 'accept',
      hall_id: await hall(),
    }),
    'PATCH /api/bookings/{booking}/approve': async () => ({ hall_id: await hall() }),
    'PATCH /api/bookings/{booking}/decline': async () => ({ reason: 'Closed that day' }),
    'PATCH /api/bookings/{booking}/assign-worker': async () => ({ worker_id: await hall() }),
    'PATCH /api/bookings/{booking}/assign-hall': async () => ({ hall_id: await hall() }),
    'PATCH /api/bookings/{booking}/status': async () => ({ status: 'declined' }),
    'PATCH /api/bookings/{booking}/details': async () => ({ number_of_people: 50 }),
    'POST /api/business/walkins': async () => ({
      ...(await timed()),
      hall_team: await hall(),
      customer_name: 'Bilal Ahmed',
      number_of_people: 12,
    }),
    'POST /api/business/halls': named('Lawn'),
    'PUT /api/business/halls/{hall}': named('Lawn'),
    'POST /api/business/workers': named('Team A'),
    'PUT /api/business/workers/{hall}': named('Team A'),
    'POST /api/business/resources': named('Drone kit'),
    'PUT /api/business/resources/{hall}': named('Drone kit'),
    'PATCH /api/business/resources/{hall}/status': async () => ({ status: 'inactive' }),
    'POST /api/slots/bulk': async () => [await timed()],
    'POST /api/slots': timed,
    'PUT /api/slots/{slot}': async () => ({ description: 'Lawn lights on' }),
    'PATCH /api/slots/{slot}/block': none,
    'PATCH /api/slots/{slot}/unblock': none,
    'POST /api/sync/outbox (add a slot)': async () => entry('POST', 'slots', await timed()),
    'POST /api/sync/outbox (log a walk-in)': async () =>
      entry('POST', 'business/walkins', {
        ...(await timed()),
        hall_team: await hall(),
        customer_name: 'Bilal Ahmed',
        number_of_people: 12,
      }),
    'POST /api/business/staff': async () => ({
      name: 'Sana Malik',
      username: `desk_${crypto.randomUUID().slice(0, 8)}`,
      password: GOOD_PASSWORD,
      role: 'front_desk',
    }),
    'PATCH /api/business/staff/{member}': async () => ({ role: 'manager' }),
    'POST /api/auth/switch': async () => ({ staff_id: await member(), pin: '4321' }),
    'POST /api/sync/outbox (block a slot)': async () =>
      entry('PATCH', `slots/${await slot()}/block`),
    'POST /api/payments': paymentBody,
    'PUT /api/business/payment-details': async () => ({ raast_id: '03001234567' }),
    'POST /api/transfers': transferForm,
    'PATCH /api/transfers/{transfer}/confirm': none,
    'PATCH /api/transfers/{transfer}/reject': async () => ({ reason: 'Not in our statement' }),
    'POST /api/sync/outbox (confirm a transfer)': async () =>
      entry('PATCH', `transfers/${await transfer()}/confirm`),
    'POST /api/checkouts': async () => {
      // A booking with a price, so it owes its advance.
      const priced = await made(
        '/api/bookings',
        {
          slot_id: await slot(),
          package_selected_id: await inserted('packages', {
            package_name: 'Gold',
            price: 3000,
            ...stamps(),
          }),
        },
        desk.customer.token,
      );
      await acceptDirectly(server, priced.booking_id);
      return { booking_id: priced.booking_id, provider: 'jazzcash' };
    },
    'PATCH /api/payments/{payment}/refund': none,
    'POST /api/messaging/conversations/{customer}/messages (write to)': async () => ({
      message_body: 'Your date is free',
    }),
    'POST /api/messaging/conversations/{customer}/messages (write about a booking)': async () => ({
      booking_id: await booking(),
      message_body: 'Is the lawn free?',
    }),
    'PATCH /api/messaging/conversations/{conversation}/read': none,
    'POST /api/messaging/conversations/start/{customer}': none,
    'POST /api/notifications': async () => ({
      receiver_id: desk.customer.userId,
      type: 'reminder',
      title: 'Fitting',
      message: 'Tomorrow at 5',
    }),
    'PATCH /api/notifications/mark-all-read': none,
    'POST /api/notifications/mark-read': ids,
    'POST /api/notifications/delete': ids,
    'PATCH /api/notifications/{notification}/read': none,
    'POST /api/inbox/make_notification_read': async () => ({
      notification_id: await notification(),
    }),
  };
  return { records, bodies };
}
