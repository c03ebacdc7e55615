// Halls and workers on both engines (docs/architecture.md#10-two-engines): the same answers and
// refusals from a SQLite file and from PostgreSQL, the status rules of 0014 alike for any
// writer, and whole rows and right counts however many write at once.
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { RESOURCE_ERRORS, type ResourceInput } from '@baraat/shared/schemas/workers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertedId } from '../../db/dialect';
import { all, get, run } from '../../db/engine';
import type { OwnedBusiness } from '../../http/owned-business';
import { NOW, ownedBusinessRow, statusOf } from '../../test/desk-rows';
import { ENGINES, openTestDatabase, type TestDatabase } from '../../test/engines';
import { userRow } from '../../test/ledger-rows';
import { createWorkersService, type WorkersService } from './service';

const HALL: ResourceInput = {
  name: 'Crystal Hall',
  capacity: 600,
  worker_email: null,
  status: 'active',
  location: 'Ground floor, east wing',
  description: 'Chandeliers and a stage',
  features: ['Air conditioning', 'Stage'],
};

/** The status and flag a raw write leaves, from each starting row (SQLite's 0014 triggers). */
const STATUS_RULES: [start: [string, number], set: string, end: [string, number]][] = [
  [['active', 1], "status = 'maintenance', is_active = 1", ['inactive', 0]],
  [['active', 1], "status = 'active', is_active = 0", ['active', 1]],
  [['active', 1], "is_active = 1, status = 'inactive'", ['inactive', 0]],
  [['active', 1], "status = 'inactive'", ['inactive', 0]],
  [['active', 1], 'is_active = 0', ['inactive', 0]],
  [['active', 1], "name = 'y'", ['active', 1]],
  [['inactive', 0], "status = 'active', is_active = 0", ['active', 1]],
  [['inactive', 0], "status = 'maintenance'", ['maintenance', 0]],
  [['inactive', 0], 'is_active = 1', ['active', 1]],
  [['maintenance', 0], "status = 'maintenance', is_active = 1", ['inactive', 0]],
  [['maintenance', 0], 'is_active = 0', ['maintenance', 0]],
  [['maintenance', 0], "status = 'active'", ['active', 1]],
  [['maintenance', 0], 'is_active = 1', ['active', 1]],
];

describe.each(ENGINES)('halls and workers on %s', (engine) => {
  let test: TestDatabase;
  let workers: WorkersService;

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    workers = createWorkersService(test.database);
  });
  afterAll(() => test.close());

  const business = (typeId: 1 | 2 = 1) => ownedBusinessRow(test.database, typeId);

  const counts = (businessId: number) =>
    test.database.read(
      get<{ no_of_workers: number; max_capacity: number }>(
        'SELECT no_of_workers, max_capacity FROM businesses WHERE id = @businessId',
        { businessId },
      ),
    );

  it('creates, lists, edits and deletes a hall, keeping the business counts right', async () => {
    const venue = await business();
    const created = await workers.create(venue, HALL);
    expect(created).toEqual({
      business_worker_entity_id: created.resource_id,
      resource_id: expect.any(Number),
      business_id: venue.businessId,
      name: 'Crystal Hall',
      capacity: 600,
      worker_role: 'hall',
      type: 'hall',
      worker_email: null,
      status: 'active',
      is_active: true,
      location: 'Ground floor, east wing',
      description: 'Chandeliers and a stage',
      features: ['Air conditioning', 'Stage'],
      created_at: expect.any(String),
      modified_at: created.created_at,
    });
    expect(await counts(venue.businessId)).toEqual({ no_of_workers: 1, max_capacity: 600 });
    expect(await workers.get(venue, created.resource_id)).toEqual(created);

    const edited = await workers.update(venue, created.resource_id, {
      name: 'Crystal Hall II',
      capacity: 450,
      status: 'maintenance',
    });
    expect(edited).toEqual({
      ...created,
      name: 'Crystal Hall II',
      capacity: 450,
      status: 'maintenance',
      is_active: false,
      modified_at: expect.any(String),
    });
    // A hall under maintenance hosts nobody.
    expect(await counts(venue.businessId)).toEqual({ no_of_workers: 1, max_capacity: 0 });
    const active = await workers.setStatus(venue, created.resource_id, 'active');
    expect(active).toMatchObject({ status: 'active', is_active: true, capacity: 450 });
    expect(await counts(venue.businessId)).toEqual({ no_of_workers: 1, max_capacity: 450 });

    await workers.remove(venue, created.resource_id);
    expect(await counts(venue.businessId)).toEqual({ no_of_workers: 0, max_capacity: 0 });
    expect(await workers.list(venue)).toEqual([]);
    await expect(workers.get(venue, created.resource_id)).rejects.toMatchObject({
      status: 404,
      detail: RESOURCE_ERRORS.notFound,
    });
  });

  it('lists by name whatever the case, ASCII folded only, and by role', async () => {
    const venue = await business();
    for (const name of ['banquet', 'Émile', 'Annexe', 'émile', 'annexe', 'Zinnia', 'Banquet']) {
      await workers.create(venue, { ...HALL, name });
    }
    const listed = await workers.list(venue);
    expect(listed.map((row) => row.name)).toEqual([
      'Annexe',
      'annexe',
      'banquet',
      'Banquet',
      'Zinnia',
      'Émile',
      'émile',
    ]);
    expect(await workers.list(venue, 'hall')).toEqual(listed);
    expect(await workers.list(venue, 'worker')).toEqual([]);
  });

  it('makes a studio’s resources workers, and keeps them to their own business', async () => {
    const studio = await business(2);
    const venue = await business();
    const member = await workers.create(studio, { ...HALL, name: 'Bilal', capacity: 0 });
    expect(member).toMatchObject({ worker_role: 'worker', capacity: 0 });
    expect(await counts(studio.businessId)).toEqual({ no_of_workers: 1, max_capacity: 0 });
    for (const call of [
      () => workers.get(venue, member.resource_id),
      () => workers.update(venue, member.resource_id, { name: 'Taken' }),
      () => workers.remove(venue, member.resource_id),
    ]) {
      await expect(call()).rejects.toMatchObject({ status: 404, detail: RESOURCE_ERRORS.notFound });
    }
    expect(await workers.get(studio, member.resource_id)).toEqual(member);
  });

  it('refuses to delete a hall holding an accepted upcoming booking, and says why', async () => {
    const venue = await business();
    const studio = await business(2);
    const hall = await workers.create(venue, { ...HALL, name: 'Lawn', capacity: 900 });
    const member = await workers.create(studio, { ...HALL, name: 'Sana', capacity: 0 });
    const guest = await test.database.transaction(() => userRow('Guest'));
    const booked = async (owner: OwnedBusiness, workerId: number) =>
      test.database.transaction(function* () {
        const slot = yield* insertedId(
          `INSERT INTO slots (business_id, worker_id, slot_name, date, start_time, end_time,
             created_at, modified_at)
           VALUES (@business, @workerId, '18:00 - 23:00', @date, '18:00', '23:00', @now, @now)`,
          {
            business: owner.businessId,
            workerId,
            date: addDays(todayInPakistan(), 10),
            now: NOW,
          },
        );
        const booking = yield* insertedId(
          `INSERT INTO bookings (slot_id, business_id, customer_user_id, worker_id, status,
             created_at, modified_at)
           VALUES (@slot, @business, @guest, @workerId, 'verified', @now, @now)`,
          { slot, business: owner.businessId, guest, workerId, now: NOW },
        );
        return { slot, booking };
      });
    const { slot, booking } = await booked(venue, hall.resource_id);
    await booked(studio, member.resource_id);

    await expect(workers.remove(venue, hall.resource_id)).rejects.toMatchObject({
      status: 409,
      detail: RESOURCE_ERRORS.inUse('Hall', 1),
    });
    await expect(workers.remove(studio, member.resource_id)).rejects.toMatchObject({
      status: 409,
      detail: RESOURCE_ERRORS.inUse('Worker', 1),
    });
    expect(await workers.get(venue, hall.resource_id)).toEqual(hall);

    // Once the booking is in the past the hall may go; the booking keeps its history.
    await test.database.transaction(() =>
      run('UPDATE slots SET date = @date WHERE id = @slot', {
        date: addDays(todayInPakistan(), -1),
        slot,
      }),
    );
    await workers.remove(venue, hall.resource_id);
    expect(
      await test.database.read(
        get('SELECT status, worker_id FROM bookings WHERE id = @booking', { booking }),
      ),
    ).toEqual({ status: 'verified', worker_id: null });
  });

  it('has the index the deletion rule reads, made once', async () => {
    const indexes = await test.database.read(
      all<{ name: string }>({
        sqlite: `SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'bookings'
          AND name = 'bookings_worker_status'`,
        postgres: `SELECT indexname AS name FROM pg_indexes WHERE tablename = 'bookings'
          AND indexname = 'bookings_worker_status'`,
      }),
    );
    expect(indexes).toEqual([{ name: 'bookings_worker_status' }]);
  });

  it('keeps status and is_active one fact whichever a writer sets, as 0014 says', async () => {
    const venue = await business();
    const read = (id: number) =>
      test.database.read(
        get<{ status: string; is_active: number }>(
          'SELECT status, is_active FROM business_workers WHERE id = @id',
          { id },
        ),
      );
    const insert = (status: string | null, isActive: number) =>
      test.database.transaction(() =>
        insertedId(
          `INSERT INTO business_workers (business_id, name, status, is_active, created_at, modified_at)
           VALUES (@business, 'Old writer', coalesce(CAST(@status AS TEXT), 'active'), @isActive,
             @now, @now)`,
          { business: venue.businessId, status, isActive, now: NOW },
        ),
      );
    expect(await read(await insert(null, 0))).toEqual({ status: 'inactive', is_active: 0 });
    expect(await read(await insert('inactive', 1))).toEqual({ status: 'inactive', is_active: 0 });
    expect(await read(await insert('maintenance', 1))).toEqual({
      status: 'maintenance',
      is_active: 0,
    });
    expect(await read(await insert('maintenance', 0))).toEqual({
      status: 'maintenance',
      is_active: 0,
    });
    for (const [[status, isActive], set, [endStatus, endActive]] of STATUS_RULES) {
      const id = await insert(status, isActive);
      await test.database.transaction(() =>
        run(`UPDATE business_workers SET ${set} WHERE id = @id`, { id }),
      );
      expect({ from: [status, isActive], set, row: await read(id) }).toEqual({
        from: [status, isActive],
        set,
        row: { status: endStatus, is_active: endActive },
      });
    }
  });

  it('adds every one of 10 halls created at once, and counts them all', async () => {
    const venue = await business();
    const made = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        workers.create(venue, { ...HALL, name: `Hall ${n}`, capacity: 100 + n }),
      ),
    );
    expect(new Set(made.map((row) => row.resource_id)).size).toBe(10);
    expect(await counts(venue.businessId)).toEqual({ no_of_workers: 10, max_capacity: 109 });
  });

  it('leaves one whole version of a hall that 10 edit at once', async () => {
    const venue = await business();
    const hall = await workers.create(venue, HALL);
    const versions = Array.from({ length: 10 }, (_, n) => ({
      name: `Version ${n}`,
      capacity: 100 + n,
      location: `Wing ${n}`,
      description: `Edit ${n}`,
      features: [`Feature ${n}`],
    }));
    const answers = await Promise.all(
      versions.map((version) => workers.update(venue, hall.resource_id, version)),
    );
    const last = await workers.get(venue, hall.resource_id);
    const n = Number(last.name.slice('Version '.length));
    expect(last).toMatchObject(versions[n]!);
    expect(answers.find((answer) => answer.name === last.name)).toEqual(last);
    expect(await counts(venue.businessId)).toEqual({ no_of_workers: 1, max_capacity: 100 + n });
  });

  it('deletes a worker once, however many delete it at once', async () => {
    const studio = await business(2);
    const member = await workers.create(studio, { ...HALL, name: 'Bilal', capacity: 0 });
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () => statusOf(workers.remove(studio, member.resource_id))),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 404)).toHaveLength(9);
    expect(await counts(studio.businessId)).toEqual({ no_of_workers: 0, max_capacity: 0 });
  });
});
