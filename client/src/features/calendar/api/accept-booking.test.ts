import 'fake-indexeddb/auto';
import type { OwnerBooking } from '@baraat/shared/schemas/business-bookings';
import type { SlotBooking } from '@baraat/shared/schemas/slots';
import { beforeEach, describe, expect, it } from 'vitest';
import { type BaraatDb, database } from '@/lib/db';
import { i18n } from '@/lib/i18n';
import { drainOutbox } from '@/lib/outbox-drain';
import { registerOutboxKinds } from '@/lib/outbox-kinds';
import { discardEntry } from '@/lib/outbox-queue';
import { oneByOne } from '@/lib/outbox-transport';
import { testSlot } from '../test-slot';
import { acceptBooking, acceptBookingKind } from './accept-booking';
import { declineBooking, declineBookingKind, REASON_REQUIRED } from './decline-booking';

registerOutboxKinds([acceptBookingKind, declineBookingKind]);

let db: BaraatDb;
const slot = testSlot(7, { date: '2026-12-01', start_time: '18:00', end_time: '22:00' });
const request: SlotBooking = {
  booking_id: 30,
  slot_id: 7,
  status: 'pending',
  is_walkin: false,
  customer_name: 'Noor Khan',
  number_of_people: 2,
  event_name: 'Wedding',
  package_name: null,
  worker_id: null,
  message: 'Baraat of the Khan family',
  modified_at: '',
  created_by: null,
  created_at: '2026-11-20T09:00:00.000Z',
  answered_by: null,
  decided_at: null,
};

/** The server's answer (ownerBookingSchema) for the request above. */
const answered = (status: 'verified' | 'declined', worker: number | null): OwnerBooking => ({
  booking_id: 30,
  status,
  is_verified: status === 'verified',
  is_declined: status === 'declined',
  is_past: false,
  slot: {
    slot_id: 7,
    slot_name: '18:00 - 22:00',
    date: '2026-12-01',
    start_time: '18:00',
    end_time: '22:00',
    worker_id: null,
  },
  user: { user_id: 4, first_name: 'Noor', last_name: 'Khan', email: 'n@example.pk', mobile: '' },
  is_walkin: false,
  walkin_customer: null,
  message: 'Baraat of the Khan family',
  number_of_people: 2,
  package_selected_id: null,
  package_selected: null,
  worker_assigned_id: worker,
  worker_assigned: null,
  event_hall: null,
  event_type: { event_name: 'Wedding' },
  total_amount: 0,
  decline_reason: status === 'declined' ? 'Fully booked' : null,
  notes: null,
  created_at: '2026-11-20T10:00:00Z',
  decided_at: '2026-11-23T10:00:00Z',
  created_by: null,
  answered_by: null,
  wedding: null,
  hold_until: null,
  hold: status === 'verified' ? 'confirmed' : 'none',
});

beforeEach(async () => {
  db = await database();
  await Promise.all([db.outbox.clear(), db.calendarSlots.clear(), db.calendarBookings.clear()]);
  await db.calendarSlots.put({ ...slot, owner_id: 5 });
  await db.calendarBookings.put({ ...request, owner_id: 5 });
});

describe('accepting a request on the device', () => {
  it('shows it accepted with its slot reserved at once, then settles on the answer', async () => {
    await acceptBooking(5, request, slot, { field: 'hall_id', id: 3 });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      kind: 'booking.accept',
      method: 'PATCH',
      path: 'bookings/30/approve',
      body: { hall_id: 3 },
    });
    expect(await db.calendarBookings.get(30)).toMatchObject({
      status: 'verified',
      worker_id: 3,
      pending: entry!.id,
    });
    expect(await db.calendarSlots.get(7)).toMatchObject({ is_reserved: true, is_available: false });

    await drainOutbox(oneByOne(async () => ({ status: 200, body: answered('verified', 3) })));
    const booking = await db.calendarBookings.get(30);
    expect(booking).toMatchObject({ status: 'verified', worker_id: 3, customer_name: 'Noor Khan' });
    expect(booking?.pending).toBeUndefined();
    expect((await db.calendarSlots.get(7))?.pending).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps the server’s answer even when the device lost the row meanwhile', async () => {
    await acceptBooking(5, request, slot, { field: 'hall_id', id: 3 });
    await db.calendarBookings.clear();
    await db.calendarSlots.clear();
    await drainOutbox(oneByOne(async () => ({ status: 200, body: answered('verified', 3) })));
    expect(await db.calendarBookings.get(30)).toMatchObject({ status: 'verified', owner_id: 5 });
  });

  it('puts the request and its slot back when a refused accept is discarded', async () => {
    await acceptBooking(5, request, slot, { field: 'hall_id', id: 3 });
    await drainOutbox(
      oneByOne(async () => ({
        status: 409,
        body: {
          detail:
            'Hall A is already booked for Wedding of Sara Ali on Tue, 1 Dec 2026, 6:00 – 10:00 pm',
        },
      })),
    );
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      state: 'conflict',
      last_error: expect.stringContaining('Hall A is already booked'),
    });
    await discardEntry(entry!.id);
    expect(await db.calendarBookings.get(30)).toMatchObject({ status: 'pending', worker_id: null });
    expect(await db.calendarSlots.get(7)).toMatchObject({ is_reserved: false, is_available: true });
    expect((await db.calendarSlots.get(7))?.pending).toBeUndefined();
  });
});

describe('rejecting a request on the device', () => {
  it('refuses to queue a rejection without a reason', async () => {
    await expect(declineBooking(5, request, '   ')).rejects.toThrow(i18n._(REASON_REQUIRED));
    expect(await db.outbox.count()).toBe(0);
  });

  it('shows it declined at once and sends the reason', async () => {
    await declineBooking(5, request, ' Fully booked ');
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      kind: 'booking.decline',
      path: 'bookings/30/decline',
      body: { reason: 'Fully booked' },
    });
    expect(await db.calendarBookings.get(30)).toMatchObject({
      status: 'declined',
      pending: entry!.id,
    });
    await drainOutbox(oneByOne(async () => ({ status: 200, body: answered('declined', null) })));
    expect((await db.calendarBookings.get(30))?.pending).toBeUndefined();
  });

  it('puts the request back as pending when a refused rejection is discarded', async () => {
    await declineBooking(5, request, 'Fully booked');
    await drainOutbox(
      oneByOne(async () => ({
        status: 409,
        body: { detail: 'Only pending requests can be accepted or declined.' },
      })),
    );
    const [entry] = await db.outbox.toArray();
    await discardEntry(entry!.id);
    expect(await db.calendarBookings.get(30)).toMatchObject({ status: 'pending' });
  });
});
