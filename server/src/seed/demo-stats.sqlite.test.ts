// The demo seed run again on its SQLite database adds no booking history: the seed writes
// SQLite alone, and PostgreSQL gets it by db:copy's copy into an empty database
// (docs/architecture.md#10-two-engines), so this is about the seed's SQLite file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { prepareDatabase } from '../db/prepare';
import { createLogger } from '../logger';
import { seedDemo } from './demo';

const dir = mkdtempSync(path.join(tmpdir(), 'baraat-demo-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('adds the demo booking history once', async () => {
  const config = loadConfig({ DATA_DIR: dir, JWT_SECRET: 'demo-stats', SEED: 'none' });
  const db = prepareDatabase(config.databaseFile, config.migrationsDir);
  try {
    const count = () => (db.prepare('SELECT count(*) AS n FROM bookings').get() as { n: number }).n;
    await seedDemo(db, createLogger('silent'), config.mediaDir, 0);
    const before = count();
    expect(before).toBeGreaterThan(0);
    await seedDemo(db, createLogger('silent'), config.mediaDir, 0);
    expect(count()).toBe(before);
  } finally {
    db.close();
  }
});
