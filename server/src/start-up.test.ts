// A start on PostgreSQL (DATABASE_URL): an empty database is migrated and gets the demo
// marketplace, seeded through the data layer once; a second start changes nothing.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { get } from './db/engine';
import { createLogger } from './logger';
import { closePrepared, prepareData } from './start-up';
import { emptyPostgresDatabase } from './test/engines';

describe('a start on PostgreSQL', () => {
  let target: Awaited<ReturnType<typeof emptyPostgresDatabase>>;
  let dataDir: string;
  beforeAll(async () => {
    target = await emptyPostgresDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), 'baraat-start-'));
  });
  afterAll(async () => {
    await target.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates an empty database and seeds the demo once', async () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: target.url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED: 'demo',
    });
    const logger = createLogger('warn');
    const count = async (table: string) => {
      const prepared = await prepareData(config, logger);
      try {
        return (await prepared.database!.read(
          get<{ n: number }>(`SELECT count(*) AS n FROM ${table}`),
        ))!.n;
      } finally {
        await closePrepared(prepared);
      }
    };
    const businesses = await count('businesses');
    expect(businesses).toBeGreaterThanOrEqual(300);
    expect(await count('users')).toBeGreaterThan(businesses);
    // Started again: nothing is seeded twice.
    expect(await count('businesses')).toBe(businesses);
  }, 120_000);
});
