// Forward-only migrations: sqlite/migrations/NNNN_name.sql, each applied once in its own
// transaction and recorded in schema_migrations. Run at every start and by the test harness.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './connection';

const FILE_PATTERN = /^(\d{4})_[a-z0-9_]+\.sql$/;

export interface MigrationFile {
  version: number;
  name: string;
  file: string;
}

export function listMigrations(dir: string): MigrationFile[] {
  return readdirSync(dir)
    .filter((name) => FILE_PATTERN.test(name))
    .map((name) => ({
      version: Number(FILE_PATTERN.exec(name)![1]),
      name,
      file: path.join(dir, name),
    }))
    .sort((a, b) => a.version - b.version);
}

/**
 * The files not yet applied, in order; refuses a database that has a migration this code does
 * not know, or one applied under another name.
 */
export function pendingMigrations(
  applied: Map<number, string>,
  files: MigrationFile[],
): MigrationFile[] {
  const known = new Set(files.map((m) => m.version));
  for (const [version, name] of applied) {
    if (!known.has(version)) {
      throw new Error(
        `Database has migration ${name} that this code does not know: refusing to start`,
      );
    }
  }
  return files.filter((migration) => {
    const appliedName = applied.get(migration.version);
    if (appliedName === undefined) return true;
    if (appliedName !== migration.name) {
      throw new Error(
        `Migration ${migration.version} was applied as ${appliedName}, now named ${migration.name}`,
      );
    }
    return false;
  });
}

/** The first line of a migration that must run with foreign keys off (a table rebuild). */
export const FOREIGN_KEYS_OFF = '-- migrate: foreign_keys off';

export function runMigrations(db: Db, dir: string): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Map(
    db
      .prepare<[], { version: number; name: string }>('SELECT version, name FROM schema_migrations')
      .all()
      .map((row) => [row.version, row.name]),
  );
  const record = db.prepare(
    'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
  );
  const ran: string[] = [];
  for (const migration of pendingMigrations(applied, listMigrations(dir))) {
    const sql = readFileSync(migration.file, 'utf8');
    // A table rebuild (create, copy, drop, rename) must run with foreign keys off, which
    // cannot change inside a transaction: such a migration says so on its first line, and
    // every key is checked before it commits.
    const keysOff = sql.startsWith(FOREIGN_KEYS_OFF);
    if (keysOff) db.pragma('foreign_keys = OFF');
    try {
      db.transaction(() => {
        db.exec(sql);
        if (keysOff) {
          const broken = db.pragma('foreign_key_check') as unknown[];
          if (broken.length > 0) {
            throw new Error(`Migration ${migration.name} breaks ${broken.length} foreign keys`);
          }
        }
        record.run(migration.version, migration.name, new Date().toISOString());
      }).immediate();
    } finally {
      if (keysOff) db.pragma('foreign_keys = ON');
    }
    ran.push(migration.name);
  }
  return ran;
}
