// A business's services on both engines (docs/architecture.md#10-two-engines): the same rows and
// refusals from a SQLite file and from PostgreSQL, and one row however many add it at once.
import { SERVICE_TYPES } from '@baraat/shared/constants/catalog';
import { SERVICE_ERRORS } from '@baraat/shared/schemas/business-services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../db/engine';
import type { OwnedBusiness } from '../../http/owned-business';
import { ENGINES, openTestDatabase, type TestDatabase } from '../../test/engines';
import { createCatalogService } from '../catalog/service';
import { createServicesService, type ServicesService } from './service';

const NOW = '2026-01-01T00:00:00.000Z';
const venueTypes = SERVICE_TYPES.filter((type) => type.businessTypeId === 1);
const studioType = SERVICE_TYPES.find((type) => type.businessTypeId === 2)!;

let made = 0;

describe.each(ENGINES)('a business’s services on %s', (engine) => {
  let test: TestDatabase;
  let services: ServicesService;

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    services = createServicesService(test.database, createCatalogService(test.database));
  });
  afterAll(() => test.close());

  /** A venue (business type 1) in Karachi, as the route would have found it. */
  const venue = async (): Promise<OwnedBusiness> => {
    made += 1;
    const slug = `venue-${engine}-${made}`;
    const row = await test.database.transaction(() =>
      get<{ id: number }>(
        `INSERT INTO businesses (business_name, slug, city_id, business_type_id, created_at, modified_at)
         VALUES (@slug, @slug, 1, 1, @now, @now) RETURNING id`,
        { slug, now: NOW },
      ),
    );
    return {
      businessId: row!.id,
      businessTypeId: 1,
      businessName: slug,
      slug,
    } as OwnedBusiness;
  };

  const statusOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 200,
      (error: { status?: number }) => error.status ?? 500,
    );

  it('adds a service once, lists it, and answers a repeated add with the same row', async () => {
    const business = await venue();
    const [first, second] = venueTypes;
    const added = await services.add(business, first!.id);
    expect(added.created).toBe(true);
    expect(added.service).toMatchObject({
      service_type_id: first!.id,
      service_type: { service_type_name: first!.name, description: first!.description },
    });
    expect(await services.add(business, first!.id)).toEqual({ ...added, created: false });
    const other = await services.add(business, second!.id);
    expect(await services.list(business.businessId)).toEqual(
      [added.service, other.service].sort((a, b) =>
        a.service_type.service_type_name < b.service_type.service_type_name ? -1 : 1,
      ),
    );
  });

  it('refuses another business type’s service and an unknown one', async () => {
    const business = await venue();
    for (const id of [studioType.id, 999999]) {
      await expect(services.add(business, id)).rejects.toMatchObject({
        status: 422,
        detail: [
          expect.objectContaining({
            loc: ['body', 'service_type_id'],
            msg: SERVICE_ERRORS.wrongType,
          }),
        ],
      });
    }
    expect(await services.list(business.businessId)).toEqual([]);
  });

  it('removes its own service once, and not another business’s', async () => {
    const business = await venue();
    const rival = await venue();
    const { service } = await services.add(business, venueTypes[1]!.id);
    await expect(services.remove(rival, service.service_id)).rejects.toMatchObject({
      status: 404,
      detail: SERVICE_ERRORS.notFound,
    });
    await services.remove(business, service.service_id);
    expect(await services.list(business.businessId)).toEqual([]);
    await expect(services.remove(business, service.service_id)).rejects.toMatchObject({
      status: 404,
    });
  });

  it('keeps one row when the same service is added many times at once', async () => {
    const business = await venue();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => services.add(business, venueTypes[2]!.id)),
    );
    expect(answers.filter((answer) => answer.created)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.service.service_id)).size).toBe(1);
    expect(await services.list(business.businessId)).toEqual([answers[0]!.service]);
  });

  it('removes a service once, however many remove it at once', async () => {
    const business = await venue();
    const { service } = await services.add(business, venueTypes[3]!.id);
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () => statusOf(services.remove(business, service.service_id))),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 404)).toHaveLength(19);
  });
});
