// `npm run seed [-- --businesses N]`: migrates the database in DATA_DIR, adds the demo
// accounts and generates demo vendors until there are N (default 300). Large N builds the
// benchmark data set, e.g. --businesses 50000. With DATABASE_URL, the PostgreSQL database is
// migrated and seeded by the same statements, through the data layer.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { prepareDatabase } from '../db/prepare';
import { sqliteDatabase } from '../db/sqlite-engine';
import { createLogger } from '../logger';
import { closePrepared, prepareData } from '../start-up';
import { seedDemo } from './demo';
import { DEFAULT_DEMO_VENDORS } from './marketplace';

const { values } = parseArgs({ options: { businesses: { type: 'string' } } });
const vendors = Number(values.businesses ?? DEFAULT_DEMO_VENDORS);
if (!Number.isInteger(vendors) || vendors < 0) {
  throw new Error(`--businesses takes a whole number, got ${values.businesses}`);
}

const config = loadConfig();
const logger = createLogger(config.logLevel);
if (config.databaseUrl !== null) {
  // PostgreSQL: its migrations and reference lists, then the seed on the same pool.
  const started = performance.now();
  const prepared = await prepareData({ ...config, seed: 'none' }, logger);
  try {
    await seedDemo(prepared.database!, logger, config.mediaDir, vendors);
  } finally {
    await closePrepared(prepared);
  }
  logger.info({ ms: Math.round(performance.now() - started) }, 'seed finished');
  process.exit(0);
}
const db = prepareDatabase(config.databaseFile, config.migrationsDir);
try {
  const started = performance.now();
  await seedDemo(sqliteDatabase(db), logger, config.mediaDir, vendors);
  db.pragma('optimize');
  logger.info(
    { database: config.databaseFile, ms: Math.round(performance.now() - started) },
    'seed finished',
  );
} finally {
  db.close();
}
