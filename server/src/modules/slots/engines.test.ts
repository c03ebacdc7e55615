// The owner's slots on both engines (docs/architecture.md#10-two-engines): on a real SQLite file
// and on the run's throwaway PostgreSQL, slots are created, listed, moved, blocked, unblocked
// and deleted with the same answers; a slot deleted with pending requests declines them and
// tells each customer once, after the commit; and of ten overlapping slots of one hall created
// at once one is kept, the others refused 409 with the spec's text naming it. The calendar's
// pull (calendar-sync) reads the same slots, bookings and halls from both after the same writes.

import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { SLOT_TEXTS, slotOverlapText } from '@baraat/shared/domain/slot-times';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../db/engine';
import type { OwnedBusiness } from '../../http/owned-business';
import { DEFAULT_TERMS } from '../../test/desk-rows';
import { ENGINES, openTestDatabase, type TestDatabase } from '../../test/engines';
import { businessRow, onOwnDevice, userRow } from '../../test/ledger-rows';
import { plain } from '../../test/plain-answers';
import { createCalendarSyncService } from '../calendar-sync/service';
import { createDomainEvents } from '../notifications/events-service';
import { createNotificationsService } from '../notifications/service';
import { createSlotsService, type OwnerSlotsService } from './service';

const NOW = '2026-01-01T00:00:00.000Z';
const day = (n: number) => addDays(todayInPakistan(), n);

/** Each engine's answers with ids and moments taken out, compared at the end. */
const answers: Record<string, unknown[]> = {};
describe.each(ENGINES)('the owner’s slots on %s', (engine) => {
  let test: TestDatabase;
  let slots: OwnerSlotsService;
  let business: OwnedBusiness;
  let hall: number;
  let owner: number;
  /** Who was pushed a notification, and whether the decline was committed when they were. */
  const pushed: { userId: number; committed: Promise<boolean> }[] = [];
  const seen = <T>(answer: T): T => {
    answers[engine] = [...(answers[engine] ?? []), plain(answer)];
    return answer;
  };

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    const notifications = createNotificationsService(test.database, {
      toUser: (userId) => {
        // Read at once, on another connection on PostgreSQL: committed, or nobody is told.
        const committed = test.database
          .read(
            get<{ n: number }>(
              `SELECT count(*) AS n FROM bookings
               WHERE customer_user_id = @userId AND status = 'declined'`,
              { userId },
            ),
          )
          .then((row) => row!.n > 0);
        pushed.push({ userId, committed });
        return true;
      },
    });
    slots = createSlotsService(test.database, createDomainEvents(notifications));
    owner = await test.database.transaction(() => userRow('Owner', true));
    business = await ownedBusiness();
    hall = await hallOf('Hall A');
  });
  afterAll(() => test.close());

  /** A new business of the owner, as the routes find it. */
  async function ownedBusiness(): Promise<OwnedBusiness> {
    const place = await test.database.transaction(() => businessRow(owner, 1000));
    const mapping = await test.database.read(
      get<{ id: number }>('SELECT id FROM user_business_mapping WHERE business_id = @business', {
        business: place.business,
      }),
    );
    return {
      businessId: place.business,
      mappingId: mapping!.id,
      businessName: 'Hall',
      businessTypeId: 1,
      typeName: 'Banquet Hall',
      slug: 'hall',
      isHall: true,
      ...DEFAULT_TERMS,
    };
  }

  async function hallOf(name: string, of = business) {
    return (await test.database.transaction(() =>
      get<{ id: number }>(
        `INSERT INTO business_workers (business_id, name, capacity, worker_role, created_at,
           modified_at)
         VALUES (@business, @name, 500, 'hall', @now, @now) RETURNING id`,
        { business: of.businessId, name, now: NOW },
      ),
    ))!.id;
  }

  async function requestFor(slotId: number, status = 'pending', of = business) {
    const customer = await test.database.transaction(() => userRow('Ayesha'));
    await test.database.transaction(() =>
      get(
        `INSERT INTO bookings (slot_id, business_id, customer_user_id, number_of_people, status,
           message, created_at, modified_at)
         VALUES (@slotId, @business, @customer, 100, @status, 'Baraat', @now, @now) RETURNING id`,
        { slotId, business: of.businessId, customer, status, now: NOW },
      ),
    );
    return customer;
  }

  it('creates, lists, moves, blocks, unblocks and deletes slots with the same answers', async () => {
    const made = seen(
      await slots.create(business, onOwnDevice(owner), {
        date: day(3),
        start_time: '09:00',
        end_time: '13:00',
        worker_id: hall,
        description: 'Morning',
      }),
    );
    expect(made).toMatchObject({
      date: day(3),
      slot_name: '09:00 - 13:00',
      worker_id: hall,
      worker_name: 'Hall A',
      is_available: true,
      is_blocked: false,
      user_business_mapping_id: business.mappingId,
    });
    const id = made.slot_id;
    const own = await slots.create(business, onOwnDevice(owner), {
      date: day(3),
      start_time: '14:00',
      end_time: '16:00',
    });
    seen(own);
    const customer = await requestFor(own.slot_id);
    expect(customer).toBeGreaterThan(0);

    const listed = seen(
      await slots.list(business, { start_date: day(3), end_date: day(3), include_bookings: true }),
    );
    expect(listed.map((slot) => slot.slot_id)).toEqual([id, own.slot_id]);
    expect(listed[1]!.bookings).toEqual([
      expect.objectContaining({
        status: 'pending',
        customer_name: 'Ayesha Test',
        message: 'Baraat',
      }),
    ]);

    await expect(
      slots.update(business, onOwnDevice(owner), own.slot_id, {
        start_time: '12:00',
        worker_id: hall,
      }),
    ).rejects.toMatchObject({
      status: 409,
      detail: slotOverlapText('Hall A', { date: day(3), start_time: '09:00', end_time: '13:00' }),
    });
    const moved = seen(
      await slots.update(business, onOwnDevice(owner), id, { start_time: '08:00', slot_name: '' }),
    );
    expect(moved).toMatchObject({ start_time: '08:00', slot_name: '08:00 - 13:00' });

    expect(seen(await slots.block(business, onOwnDevice(owner), id))).toMatchObject({
      is_blocked: true,
    });
    expect(seen(await slots.available(business, day(3)))).toEqual([
      expect.objectContaining({ slot_id: own.slot_id }),
    ]);
    expect(seen(await slots.unblock(business, onOwnDevice(owner), id))).toMatchObject({
      is_blocked: false,
    });

    expect(seen(await slots.remove(business, onOwnDevice(owner), id))).toEqual({
      slot_id: id,
      deleted: true,
      declined_requests: 0,
    });
    await expect(slots.remove(business, onOwnDevice(owner), id)).rejects.toMatchObject({
      status: 404,
      detail: SLOT_TEXTS.notFound,
    });
    const bulk = seen(
      await slots.bulk(business, onOwnDevice(owner), business.mappingId, {
        start_date: day(5),
        end_date: day(6),
        days: [0, 1, 2, 3, 4, 5, 6],
        worker_ids: [hall],
        time_slots: [{ start_time: '10:00', end_time: '12:00' }],
        description: '',
      } as never),
    );
    expect(bulk).toMatchObject({ created: 2, skipped: [] });
  });

  it('declines a deleted slot’s pending requests and tells each customer once, after the commit', async () => {
    const slot = await slots.create(business, onOwnDevice(owner), {
      date: day(8),
      start_time: '18:00',
      end_time: '23:00',
      worker_id: hall,
    });
    const customers = [await requestFor(slot.slot_id), await requestFor(slot.slot_id)];
    const before = pushed.length;
    expect(seen(await slots.remove(business, onOwnDevice(owner), slot.slot_id))).toEqual({
      slot_id: slot.slot_id,
      deleted: true,
      declined_requests: 2,
    });
    const told = pushed.slice(before);
    expect(told.map((push) => push.userId)).toEqual(customers);
    expect(await Promise.all(told.map((push) => push.committed))).toEqual([true, true]);
    for (const customer of customers) {
      const notes = await test.database.read(
        get<{ n: number; message: string }>(
          `SELECT count(*) AS n, max(message) AS message FROM notifications
           WHERE receiver_id = @customer AND type = 'booking_rejected'`,
          { customer },
        ),
      );
      expect(notes).toMatchObject({ n: 1, message: expect.stringContaining('removed this time') });
    }
    // Hidden, not removed: the customers' history keeps its date.
    const row = await test.database.read(
      get<{ is_deleted: number }>('SELECT is_deleted FROM slots WHERE id = @id', {
        id: slot.slot_id,
      }),
    );
    expect(row).toEqual({ is_deleted: 1 });

    // A slot an accepted booking holds stays, its pending request untouched, nobody told.
    const held = await slots.create(business, onOwnDevice(owner), {
      date: day(9),
      start_time: '18:00',
      end_time: '23:00',
      worker_id: hall,
    });
    await requestFor(held.slot_id, 'verified');
    await requestFor(held.slot_id);
    const quiet = pushed.length;
    await expect(slots.remove(business, onOwnDevice(owner), held.slot_id)).rejects.toMatchObject({
      status: 409,
      detail: SLOT_TEXTS.bookedNoDelete,
    });
    expect(pushed.length).toBe(quiet);
  });

  it('keeps one of ten overlapping slots of one hall created at once, refusing nine with the spec’s text', async () => {
    const date = day(12);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        slots.create(business, onOwnDevice(owner), {
          date,
          start_time: '10:00',
          end_time: `${String(12 + Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`,
          worker_id: hall,
        }),
      ),
    );
    const kept = results.filter((result) => result.status === 'fulfilled');
    expect(kept).toHaveLength(1);
    const winner = (kept[0] as PromiseFulfilledResult<{ start_time: string; end_time: string }>)
      .value;
    for (const result of results.filter((result) => result.status === 'rejected')) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({
        status: 409,
        detail: slotOverlapText('Hall A', { date, ...winner }),
      });
    }
    const live = await slots.list(business, {
      start_date: date,
      end_date: date,
      include_bookings: false,
    });
    expect(live).toHaveLength(1);
  });

  it('pulls the same calendar, whole and then its changes, after the same writes', async () => {
    const sync = createCalendarSyncService(test.database);
    const place = await ownedBusiness();
    const main = await hallOf('Main Hall', place);
    const slot = (date: string, start: string, end: string) =>
      slots.create(place, onOwnDevice(owner), {
        date,
        start_time: start,
        end_time: end,
        worker_id: main,
      });
    const kept = await slot(day(2), '09:00', '13:00');
    const requested = await slot(day(2), '14:00', '18:00');
    await requestFor(requested.slot_id, 'pending', place);

    const whole = seen(await sync.pull(place, undefined));
    expect(whole.reset).toBe(true);
    expect(whole.slots.map((row) => row.slot_id)).toEqual([kept.slot_id, requested.slot_id]);
    expect(whole.bookings).toEqual([
      expect.objectContaining({ slot_id: requested.slot_id, status: 'pending' }),
    ]);
    expect(whole.workers).toEqual([
      expect.objectContaining({ worker_id: main, name: 'Main Hall' }),
    ]);

    await slots.block(place, onOwnDevice(owner), kept.slot_id);
    await slots.remove(place, onOwnDevice(owner), requested.slot_id);
    const added = await slot(day(4), '10:00', '12:00');
    const second = await hallOf('Garden', place);
    const changes = seen(await sync.pull(place, Number(whole.cursor)));
    expect(changes).toMatchObject({
      reset: false,
      more: false,
      slots: [
        expect.objectContaining({ slot_id: kept.slot_id, is_blocked: true }),
        expect.objectContaining({ slot_id: added.slot_id }),
      ],
      bookings: [expect.objectContaining({ status: 'declined' })],
      workers: [expect.objectContaining({ worker_id: second, name: 'Garden' })],
      deleted: [{ entity: 'slot', id: requested.slot_id }],
    });
    const after = seen(await sync.pull(place, Number(changes.cursor)));
    expect(after).toMatchObject({
      reset: false,
      slots: [],
      bookings: [],
      workers: [],
      deleted: [],
    });
    expect(after.cursor).toBe(changes.cursor);
  });
});

describe('the owner’s slots on both engines', () => {
  it('gave the same answers on SQLite and PostgreSQL', () => {
    expect(answers.postgres).toEqual(answers.sqlite);
    expect(answers.sqlite).toHaveLength(13);
  });
});
