// What a start needs done once before any request: the settings (and the secret they keep in
// DATA_DIR), the migrations, the reference lists and, on an empty database, the demo seed.
// The supervisor does it before it starts the server process; a server started on its own
// (the bench, the browser tests) does it itself.
import type { Config } from './config';
import type { Db } from './db/connection';
import { prepareDatabase } from './db/prepare';
import type { Logger } from './logger';
import { databaseIsEmpty, seedDemo } from './seed/demo';
import { DEFAULT_DEMO_VENDORS } from './seed/marketplace';

export async function prepareData(config: Config, logger: Logger): Promise<Db> {
  if (config.databaseUrl !== null) {
    // Only the payments module runs on PostgreSQL so far (docs/architecture.md#10-two-engines):
    // a server started on it would keep everything else in SQLite, unseen by its operator.
    throw new Error(
      'DATABASE_URL is set, but the server does not run on PostgreSQL yet: unset it to run on SQLite in DATA_DIR',
    );
  }
  const db = prepareDatabase(config.databaseFile, config.migrationsDir);
  if (config.seed === 'demo' && databaseIsEmpty(db)) {
    await seedDemo(db, logger, config.mediaDir, DEFAULT_DEMO_VENDORS);
  }
  return db;
}

/** Set by the supervisor for the server processes it starts: the data is prepared. */
export const SUPERVISED = 'BARAAT_SUPERVISED';
