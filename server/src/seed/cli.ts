// `npm run seed`: migrates the database in DATA_DIR and adds the demo accounts.
import { loadConfig } from '../config';
import { prepareDatabase } from '../db/prepare';
import { createLogger } from '../logger';
import { seedDemo } from './demo';

const config = loadConfig();
const logger = createLogger(config.logLevel);
const db = prepareDatabase(config.databaseFile, config.migrationsDir);
try {
  await seedDemo(db, logger);
  logger.info({ database: config.databaseFile }, 'seed finished');
} finally {
  db.close();
}
