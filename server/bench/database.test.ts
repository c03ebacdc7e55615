import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection';
import { benchDataDirs, copySeed, prepareBenchData } from './database';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A stand-in for `npm run seed`: a database with one booking, and a media folder. */
function seeder() {
  const seeded: string[] = [];
  const seed = async (dataDir: string) => {
    seeded.push(dataDir);
    mkdirSync(path.join(dataDir, 'media'), { recursive: true });
    writeFileSync(path.join(dataDir, 'media', 'photo.svg'), '<svg/>');
    const db = openDatabase(path.join(dataDir, 'app.db'));
    db.exec(
      "CREATE TABLE bookings (id INTEGER PRIMARY KEY, note TEXT); INSERT INTO bookings (note) VALUES ('seeded')",
    );
    db.close();
  };
  return { seeded, seed };
}

function bookings(dataDir: string): string[] {
  const db = openDatabase(path.join(dataDir, 'app.db'));
  try {
    return db
      .prepare<[], { note: string }>('SELECT note FROM bookings')
      .all()
      .map((r) => r.note);
  } finally {
    db.close();
  }
}

describe('the bench database', () => {
  it('seeds once, and starts every run from the seed whatever the last run added', async () => {
    const dirs = benchDataDirs(root, 2000);
    const { seeded, seed } = seeder();
    await prepareBenchData(dirs, { fresh: false, seed });
    expect(seeded).toEqual([`${dirs.seedDir}.partial`]);
    const db = openDatabase(path.join(dirs.runDir, 'app.db'));
    db.exec("INSERT INTO bookings (note) VALUES ('added by a run')");
    db.close();
    expect(bookings(dirs.runDir)).toEqual(['seeded', 'added by a run']);

    await prepareBenchData(dirs, { fresh: false, seed });
    expect(seeded).toHaveLength(1);
    expect(bookings(dirs.runDir)).toEqual(['seeded']);
    expect(bookings(dirs.seedDir)).toEqual(['seeded']);
    expect(existsSync(path.join(dirs.runDir, 'media', 'photo.svg'))).toBe(true);
  });

  it('seeds anew with --fresh', async () => {
    const dirs = benchDataDirs(root, 2000);
    const { seeded, seed } = seeder();
    await prepareBenchData(dirs, { fresh: false, seed });
    await prepareBenchData(dirs, { fresh: true, seed });
    expect(seeded).toHaveLength(2);
    expect(bookings(dirs.runDir)).toEqual(['seeded']);
  });

  it('keeps no seed from a seeding that failed, so the next run seeds again', async () => {
    const dirs = benchDataDirs(root, 2000);
    const failing = async (dataDir: string) => {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(path.join(dataDir, 'app.db'), 'half a database');
      throw new Error('seed interrupted');
    };
    await expect(prepareBenchData(dirs, { fresh: false, seed: failing })).rejects.toThrow(
      'seed interrupted',
    );
    expect(existsSync(dirs.seedDir)).toBe(false);
    const { seeded, seed } = seeder();
    await prepareBenchData(dirs, { fresh: false, seed });
    expect(seeded).toHaveLength(1);
    expect(bookings(dirs.runDir)).toEqual(['seeded']);
  });

  it('gives the PostgreSQL run a copy of the seed of its own, apart from the SQLite run', async () => {
    const dirs = benchDataDirs(root, 2000);
    const { seed } = seeder();
    await prepareBenchData(dirs, { fresh: false, seed });
    copySeed(dirs.seedDir, dirs.postgresRunDir);
    const db = openDatabase(path.join(dirs.postgresRunDir, 'app.db'));
    db.exec("INSERT INTO bookings (note) VALUES ('a fixture for PostgreSQL')");
    db.close();
    expect(bookings(dirs.runDir)).toEqual(['seeded']);
    copySeed(dirs.seedDir, dirs.postgresRunDir);
    expect(bookings(dirs.postgresRunDir)).toEqual(['seeded']);
    expect(existsSync(path.join(dirs.postgresRunDir, 'media', 'photo.svg'))).toBe(true);
  });
});
