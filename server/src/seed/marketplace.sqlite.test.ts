// The generated marketplace as a first start makes it (the demo accounts and 300 vendors): every
// venue's halls hold the guests its packages promise, the demo owner's Shalimar Marquee among
// them, and the same seed gives the same vendors. The generator writes SQLite alone; PostgreSQL
// gets its rows by db:copy's copy (docs/architecture.md#10-two-engines).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connection';
import { prepareDatabase } from '../db/prepare';
import { sqliteDatabase } from '../db/sqlite-engine';
import { createLogger } from '../logger';
import { findRepoRoot } from '../paths';
import { seedDemo } from './demo';
import { DEMO_OWNER } from './demo-accounts';
import { DEFAULT_DEMO_VENDORS } from './marketplace';

const VENUE_TYPE = 1;
const dir = mkdtempSync(path.join(tmpdir(), 'baraat-marketplace-'));
const migrations = path.join(findRepoRoot(), 'sqlite', 'migrations');

/** A fresh database seeded as a first start seeds it. */
async function firstStart(name: string): Promise<Db> {
  const db = prepareDatabase(path.join(dir, `${name}.db`), migrations);
  await seedDemo(
    sqliteDatabase(db),
    createLogger('silent'),
    path.join(dir, `${name}-media`),
    DEFAULT_DEMO_VENDORS,
  );
  return db;
}

interface Venue {
  id: number;
  business_name: string;
  owner: string;
  most_guests: number;
  largest_hall: number | null;
}

let one: Db;
let two: Db;
beforeAll(async () => {
  one = await firstStart('one');
  two = await firstStart('two');
}, 60_000);
afterAll(() => {
  one.close();
  two.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the generated marketplace', () => {
  it('gives every venue a hall that holds the most guests any of its packages promises', () => {
    const venues = one
      .prepare<{ type: number }, Venue>(
        `SELECT b.id, b.business_name, u.email AS owner,
           (SELECT max(p.max_guests) FROM packages p WHERE p.business_id = b.id) AS most_guests,
           (SELECT max(w.capacity) FROM business_workers w
            WHERE w.business_id = b.id AND w.worker_role = 'hall') AS largest_hall
         FROM businesses b
           JOIN user_business_mapping m ON m.business_id = b.id
           JOIN users u ON u.id = m.user_id
         WHERE b.business_type_id = @type ORDER BY b.id`,
      )
      .all({ type: VENUE_TYPE });
    expect(venues.length).toBeGreaterThan(DEFAULT_DEMO_VENDORS / 14);
    expect(venues.filter((venue) => venue.owner !== DEMO_OWNER.email).length).toBe(
      venues.length - 1,
    );
    const shalimar = venues.find((venue) => venue.owner === DEMO_OWNER.email);
    expect(shalimar?.business_name).toBe('Shalimar Marquee');
    const short = venues.filter(
      (venue) => venue.largest_hall === null || venue.largest_hall < venue.most_guests,
    );
    expect(short).toEqual([]);
  });

  it('is the same for the same seed', () => {
    const generated = (db: Db) =>
      db
        .prepare(
          `SELECT b.business_name, b.city_id, b.max_capacity, b.min_price, b.max_price,
             (SELECT group_concat(p.package_name || ':' || p.price || ':' || p.max_guests, ',')
              FROM packages p WHERE p.business_id = b.id) AS packages,
             (SELECT group_concat(w.name || ':' || w.capacity, ',')
              FROM business_workers w WHERE w.business_id = b.id) AS workers
           FROM businesses b ORDER BY b.id`,
        )
        .all();
    const first = generated(one);
    expect(first.length).toBe(DEFAULT_DEMO_VENDORS + 1);
    expect(generated(two)).toEqual(first);
  });
});
