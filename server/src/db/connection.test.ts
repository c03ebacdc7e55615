import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { afterCommit, type Db, inTransaction, openDatabase } from './connection';

let dir: string;
let db: Db;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'baraat-connection-'));
  db = openDatabase(path.join(dir, 'app.db'));
  db.exec('CREATE TABLE things (id INTEGER PRIMARY KEY)');
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const stored = () => db.prepare('SELECT count(*) FROM things').pluck().get();

describe('afterCommit', () => {
  it('hears each committed transaction once, after its rows are there, nested ones with it', () => {
    const heard: unknown[] = [];
    afterCommit(db, () => heard.push(stored()));
    inTransaction(db, () => {
      db.prepare('INSERT INTO things DEFAULT VALUES').run();
      inTransaction(db, () => db.prepare('INSERT INTO things DEFAULT VALUES').run());
    });
    expect(heard).toEqual([2]);
  });

  it('hears nothing of a transaction rolled back, nor after the unsubscribe', () => {
    const heard: unknown[] = [];
    const stop = afterCommit(db, () => heard.push(stored()));
    expect(() =>
      inTransaction(db, () => {
        db.prepare('INSERT INTO things DEFAULT VALUES').run();
        throw new Error('refused');
      }),
    ).toThrow('refused');
    stop();
    inTransaction(db, () => db.prepare('INSERT INTO things DEFAULT VALUES').run());
    expect(heard).toEqual([]);
    expect(stored()).toBe(1);
  });
});
