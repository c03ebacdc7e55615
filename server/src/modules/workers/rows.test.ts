// The rows behind halls and workers: what the demo generator gives every vendor, and the
// triggers that keep status and is_active in step.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertedId } from '../../db/dialect';
import { startTestServer, type TestServer } from '../../test/harness';
import { seedVendors } from '../../test/marketplace';

let server: TestServer;
let businessId: number;
beforeAll(async () => {
  server = await startTestServer();
  await seedVendors(server, 2);
  businessId = (await server.sql.get<{ id: number }>('SELECT min(id) AS id FROM businesses'))!.id;
});
afterAll(() => server.close());

describe('demo vendors', () => {
  it('come with halls (a marquee) or a team (the others), counted on the business', async () => {
    for (const [n, role] of [
      [1, 'hall'],
      [2, 'worker'],
    ] as const) {
      const login = await server.request('/api/auth/login', {
        json: { username: `vendor${n}@demo.baraat.pk`, password: 'Vendor#2026' },
      });
      const token = login.body.access_token;
      const rows = (await server.request('/api/business/workers', { token })).body;
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row: { worker_role: string }) => row.worker_role === role)).toBe(true);
      if (role === 'hall') {
        expect(rows.every((row: { capacity: number }) => row.capacity >= 100)).toBe(true);
      }
      const mine = (await server.request('/api/business/my-business', { token })).body;
      expect(mine.no_of_workers).toBe(rows.length);
      const packages = (
        await server.request(`/api/business/${mine.business_id}/packages`, { token })
      ).body;
      expect(packages[0].features.length).toBeGreaterThan(0);
      const services = (
        await server.request(`/api/business/${mine.business_id}/services`, { token })
      ).body;
      expect(services.length).toBeGreaterThan(0);
    }
  });
});

describe('the table', () => {
  it('keeps status and is_active in step whichever one a writer sets', async () => {
    const now = new Date().toISOString();
    const old = await server.database.read(
      insertedId(
        `INSERT INTO business_workers (business_id, name, is_active, created_at, modified_at)
         VALUES (@businessId, 'Old writer', 0, @now, @now)`,
        { businessId, now },
      ),
    );
    const read = () =>
      server.sql.get('SELECT status, is_active FROM business_workers WHERE id = @old', { old });
    const set = (assignment: string) =>
      server.sql.run(`UPDATE business_workers SET ${assignment} WHERE id = @old`, { old });
    expect(await read()).toEqual({ status: 'inactive', is_active: 0 });
    await set("status = 'active'");
    expect(await read()).toEqual({ status: 'active', is_active: 1 });
    await set("status = 'maintenance'");
    expect(await read()).toEqual({ status: 'maintenance', is_active: 0 });
    await set('is_active = 1');
    expect(await read()).toEqual({ status: 'active', is_active: 1 });
    await server.sql.run('DELETE FROM business_workers WHERE id = @old', { old });
  });
});
