// The demo seed writes through the data layer, so it runs the same on either engine
// (docs/architecture.md#10-two-engines): run again on a database that has it, it adds nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { all } from '../db/engine';
import { createLogger } from '../logger';
import { ENGINES, openTestDatabase } from '../test/engines';
import { seedDemo } from './demo';

const dir = mkdtempSync(path.join(tmpdir(), 'baraat-demo-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TABLES = [
  'users',
  'business_staff',
  'businesses',
  'slots',
  'bookings',
  'payments',
  'weddings',
  'notifications',
];

describe.each(ENGINES)('the demo seed on %s', (engine) => {
  it('adds the demo accounts, bookings, wedding and vendors once', async () => {
    const test = await openTestDatabase(engine);
    try {
      const counts = () =>
        test.database.read(
          all<{ name: string; n: number }>(
            TABLES.map((table) => `SELECT '${table}' AS name, count(*) AS n FROM ${table}`).join(
              ' UNION ALL ',
            ),
          ),
        );
      const seed = () => seedDemo(test.database, createLogger('silent'), path.join(dir, engine), 3);
      await seed();
      const first = await counts();
      // Six request customers, six families, the demo customer and owner, its two staff, three
      // vendors.
      expect(first.find((row) => row.name === 'users')!.n).toBe(19);
      expect(first.every((row) => row.n > 0)).toBe(true);
      await seed();
      expect(await counts()).toEqual(first);
    } finally {
      await test.close();
    }
  }, 60_000);
});
