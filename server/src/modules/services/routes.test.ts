import { SERVICE_TYPES } from '@baraat/shared/constants/catalog';
import { SERVICE_ERRORS } from '@baraat/shared/schemas/business-services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const servicesOf = (owner: DeskOwner) => `/api/business/${owner.businessId}/services`;
const send = (owner: DeskOwner, method: string, path: string, json?: unknown) =>
  server.request(path, { method, token: owner.token, ...(json === undefined ? {} : { json }) });
const venueTypes = SERVICE_TYPES.filter((type) => type.businessTypeId === 1);
const studioType = SERVICE_TYPES.find((type) => type.businessTypeId === 2)!;

describe('the owner’s services', () => {
  it('offers the service types of its own business type, from /service-types', async () => {
    const offered = await server.request('/api/service-types?business_type_id=1');
    expect(offered.body.map((type: { service_type_id: number }) => type.service_type_id)).toEqual(
      venueTypes.map((type) => type.id),
    );
    expect((await server.request('/api/event-types?business_type_id=1')).status).toBe(200);
    expect((await server.request('/api/service-types?business_type_id=x')).status).toBe(422);
  });

  it('adds a service once: a repeated add answers the same row with 200', async () => {
    const [first] = venueTypes;
    const added = await send(venue, 'POST', servicesOf(venue), { service_type_id: first!.id });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      service_id: expect.any(Number),
      service_type_id: first!.id,
      service_type: {
        service_type_id: first!.id,
        service_type_name: first!.name,
        description: first!.description,
      },
    });
    const again = await send(venue, 'POST', servicesOf(venue), {
      service_type_id: String(first!.id),
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(added.body);
    expect((await send(venue, 'GET', servicesOf(venue))).body).toEqual([added.body]);
    const slug = (await send(venue, 'GET', '/api/business/my-business')).body.slug;
    const profile = await server.request(`/api/listings/profile/${slug}`);
    expect(profile.body.services).toEqual([added.body]);
  });

  it('refuses another business type’s service and a missing one', async () => {
    expectFieldError(
      await send(venue, 'POST', servicesOf(venue), { service_type_id: studioType.id }),
      'service_type_id',
      SERVICE_ERRORS.wrongType,
    );
    expectFieldError(
      await send(venue, 'POST', servicesOf(venue), {}),
      'service_type_id',
      SERVICE_ERRORS.typeRequired,
    );
    expectFieldError(
      await send(venue, 'POST', servicesOf(venue), { service_type_id: 999999 }),
      'service_type_id',
      SERVICE_ERRORS.wrongType,
    );
  });

  it('removes a service', async () => {
    const added = await send(venue, 'POST', servicesOf(venue), {
      service_type_id: venueTypes[1]!.id,
    });
    const removed = await send(venue, 'DELETE', `/api/services/${added.body.service_id}`);
    expect(removed.status).toBe(204);
    const left = (await send(venue, 'GET', servicesOf(venue))).body;
    expect(left.map((row: { service_id: number }) => row.service_id)).not.toContain(
      added.body.service_id,
    );
    expect((await send(venue, 'DELETE', `/api/services/${added.body.service_id}`)).status).toBe(
      404,
    );
  });
});

describe('who may call', () => {
  it('answers only the owner of the business, on every path', async () => {
    const mine = await send(venue, 'POST', servicesOf(venue), {
      service_type_id: venueTypes[2]!.id,
    });
    const tokens = { customer, other: studio.token };
    await expectOwnerOnly(
      server,
      { method: 'GET', path: servicesOf(venue) },
      tokens,
      'Business not found',
    );
    await expectOwnerOnly(
      server,
      { method: 'POST', path: servicesOf(venue), json: { service_type_id: venueTypes[3]!.id } },
      tokens,
      'Business not found',
    );
    await expectOwnerOnly(
      server,
      { method: 'DELETE', path: `/api/services/${mine.body.service_id}` },
      tokens,
      SERVICE_ERRORS.notFound,
    );
    const still = (await send(venue, 'GET', servicesOf(venue))).body;
    expect(still).toContainEqual(mine.body);
    expect(still.map((row: { service_type_id: number }) => row.service_type_id)).not.toContain(
      venueTypes[3]!.id,
    );
    expect((await send(venue, 'DELETE', '/api/services/abc')).status).toBe(404);
  });
});
