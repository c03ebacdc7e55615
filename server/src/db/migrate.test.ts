import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from './connection';
import { FOREIGN_KEYS_OFF, runMigrations } from './migrate';

let dir: string;
let db: Db;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'baraat-migrate-'));
  db = openDatabase(path.join(dir, 'app.db'));
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const write = (name: string, sql: string) => writeFileSync(path.join(dir, name), sql);

describe('migrations', () => {
  it('applies pending files in order, once, and records them', () => {
    write('0002_second.sql', 'ALTER TABLE things ADD COLUMN size INTEGER;');
    write('0001_first.sql', 'CREATE TABLE things (id INTEGER PRIMARY KEY);');
    write('notes.txt', 'not a migration');
    expect(runMigrations(db, dir)).toEqual(['0001_first.sql', '0002_second.sql']);
    expect(runMigrations(db, dir)).toEqual([]);
    db.prepare('INSERT INTO things (size) VALUES (3)').run();
    const versions = db.prepare('SELECT version FROM schema_migrations').pluck().all();
    expect(versions).toEqual([1, 2]);
  });

  it('rolls back a migration that fails, leaving it pending', () => {
    write('0001_broken.sql', 'CREATE TABLE a (id INTEGER); THIS IS NOT SQL;');
    expect(() => runMigrations(db, dir)).toThrow();
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE name = 'a'").all();
    expect(tables).toEqual([]);
  });

  it('refuses to start on a database that has a migration this code does not know', () => {
    write('0001_first.sql', 'CREATE TABLE things (id INTEGER PRIMARY KEY);');
    runMigrations(db, dir);
    db.prepare("INSERT INTO schema_migrations VALUES (9, '0009_future.sql', 'x')").run();
    expect(() => runMigrations(db, dir)).toThrow(/does not know/);
  });

  it('refuses a migration renamed after it was applied', () => {
    write('0001_first.sql', 'CREATE TABLE things (id INTEGER PRIMARY KEY);');
    runMigrations(db, dir);
    rmSync(path.join(dir, '0001_first.sql'));
    write('0001_renamed.sql', 'CREATE TABLE things (id INTEGER PRIMARY KEY);');
    expect(() => runMigrations(db, dir)).toThrow(/was applied as/);
  });

  it('rebuilds a parent table with keys off when asked, keeping children’s links and checking them', () => {
    write(
      '0001_tables.sql',
      `CREATE TABLE parents (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
       CREATE TABLE kids (id INTEGER PRIMARY KEY,
         parent_id INTEGER REFERENCES parents (id) ON DELETE SET NULL);
       INSERT INTO parents VALUES (1, 'a'); INSERT INTO kids VALUES (1, 1);`,
    );
    write(
      '0002_rebuild.sql',
      `${FOREIGN_KEYS_OFF}
       CREATE TABLE parents_new (id INTEGER PRIMARY KEY, name TEXT);
       INSERT INTO parents_new SELECT id, name FROM parents;
       DROP TABLE parents;
       ALTER TABLE parents_new RENAME TO parents;`,
    );
    runMigrations(db, dir);
    // With keys on, DROP TABLE would have deleted the parent first and emptied the link.
    expect(db.prepare('SELECT parent_id FROM kids').pluck().get()).toBe(1);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    db.prepare('INSERT INTO parents (name) VALUES (NULL)').run();

    write('0003_orphan.sql', `${FOREIGN_KEYS_OFF}\nDELETE FROM parents WHERE id = 1;`);
    expect(() => runMigrations(db, dir)).toThrow(/breaks 1 foreign keys/);
    expect(db.prepare('SELECT count(*) FROM parents WHERE id = 1').pluck().get()).toBe(1);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
  });

  it('opens the database with the pragmas Baraat relies on', () => {
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('synchronous', { simple: true })).toBe(1);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
  });
});
