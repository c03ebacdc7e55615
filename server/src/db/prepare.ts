import { type Db, openDatabase } from './connection';
import { runMigrations } from './migrate';
import { syncCatalog } from './reference-data';

/** Opens the database, applies pending migrations and writes the reference lists. */
export function prepareDatabase(file: string, migrationsDir: string): Db {
  const db = openDatabase(file);
  try {
    runMigrations(db, migrationsDir);
    syncCatalog(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}
