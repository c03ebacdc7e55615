// The rows behind halls and workers: what the demo generator gives every vendor, and the
// triggers that keep status and is_active in step.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { seedVendors } from '../../test/marketplace';

let server: TestServer;
let businessId: number;
beforeAll(async () => {
  server = await startTestServer();
  await seedVendors(server, 2);
  businessId = (server.db.prepare('SELECT min(id) AS id FROM businesses').get() as { id: number })
    .id;
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
  it('keeps status and is_active in step whichever one a writer sets', () => {
    const now = new Date().toISOString();
    const read = (id: number | bigint) =>
      server.db.prepare('SELECT status, is_active FROM business_workers WHERE id = ?').get(id);
    const old = server.db
      .prepare(
        `INSERT INTO business_workers (business_id, name, is_active, created_at, modified_at)
         VALUES (?, 'Old writer', 0, ?, ?)`,
      )
      .run(businessId, now, now).lastInsertRowid;
    expect(read(old)).toEqual({ status: 'inactive', is_active: 0 });
    server.db.prepare("UPDATE business_workers SET status = 'active' WHERE id = ?").run(old);
    expect(read(old)).toEqual({ status: 'active', is_active: 1 });
    server.db.prepare("UPDATE business_workers SET status = 'maintenance' WHERE id = ?").run(old);
    expect(read(old)).toEqual({ status: 'maintenance', is_active: 0 });
    server.db.prepare('UPDATE business_workers SET is_active = 1 WHERE id = ?').run(old);
    expect(read(old)).toEqual({ status: 'active', is_active: 1 });
    server.db.prepare('DELETE FROM business_workers WHERE id = ?').run(old);
  });
});
