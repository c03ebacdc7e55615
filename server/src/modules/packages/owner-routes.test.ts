import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { PACKAGE_ERRORS } from '@baraat/shared/schemas/business-packages';
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

const GOLD = {
  package_name: 'Gold Walima',
  package_desc: 'Dinner for 300 with stage décor',
  price: 450000,
  duration_hours: 5,
  max_guests: 300,
  features: ['Stage décor', 'Two dishes', ''],
  is_popular: true,
};

const packagesOf = (owner: DeskOwner) => `/api/business/${owner.businessId}/packages`;
const send = (owner: DeskOwner, method: string, path: string, json?: unknown) =>
  server.request(path, { method, token: owner.token, ...(json === undefined ? {} : { json }) });
const business = async (id: number) =>
  (await server.sql.get<{
    no_of_packages: number;
    min_price: number | null;
    max_price: number | null;
    max_capacity: number;
    slug: string;
  }>(
    `SELECT no_of_packages, min_price, max_price, max_capacity, slug FROM businesses
     WHERE id = @id`,
    { id },
  ))!;

describe('the owner’s packages', () => {
  it('adds a package that the public profile then shows, in the same shape', async () => {
    const created = await send(venue, 'POST', packagesOf(venue), GOLD);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toEqual({
      package_id: expect.any(Number),
      business_id: venue.businessId,
      package_name: 'Gold Walima',
      description: 'Dinner for 300 with stage décor',
      package_desc: 'Dinner for 300 with stage décor',
      price: 450000,
      package_price: 450000,
      // Not sent: the spec's reading, per guest (docs/product/texts.md#limits).
      price_basis: 'per_person',
      duration_hours: 5,
      max_guests: 300,
      features: ['Stage décor', 'Two dishes'],
      is_popular: true,
    });
    const { slug } = await business(venue.businessId);
    const profile = await server.request(`/api/listings/profile/${slug}`);
    expect(profile.body.packages).toContainEqual(created.body);
    expect(profile.body.no_of_packages).toBe(1);
    expect(await business(venue.businessId)).toMatchObject({
      no_of_packages: 1,
      min_price: 450000,
      max_price: 450000,
      max_capacity: 300,
    });
    expect((await send(venue, 'GET', packagesOf(venue))).body).toEqual([created.body]);
  });

  it('edits only the fields sent and keeps the price range right', async () => {
    const silver = (
      await send(venue, 'POST', packagesOf(venue), { package_name: 'Silver', price: '150000' })
    ).body;
    expect(silver).toMatchObject({ duration_hours: 6, max_guests: 100, features: [] });
    expect(await business(venue.businessId)).toMatchObject({
      min_price: 150000,
      max_price: 450000,
    });
    const edited = await send(venue, 'PUT', `${packagesOf(venue)}/${silver.package_id}`, {
      price: 99900,
      price_basis: 'per_event',
      features: ['Mehndi stage'],
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      package_name: 'Silver',
      price: 99900,
      price_basis: 'per_event',
      features: ['Mehndi stage'],
    });
    expect(await business(venue.businessId)).toMatchObject({ no_of_packages: 2, min_price: 99900 });
  });

  it('deletes a package a booking chose; the booking stays, without a package', async () => {
    const pkg = (
      await send(venue, 'POST', packagesOf(venue), { package_name: 'Basic', price: 100 })
    ).body;
    const guest = await buildCustomer(server);
    const now = new Date().toISOString();
    const slot = await server.database.read(
      insertedId(
        `INSERT INTO slots (business_id, slot_name, date, start_time, end_time, created_at,
           modified_at) VALUES (@business, 'x', @date, '10:00', '12:00', @now, @now)`,
        { business: venue.businessId, date: addDays(todayInPakistan(), 20), now },
      ),
    );
    const booking = await server.request('/api/bookings', {
      token: guest.access_token,
      json: { slot_id: slot, package_selected_id: pkg.package_id },
    });
    expect(booking.status).toBe(201);

    const before = (await business(venue.businessId)).no_of_packages;
    const deleted = await send(venue, 'DELETE', `${packagesOf(venue)}/${pkg.package_id}`);
    expect(deleted.status).toBe(204);
    expect((await business(venue.businessId)).no_of_packages).toBe(before - 1);
    const mine = await server.request('/api/bookings/my-bookings', { token: guest.access_token });
    expect(mine.status).toBe(200);
    const shown = mine.body.find(
      (row: { booking_id: number }) => row.booking_id === booking.body.booking_id,
    );
    expect(shown.package_selected).toBeNull();
  });

  it('says what is wrong with a package', async () => {
    const blank = await send(venue, 'POST', packagesOf(venue), { package_name: '', price: '' });
    expectFieldError(blank, 'package_name', PACKAGE_ERRORS.nameRequired);
    expectFieldError(blank, 'price', PACKAGE_ERRORS.priceRequired);
    const odd = await send(venue, 'POST', packagesOf(venue), {
      package_name: 'p'.repeat(101),
      price: 50050,
      duration_hours: 0,
      max_guests: -1,
    });
    expectFieldError(odd, 'package_name', PACKAGE_ERRORS.nameMax);
    expectFieldError(odd, 'price', PACKAGE_ERRORS.priceStep);
    expect(PACKAGE_ERRORS.priceStep).toContain('steps of 100');
    expectFieldError(odd, 'duration_hours', PACKAGE_ERRORS.hours);
    expectFieldError(odd, 'max_guests', PACKAGE_ERRORS.guests);
    expectFieldError(
      await send(venue, 'POST', packagesOf(venue), {
        package_name: 'x',
        price: 100,
        price_basis: 'per_hour',
      }),
      'price_basis',
      PACKAGE_ERRORS.priceBasis,
    );
    expectFieldError(
      await send(venue, 'POST', packagesOf(venue), { package_name: 'x', price: -100 }),
      'price',
      PACKAGE_ERRORS.priceMin,
    );
  });
});

describe('who may call', () => {
  it('answers only the owner of the business, on every path', async () => {
    const pkg = (await send(venue, 'POST', packagesOf(venue), { package_name: 'Mine', price: 500 }))
      .body;
    const tokens = { customer, other: studio.token };
    const one = `${packagesOf(venue)}/${pkg.package_id}`;
    for (const call of [
      { method: 'GET', path: packagesOf(venue) },
      { method: 'POST', path: packagesOf(venue), json: { package_name: 'x', price: 100 } },
      { method: 'PUT', path: one, json: { price: 200 } },
      { method: 'DELETE', path: one },
    ]) {
      await expectOwnerOnly(server, call, tokens, 'Business not found');
    }
    // The studio's own id does not reach the venue's package either.
    const crossed = await send(studio, 'PUT', `${packagesOf(studio)}/${pkg.package_id}`, {
      price: 200,
    });
    expect(crossed.status).toBe(404);
    expect(crossed.body).toEqual({ detail: PACKAGE_ERRORS.notFound });
    expect((await send(venue, 'GET', packagesOf(venue))).body).toContainEqual(pkg);
    expect((await send(venue, 'GET', '/api/business/abc/packages')).status).toBe(404);
    expect((await send(venue, 'DELETE', `${packagesOf(venue)}/abc`)).status).toBe(404);
  });
});
