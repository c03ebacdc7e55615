// What a start needs done once before any request: the settings (and the secret they keep in
// DATA_DIR), the migrations, the reference lists and, on an empty database, the demo seed.
// The supervisor does it before it starts the server process; a server started on its own
// (the bench, the browser tests) does it itself. On PostgreSQL (DATABASE_URL) the demo is
// seeded into a SQLite file of its own and copied across by db:copy's checked copy
// (docs/architecture.md#10-two-engines): one seed, whichever the engine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config } from './config';
import type { Db } from './db/connection';
import { copySqliteToPostgres } from './db/copy';
import { type Database, get } from './db/engine';
import { runPostgresMigrations } from './db/migrate-postgres';
import { postgresDatabase } from './db/postgres-engine';
import { prepareDatabase } from './db/prepare';
import { writeReferenceLists } from './db/reference-data';
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
  if (config.seed === 'demo' && databaseIsEmpty(db)) {
    await seedDemo(db, logger, config.mediaDir, DEFAULT_DEMO_VENDORS);
  }
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
  const users = await database.read(get<{ n: number }>('SELECT count(*) AS n FROM users'));
  if (config.seed === 'demo' && users!.n === 0) {
    await seedPostgres(config, logger, DEFAULT_DEMO_VENDORS);
  }
  await writeReferenceLists(database);
  return database;
}

/**
 * The demo (accounts, and generated vendors up to `vendors`) into DATABASE_URL's empty database:
 * seeded into a SQLite file of its own by the one seed, then copied across with db:copy's
 * checks. A database already holding data is refused, as db:copy refuses it.
 */
export async function seedPostgres(config: Config, logger: Logger, vendors: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'baraat-seed-'));
  try {
    const file = path.join(dir, 'app.db');
    const db = prepareDatabase(file, config.migrationsDir);
    await seedDemo(db, logger, config.mediaDir, vendors);
    db.close();
    const copied = await copySqliteToPostgres(file, config.databaseUrl!, {
      sqliteMigrationsDir: config.migrationsDir,
      postgresMigrationsDir: config.postgresMigrationsDir,
    });
    logger.info({ tables: copied.tables.length }, 'demo data copied into PostgreSQL');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Set by the supervisor for the server processes it starts: the data is prepared. */
export const SUPERVISED = 'BARAAT_SUPERVISED';
/** The supervisor's name for a server process (w1, w2…), sent as X-Baraat-Worker. */
export const WORKER_NAME = 'BARAAT_WORKER';
