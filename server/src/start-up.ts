// What a start needs done once before any request: the settings (and the secret they keep in
// DATA_DIR), the migrations, the reference lists and, on an empty database, the demo seed.
// The supervisor does it before it starts the server process; a server started on its own
// (the bench, the browser tests) does it itself. The demo seed writes through the data layer,
// so either engine is seeded by the same statements (docs/architecture.md#10-two-engines).
import type { Config } from './config';
import type { Db } from './db/connection';
import type { Database } from './db/engine';
import { runPostgresMigrations } from './db/migrate-postgres';
import { postgresDatabase } from './db/postgres-engine';
import { prepareDatabase } from './db/prepare';
import { writeReferenceLists } from './db/reference-data';
import { sqliteDatabase } from './db/sqlite-engine';
import type { Logger } from './logger';
import { databaseIsEmpty, seedDemo } from './seed/demo';
import { DEFAULT_DEMO_VENDORS } from './seed/marketplace';

/** The data a server runs on: SQLite's connection, or the PostgreSQL engine. */
export type Prepared = { db: Db; database?: undefined } | { db?: undefined; database: Database };

/** Opens the data without preparing it (the supervisor has). */
export function openPrepared(config: Config, logger: Logger): Prepared {
  if (config.databaseUrl !== null) {
    return { database: postgresDatabase(config.databaseUrl, { logger }) };
  }
  return { db: prepareDatabase(config.databaseFile, config.migrationsDir) };
}

export async function prepareData(config: Config, logger: Logger): Promise<Prepared> {
  if (config.databaseUrl !== null) return { database: await preparePostgres(config, logger) };
  const db = prepareDatabase(config.databaseFile, config.migrationsDir);
  if (config.seed === 'demo') await seedIfEmpty(sqliteDatabase(db), config, logger);
  return { db };
}

/** Closes what prepareData or openPrepared opened. */
export async function closePrepared(prepared: Prepared) {
  if (prepared.db) prepared.db.close();
  else await prepared.database.close();
}

async function preparePostgres(config: Config, logger: Logger): Promise<Database> {
  const url = config.databaseUrl!;
  const ran = await runPostgresMigrations(url, config.postgresMigrationsDir);
  if (ran.length > 0) logger.info({ migrations: ran }, 'PostgreSQL migrated');
  const database = postgresDatabase(url, { logger });
  // Before the seed, which names cities and types by id, as prepareDatabase does on SQLite.
  await writeReferenceLists(database);
  if (config.seed === 'demo') await seedIfEmpty(database, config, logger);
  return database;
}

/** The demo, with the generated vendors a first start has, into a database with no account. */
async function seedIfEmpty(database: Database, config: Config, logger: Logger) {
  if (await databaseIsEmpty(database)) {
    await seedDemo(database, logger, config.mediaDir, DEFAULT_DEMO_VENDORS);
  }
}

/** Set by the supervisor for the server processes it starts: the data is prepared. */
export const SUPERVISED = 'BARAAT_SUPERVISED';
/** The supervisor's name for a server process (w1, w2…), sent as X-Baraat-Worker. */
export const WORKER_NAME = 'BARAAT_WORKER';
