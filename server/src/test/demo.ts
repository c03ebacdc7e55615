// The demo seed on a test server, either engine, as a start seeds it: on SQLite into the app's
// own file; on PostgreSQL into a SQLite file of its own, copied across by db:copy's code
// (docs/architecture.md#10-two-engines), so call it before the test writes anything else.
import { randomBytes } from 'node:crypto';
import { type Config, loadConfig } from '../config';
import { createLogger } from '../logger';
import { seedDemo } from '../seed/demo';
import { closePrepared, prepareData, seedPostgres } from '../start-up';
import type { TestServer } from './harness';

const silent = createLogger('silent');

/** The start-up's settings for the server's data folder and database. */
const configOf = (server: TestServer): Config =>
  loadConfig({
    DATA_DIR: server.dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED: 'demo',
    ...(server.databaseUrl ? { DATABASE_URL: server.databaseUrl } : {}),
  });

/** The demo accounts, their bookings and requests (no generated vendors). */
export async function seedDemoOn(server: TestServer): Promise<void> {
  if (server.engine === 'sqlite') await seedDemo(server.db, silent, server.mediaDir, 0);
  else await seedPostgres(configOf(server), silent, 0);
}

/**
 * The seed run again on data that has it: on SQLite the seed itself once more; on PostgreSQL
 * a start's preparation, which seeds only an empty database.
 */
export async function seedDemoAgain(server: TestServer): Promise<void> {
  if (server.engine === 'sqlite') {
    await seedDemo(server.db, silent, server.mediaDir, 0);
    return;
  }
  await closePrepared(await prepareData(configOf(server), silent));
}
