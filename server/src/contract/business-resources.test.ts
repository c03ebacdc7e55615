// The owner's halls, workers, packages and services answers, read with the shared schemas
// the business desk types them by.
import { SERVICE_TYPES } from '@baraat/shared/constants/catalog';
import { packageListSchema } from '@baraat/shared/schemas/business-packages';
import {
  businessServiceListSchema,
  businessServiceSchema,
} from '@baraat/shared/schemas/business-services';
import { packageSchema } from '@baraat/shared/schemas/vendor-profile';
import { resourceListSchema, resourceSchema } from '@baraat/shared/schemas/workers';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectContract } from '../test/contract';
import { startTestServer, type TestServer } from '../test/harness';
import { buildOwnerDesk, type DeskOwner } from '../test/owner-desk';

let server: TestServer;
let venue: DeskOwner;
beforeAll(async () => {
  server = await startTestServer();
  ({ venue } = await buildOwnerDesk(server));
});
afterAll(() => server.close());

const as = (path: string, options: { method?: string; json?: unknown } = {}) =>
  server.request(path, { token: venue.token, ...options });

describe('business desk answers match the shared schemas', () => {
  it('answers halls and resources', async () => {
    const hall = expectContract(
      resourceSchema,
      await as('/api/business/halls', {
        json: { name: 'Hall A', capacity: 500, features: ['AC'] },
      }),
      201,
    );
    const path = `/api/business/resources/${hall.resource_id}`;
    expectContract(resourceSchema, await as(path));
    expectContract(resourceSchema, await as(path, { method: 'PUT', json: { capacity: 550 } }));
    expectContract(
      resourceSchema,
      await as(`${path}/status`, { method: 'PATCH', json: { status: 'maintenance' } }),
    );
    expectContract(resourceListSchema, await as('/api/business/workers'));
    expectContract(resourceListSchema, await as('/api/business/resources?type=hall'));
    expectContract(resourceListSchema, await as(`/api/business/${venue.businessId}/resources`));
  });

  it('answers packages and services', async () => {
    const packages = `/api/business/${venue.businessId}/packages`;
    const made = expectContract(
      packageSchema,
      await as(packages, { json: { package_name: 'Gold', price: 250000, features: ['Stage'] } }),
      201,
    );
    expectContract(
      packageSchema,
      await as(`${packages}/${made.package_id}`, { method: 'PUT', json: { price: 260000 } }),
    );
    expectContract(packageListSchema, await as(packages));

    const services = `/api/business/${venue.businessId}/services`;
    const type = SERVICE_TYPES.find((item) => item.businessTypeId === 1)!;
    expectContract(
      businessServiceSchema,
      await as(services, { json: { service_type_id: type.id } }),
      201,
    );
    expectContract(businessServiceListSchema, await as(services));
  });
});
