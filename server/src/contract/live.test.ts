// The answers the device reads with shared schemas beyond the screens' lists: the
// bell and messages badge, marking read, the socket ticket, and every write of the desk's
// outbox, read with the schema its outbox kind parses it by
// (docs/architecture.md#4-offline-model), sent through the batch route as the drainer sends it.
import { randomUUID } from 'node:crypto';
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { ownerBookingSchema } from '@baraat/shared/schemas/business-bookings';
import {
  conversationListSchema,
  markReadResponseSchema,
  unreadStatusSchema,
} from '@baraat/shared/schemas/messaging';
import {
  notificationPageSchema,
  notificationsDeletedSchema,
  notificationsMarkedSchema,
  unreadCountSchema,
} from '@baraat/shared/schemas/notifications';
import { wsTicketSchema } from '@baraat/shared/schemas/realtime';
import { deleteSlotResponseSchema, ownerSlotSchema } from '@baraat/shared/schemas/slots';
import { type OutboxBatchEntry, outboxBatchResponseSchema } from '@baraat/shared/schemas/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildCalendarOwner, type CalendarOwner, requestSlot } from '../test/calendar';
import { expectContract } from '../test/contract';
import { startTestServer, type TestServer } from '../test/harness';
import { customer, type Person, sendRest } from '../test/messaging';

let server: TestServer;
let owner: CalendarOwner;
let bride: Person;
let hall: number;
beforeAll(async () => {
  server = await startTestServer();
  owner = await buildCalendarOwner(server);
  hall = await owner.addHall('Main Hall');
  bride = await customer(server);
});
afterAll(() => server.close());

const as = (token: string, path: string, options: { method?: string; json?: unknown } = {}) =>
  server.request(path, { token, ...options });
const day = (n: number) => addDays(todayInPakistan(), n);

describe('the live answers match the shared schemas', () => {
  it('answers the messages badge and marking a conversation read', async () => {
    expect((await sendRest(server, bride, owner.userId, 'Is 12 December free?')).status).toBe(201);
    const status = expectContract(
      unreadStatusSchema,
      await as(owner.token, '/api/inbox/get_new_messages_status'),
    );
    expect(status).toEqual({ has_new_messages: true, unread_count: 1 });
    const [conversation] = expectContract(
      conversationListSchema,
      await as(owner.token, '/api/messaging/conversations'),
    );
    const read = expectContract(
      markReadResponseSchema,
      await as(owner.token, `/api/messaging/conversations/${conversation!.conversation_id}/read`, {
        method: 'PATCH',
      }),
    );
    expect(read).toMatchObject({ marked: 1, unread_total: 0 });
  });

  it('answers the bell, marking notifications read and deleting them', async () => {
    const slot = await as(owner.token, '/api/slots', {
      json: { date: day(3), start_time: '10:00', end_time: '12:00' },
    });
    // A request tells the owner in a notification.
    await requestSlot(server, slot.body.slot_id as number);
    const bell = expectContract(
      unreadCountSchema,
      await as(owner.token, '/api/notifications/unread-count'),
    );
    expect(bell.unread_count).toBeGreaterThan(0);
    const page = expectContract(
      notificationPageSchema,
      await as(owner.token, '/api/notifications'),
    );
    const ids = page.notifications.map((n) => n.notification_id);
    expectContract(
      notificationsMarkedSchema,
      await as(owner.token, '/api/notifications/mark-read', { json: { notification_ids: ids } }),
    );
    expectContract(
      notificationsMarkedSchema,
      await as(owner.token, '/api/notifications/mark-all-read', { method: 'PATCH' }),
    );
    expectContract(
      notificationsDeletedSchema,
      await as(owner.token, '/api/notifications/delete', { json: { notification_ids: ids } }),
    );
  });

  it('answers a socket ticket', async () => {
    const ticket = expectContract(
      wsTicketSchema,
      await as(bride.token, '/api/auth/ws-ticket', { method: 'POST' }),
      201,
    );
    expect(ticket.path).toBe(`/ws/${ticket.ticket}`);
  });

  it("answers each of the desk's outbox writes with the schema its kind reads", async () => {
    const created = await as(owner.token, '/api/slots', {
      json: { date: day(4), start_time: '10:00', end_time: '12:00', worker_id: hall },
    });
    const slotId = created.body.slot_id as number;
    const request = await as(owner.token, '/api/slots', {
      json: { date: day(5), start_time: '10:00', end_time: '12:00', worker_id: hall },
    });
    const { bookingId } = await requestSlot(server, request.body.slot_id as number);
    const declined = await as(owner.token, '/api/slots', {
      json: { date: day(6), start_time: '10:00', end_time: '12:00', worker_id: hall },
    });
    const { bookingId: declinedId } = await requestSlot(server, declined.body.slot_id as number);
    const writes: [OutboxBatchEntry['method'], string, unknown, z.ZodType][] = [
      ['POST', 'slots', { date: day(7), start_time: '10:00', end_time: '12:00' }, ownerSlotSchema],
      [
        'POST',
        'business/walkins',
        {
          date: day(8),
          start_time: '18:00',
          end_time: '20:00',
          worker_id: hall,
          customer_name: 'Bilal Ahmed',
          customer_phone: '0300 7654321',
          number_of_people: 12,
        },
        ownerBookingSchema,
      ],
      ['PATCH', `slots/${slotId}/block`, undefined, ownerSlotSchema],
      ['PATCH', `slots/${slotId}/unblock`, undefined, ownerSlotSchema],
      ['DELETE', `slots/${slotId}`, undefined, deleteSlotResponseSchema],
      ['PATCH', `bookings/${bookingId}/approve`, { hall_id: hall }, ownerBookingSchema],
      ['PATCH', `bookings/${declinedId}/decline`, { reason: 'Fully booked' }, ownerBookingSchema],
    ];
    const entries = writes.map(([method, path, body]) => ({
      id: randomUUID(),
      method,
      path,
      ...(body === undefined ? {} : { body }),
    }));
    const batch = expectContract(
      outboxBatchResponseSchema,
      await as(owner.token, '/api/sync/outbox', { json: { entries } }),
    );
    expect(batch.not_run).toEqual([]);
    expect(batch.results).toHaveLength(writes.length);
    batch.results.forEach((result, n) => {
      const schema = writes[n]![3];
      expect(result.status, JSON.stringify(result.body)).toBeLessThan(300);
      expect(schema.safeParse(result.body).error?.issues ?? []).toEqual([]);
    });
  });
});
