import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { RESOURCE_ERRORS } from '@baraat/shared/schemas/workers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertedId } from '../../db/dialect';
import { buildCustomer } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';
import {
  buildOwnerDesk,
  type DeskOwner,
  expectFieldError,
  expectOwnerOnly,
} from '../../test/owner-desk';

let server: TestServer;
let venue: DeskOwner;
let studio: DeskOwner;
let customer: string;
beforeAll(async () => {
  server = await startTestServer();
  ({ venue, studio, customer } = await buildOwnerDesk(server));
});
afterAll(() => server.close());

const HALL = {
  name: 'Crystal Hall',
  capacity: 600,
  location: 'Ground floor, east wing',
  status: 'active',
  description: 'Chandeliers and a stage',
  features: ['Air conditioning', 'Stage', ' '],
};

const send = (owner: DeskOwner, method: string, path: string, json?: unknown) =>
  server.request(path, { method, token: owner.token, ...(json === undefined ? {} : { json }) });

const counts = async (businessId: number) =>
  (await server.sql.get<{ no_of_workers: number; max_capacity: number }>(
    'SELECT no_of_workers, max_capacity FROM businesses WHERE id = @businessId',
    { businessId },
  ))!;

describe('halls of a venue', () => {
  it('creates, lists, edits and deletes a hall, keeping the business counts right', async () => {
    const created = await send(venue, 'POST', '/api/business/halls', HALL);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Crystal Hall',
      capacity: 600,
      worker_role: 'hall',
      type: 'hall',
      status: 'active',
      is_active: true,
      location: 'Ground floor, east wing',
      features: ['Air conditioning', 'Stage'],
      business_id: venue.businessId,
    });
    const id = created.body.business_worker_entity_id;
    expect(created.body.resource_id).toBe(id);
    expect(await counts(venue.businessId)).toEqual({ no_of_workers: 1, max_capacity: 600 });

    const listed = await send(venue, 'GET', '/api/business/workers');
    expect(listed.body.map((row: { name: string }) => row.name)).toEqual(['Crystal Hall']);

    const edited = await send(venue, 'PUT', `/api/business/halls/${id}`, {
      name: 'Crystal Hall II',
      capacity: 450,
      status: 'maintenance',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      name: 'Crystal Hall II',
      capacity: 450,
      status: 'maintenance',
      is_active: false,
      // Fields left out stay as they were.
      location: 'Ground floor, east wing',
      features: ['Air conditioning', 'Stage'],
    });
    const stored = await server.sql.get('SELECT is_active FROM business_workers WHERE id = @id', {
      id,
    });
    expect(stored).toEqual({ is_active: 0 });
    // A hall under maintenance hosts nobody: the capacity shown falls to the packages' guests.
    expect((await counts(venue.businessId)).max_capacity).toBe(0);

    const deleted = await send(venue, 'DELETE', `/api/business/halls/${id}`);
    expect(deleted.status).toBe(204);
    expect((await counts(venue.businessId)).no_of_workers).toBe(0);
    expect((await send(venue, 'GET', '/api/business/halls')).body).toEqual([]);
  });

  it('asks a hall for a name and a capacity of at least 1', async () => {
    const blank = await send(venue, 'POST', '/api/business/halls', { name: ' ', capacity: '' });
    expectFieldError(blank, 'name', RESOURCE_ERRORS.nameRequired);
    expectFieldError(blank, 'capacity', RESOURCE_ERRORS.capacityRequired);
    const empty = await send(venue, 'POST', '/api/business/halls', { name: 'Hall', capacity: 0 });
    expectFieldError(empty, 'capacity', RESOURCE_ERRORS.hallCapacityMin);
    const long = await send(venue, 'POST', '/api/business/workers', {
      name: 'x'.repeat(101),
      capacity: 'many',
      status: 'closed',
      features: 'Stage',
    });
    expectFieldError(long, 'name', RESOURCE_ERRORS.nameMax);
    expectFieldError(long, 'capacity', RESOURCE_ERRORS.capacityNumber);
    expectFieldError(long, 'status', RESOURCE_ERRORS.status);
    expect(long.body.detail.map((issue: { loc: string[] }) => issue.loc[1])).toContain('features');
  });

  it('refuses to delete a hall that holds an accepted upcoming booking, and says why', async () => {
    const hall = (await send(venue, 'POST', '/api/business/halls', { name: 'Lawn', capacity: 900 }))
      .body;
    const guest = await buildCustomer(server);
    const now = new Date().toISOString();
    const inserted = (sql: string, params: object) => server.database.read(insertedId(sql, params));
    const slot = await inserted(
      `INSERT INTO slots (business_id, worker_id, slot_name, date, start_time, end_time,
         created_at, modified_at)
       VALUES (@business, @hall, '18:00 - 23:00', @date, '18:00', '23:00', @now, @now)`,
      {
        business: venue.businessId,
        hall: hall.resource_id,
        date: addDays(todayInPakistan(), 10),
        now,
      },
    );
    const booking = await inserted(
      `INSERT INTO bookings (slot_id, business_id, customer_user_id, worker_id, status,
         created_at, modified_at)
       VALUES (@slot, @business, @guest, @hall, 'verified', @now, @now)`,
      {
        slot,
        business: venue.businessId,
        guest: guest.user.user_id,
        hall: hall.resource_id,
        now,
      },
    );

    const refused = await send(venue, 'DELETE', `/api/business/resources/${hall.resource_id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ detail: RESOURCE_ERRORS.inUse('Hall', 1) });
    expect(refused.body.detail).toBe(
      'This hall has 1 accepted upcoming booking and cannot be deleted. Reassign or cancel it first.',
    );

    // Once that booking is in the past the hall may go; the booking keeps its history.
    await server.sql.run('UPDATE slots SET date = @date WHERE id = @slot', {
      date: addDays(todayInPakistan(), -1),
      slot,
    });
    expect((await send(venue, 'DELETE', `/api/business/halls/${hall.resource_id}`)).status).toBe(
      204,
    );
    const kept = await server.sql.get(
      'SELECT status, worker_id FROM bookings WHERE id = @booking',
      {
        booking,
      },
    );
    expect(kept).toEqual({ status: 'verified', worker_id: null });
  });
});

describe('workers of a photographer', () => {
  it('creates team members with capacity 0 by default and filters the resources by type', async () => {
    const made = await send(studio, 'POST', '/api/business/workers', { name: 'Bilal Ahmed' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ worker_role: 'worker', capacity: 0, status: 'active' });
    // The spec's client posts to /halls first: a studio's resource is still a worker.
    const fallback = await send(studio, 'POST', '/api/business/halls', {
      name: 'Sana',
      capacity: 0,
    });
    expect(fallback.body.worker_role).toBe('worker');
    expect((await counts(studio.businessId)).no_of_workers).toBe(2);

    const workers = await send(
      studio,
      'GET',
      `/api/business/${studio.businessId}/resources?type=worker`,
    );
    expect(workers.body).toHaveLength(2);
    const halls = await send(studio, 'GET', '/api/business/resources?type=hall');
    expect(halls.body).toEqual([]);
    for (const every of ['all', '']) {
      const all = await send(studio, 'GET', `/api/business/resources?type=${every}`);
      expect(all.body, every).toHaveLength(2);
    }
    const wrong = await send(studio, 'GET', '/api/business/resources?type=car');
    expectFieldError(wrong, 'type', 'type must be hall or worker');
  });

  it('reads, edits and sets the status of one resource', async () => {
    const made = (await send(studio, 'POST', '/api/business/resources', { name: 'Drone kit' }))
      .body;
    const path = `/api/business/resources/${made.resource_id}`;
    expect((await send(studio, 'GET', path)).body).toEqual(made);
    const status = await send(studio, 'PATCH', `${path}/status`, { status: 'inactive' });
    expect(status.body).toMatchObject({ status: 'inactive', is_active: false });
    expectFieldError(
      await send(studio, 'PATCH', `${path}/status`, { status: 'gone' }),
      'status',
      RESOURCE_ERRORS.status,
    );
    const put = await send(studio, 'PUT', path, { name: 'Drone kit B', capacity: 2 });
    expect(put.body).toMatchObject({ name: 'Drone kit B', capacity: 2, status: 'inactive' });
  });
});

describe('who may call', () => {
  it('answers only the owner of the resource, on every path', async () => {
    const hall = (
      await send(venue, 'POST', '/api/business/halls', { name: 'Rose Hall', capacity: 300 })
    ).body;
    const id = hall.resource_id;
    const tokens = { customer, other: studio.token };
    const body = { name: 'Renamed', capacity: 10 };
    for (const call of [
      { method: 'PUT', path: `/api/business/halls/${id}`, json: body },
      { method: 'PUT', path: `/api/business/workers/${id}`, json: body },
      { method: 'GET', path: `/api/business/resources/${id}` },
      { method: 'PUT', path: `/api/business/resources/${id}`, json: body },
      { method: 'PATCH', path: `/api/business/resources/${id}/status`, json: { status: 'active' } },
      { method: 'DELETE', path: `/api/business/halls/${id}` },
      { method: 'DELETE', path: `/api/business/workers/${id}` },
      { method: 'DELETE', path: `/api/business/resources/${id}` },
    ]) {
      await expectOwnerOnly(server, call, tokens, RESOURCE_ERRORS.notFound);
    }
    await expectOwnerOnly(
      server,
      { method: 'GET', path: `/api/business/${venue.businessId}/resources` },
      tokens,
      'Business not found',
    );
    // The lists and creation need no id: visitors and customers are still refused.
    for (const call of [
      { method: 'GET', path: '/api/business/halls' },
      { method: 'GET', path: '/api/business/workers' },
      { method: 'GET', path: '/api/business/resources' },
      { method: 'POST', path: '/api/business/halls', json: body },
      { method: 'POST', path: '/api/business/workers', json: body },
      { method: 'POST', path: '/api/business/resources', json: body },
    ]) {
      expect(
        (await server.request(call.path, { method: call.method, json: call.json })).status,
      ).toBe(401);
      const asCustomer = await server.request(call.path, { ...call, token: customer });
      expect(asCustomer.status).toBe(403);
    }
    // The other owner's lists are their own: the venue's hall is not among them.
    const theirs = await send(studio, 'GET', '/api/business/resources');
    expect(theirs.body.map((row: { resource_id: number }) => row.resource_id)).not.toContain(id);
    // Nothing was changed by the refused calls.
    expect((await send(venue, 'GET', `/api/business/resources/${id}`)).body).toEqual(hall);
  });

  it('reads a word or a zero where an id goes as not found or bad input, never a 5xx', async () => {
    expect((await send(venue, 'GET', '/api/business/resources/abc')).status).toBe(404);
    expect((await send(venue, 'GET', '/api/business/abc/resources')).status).toBe(404);
    expect(
      (await send(venue, 'PUT', '/api/business/halls/0', { name: 'x', capacity: 1 })).status,
    ).toBe(422);
    expect((await send(venue, 'DELETE', '/api/business/workers/99999999')).status).toBe(404);
    const notJson = await server.request('/api/business/halls', {
      method: 'POST',
      token: venue.token,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(notJson.status).toBe(422);
  });
});
