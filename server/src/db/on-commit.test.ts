// Work a step registers with onCommit (docs/architecture.md#10-two-engines) runs once its
// transaction has committed, never when it rolls back, and on PostgreSQL only for the attempt
// that committed; on SQLite also inside legacy code's inTransaction, after the outermost commit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, openTestDatabase, type TestDatabase } from '../test/engines';
import { inTransaction } from './connection';
import { get, onCommit, run, type Step } from './engine';
import { type SqliteDatabase, sqliteDatabase } from './sqlite-engine';

describe.each(ENGINES)('onCommit on %s', (engine) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(engine);
  });
  afterAll(() => test.close());

  let counter = 0;
  /** Adds a city of a name of its own; gives the name. */
  function* addCity(): Step<string> {
    counter += 1;
    const name = `Commit ${counter} ${Math.random().toString(36).slice(2, 8)}`;
    yield* run('INSERT INTO cities (name) VALUES (@name)', { name });
    return name;
  }
  const cityCount = (name: string) =>
    test.database.read(
      get<{ n: number }>('SELECT count(*) AS n FROM cities WHERE name = @name', { name }),
    );

  it('runs the work once, after COMMIT, where another read sees the row', async () => {
    const heard: string[] = [];
    let seen: Promise<{ n: number } | undefined> | undefined;
    const name = await test.database.transaction(function* () {
      const name = yield* addCity();
      yield* onCommit(() => {
        heard.push('pushed');
        seen = cityCount(name);
      });
      heard.push('body done');
      return name;
    });
    expect(heard).toEqual(['body done', 'pushed']);
    expect(await seen).toEqual({ n: 1 });
    expect(await cityCount(name)).toEqual({ n: 1 });
  });

  it('runs works in the order they were registered', async () => {
    const heard: number[] = [];
    await test.database.transaction(function* () {
      yield* onCommit(() => heard.push(1));
      yield* addCity();
      yield* onCommit(() => heard.push(2));
    });
    expect(heard).toEqual([1, 2]);
  });

  it('drops the work when the transaction rolls back', async () => {
    const heard: string[] = [];
    let name = '';
    const failed = test.database.transaction(function* () {
      name = yield* addCity();
      yield* onCommit(() => heard.push('pushed'));
      throw new Error('after the work');
    });
    await expect(failed).rejects.toThrow('after the work');
    expect(heard).toEqual([]);
    expect(await cityCount(name)).toEqual({ n: 0 });
  });

  it('runs the work at once outside a transaction', async () => {
    const heard: string[] = [];
    await test.database.read(
      (function* () {
        yield* onCommit(() => heard.push('now'));
        heard.push('after');
      })(),
    );
    expect(heard).toEqual(['now', 'after']);
  });
});

describe('onCommit when PostgreSQL runs a transaction again', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase('postgres');
  });
  afterAll(() => test.close());

  it('keeps only the works of the attempt that committed', async () => {
    const heard: number[] = [];
    let attempts = 0;
    await test.database.transaction(function* () {
      attempts += 1;
      const attempt = attempts;
      yield* run('INSERT INTO cities (name) VALUES (@name)', {
        name: `Retried ${Math.random().toString(36).slice(2, 10)}`,
      });
      yield* onCommit(() => heard.push(attempt));
      if (attempt === 1) {
        // What a serialization failure looks like to the engine: SQLSTATE 40001.
        yield* run('DO $$ BEGIN RAISE EXCEPTION USING ERRCODE = $e$40001$e$; END $$');
      }
    });
    expect(attempts).toBe(2);
    expect(heard).toEqual([2]);
  });
});

describe('onCommit inside legacy code on SQLite', () => {
  let test: TestDatabase;
  let database: SqliteDatabase;
  beforeAll(async () => {
    test = await openTestDatabase('sqlite');
    database = test.database as SqliteDatabase;
  });
  afterAll(() => test.close());

  const push = (heard: string[], word: string) =>
    database.runSync(
      (function* () {
        yield* run('INSERT INTO cities (name) VALUES (@name)', {
          name: `${word} ${Math.random()}`,
        });
        yield* onCommit(() => heard.push(word));
      })(),
    );

  it('waits for the outermost inTransaction to commit', () => {
    const heard: string[] = [];
    inTransaction(database.connection, () => {
      push(heard, 'outer');
      inTransaction(database.connection, () => push(heard, 'inner'));
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual(['outer', 'inner']);
  });

  it('drops the works of a savepoint rolled back, and of a transaction rolled back', () => {
    const heard: string[] = [];
    inTransaction(database.connection, () => {
      push(heard, 'kept');
      expect(() =>
        inTransaction(database.connection, () => {
          push(heard, 'dropped');
          throw new Error('inner');
        }),
      ).toThrow('inner');
    });
    expect(() =>
      inTransaction(database.connection, () => {
        push(heard, 'also dropped');
        throw new Error('outer');
      }),
    ).toThrow('outer');
    expect(heard).toEqual(['kept']);
  });

  it('runs at once outside any transaction', () => {
    const heard: string[] = [];
    push(heard, 'now');
    expect(heard).toEqual(['now']);
  });

  it('is the same connection a second SqliteDatabase over it', () => {
    const heard: string[] = [];
    const other = sqliteDatabase(database.connection);
    inTransaction(database.connection, () => {
      other.runSync(onCommit(() => heard.push('other')));
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual(['other']);
  });
});
