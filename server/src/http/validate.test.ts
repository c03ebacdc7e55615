import { todayInPakistan } from '@baraat/shared/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomer } from '../test/factories';
import { startTestServer, type TestServer } from '../test/harness';
import { seedVendors } from '../test/marketplace';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  await seedVendors(server, 2);
  token = (await buildCustomer(server)).access_token;
});
afterAll(() => server.close());

async function openSlotIds(): Promise<number[]> {
  const rows = await server.sql.all<{ id: number }>(
    `SELECT id FROM slots WHERE date > @today AND is_available = 1 AND is_reserved = 0
     ORDER BY id`,
    { today: todayInPakistan() },
  );
  return rows.map((row) => row.id);
}

describe('ids in a JSON body', () => {
  it.each([true, [1], '1e3', { id: 1 }])(
    'answers 422 naming slot_id for a slot_id of %j',
    async (slotId) => {
      const { status, body } = await server.request('/api/bookings', {
        token,
        json: { slot_id: slotId, number_of_people: 100 },
      });
      expect(status).toBe(422);
      expect(body).toEqual({
        detail: [
          { loc: ['body', 'slot_id'], msg: 'slot_id must be a whole number', type: 'invalid_type' },
        ],
      });
    },
  );

  it('books a slot named by a number or by the text of one', async () => {
    const [first, second] = await openSlotIds();
    const asNumber = await server.request('/api/bookings', {
      token,
      json: { slot_id: first, number_of_people: 100 },
    });
    expect(asNumber.status).toBe(201);
    const asText = await server.request('/api/bookings', {
      token,
      json: { slot_id: String(second), number_of_people: '100' },
    });
    expect(asText.status).toBe(201);
  });
});
