// The business profile's answers, read with the shared schemas the client types them by:
// GET and PUT /business/{id} answer what my-business does, and the owner lookup.
import { businessOwnerSchema, ownedBusinessSchema } from '@baraat/shared/schemas/businesses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from '../test/contract';
import { buildOwner } from '../test/factories';
import { startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('business profile answers match the shared schemas', () => {
  it('answers GET and PUT /business/{id} as MyBusiness and the owner lookup as BusinessOwner', async () => {
    const owner = await buildOwner(server);
    const token = owner.access_token;
    const mine = expectContract(
      ownedBusinessSchema,
      await server.request('/api/business/my-business', { token }),
    );
    const path = `/api/business/${mine.business_id}`;
    expectContract(ownedBusinessSchema, await server.request(path, { token }));
    const saved = expectContract(
      ownedBusinessSchema,
      await server.request(path, {
        method: 'PUT',
        token,
        json: { business_name: 'Contract Marquee', website: '', bio: 'Lawn and hall.' },
      }),
    );
    expect(saved).toMatchObject({ business_name: 'Contract Marquee', website: null });
    const lookup = expectContract(businessOwnerSchema, await server.request(`${path}/owner`));
    expect(lookup.owner_user_id).toBe(owner.user.user_id);
  });
});
