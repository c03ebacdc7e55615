// The demo seed on a test server, either engine, as a start seeds it: through the data layer
// into the app's own database (docs/architecture.md#10-two-engines).
import { randomBytes } from 'node:crypto';
import { type Config, loadConfig } from '../config';
import { createLogger } from '../logger';
import { seedDemo } from '../seed/demo';
import { closePrepared, prepareData } from '../start-up';
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
  await seedDemo(server.database, silent, server.mediaDir, 0);
}

/**
 * The seed run again on data that has it: on SQLite the seed itself once more; on PostgreSQL
 * a start's preparation, which seeds only an empty database.
 */
export async function seedDemoAgain(server: TestServer): Promise<void> {
  if (server.engine === 'sqlite') {
    await seedDemo(server.database, silent, server.mediaDir, 0);
    return;
  }
  await closePrepared(await prepareData(configOf(server), silent));
}
