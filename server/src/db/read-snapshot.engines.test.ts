// A read's step sees one moment of the database on either engine
// (docs/architecture.md#10-two-engines): writers commit a row to two tables together while
// readers count both tables in one step, many times over; no reader ever counts one table's row
// without the other's. On PostgreSQL the statements of a read went each to any pooled
// connection, so a commit landing between them was seen half.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, openTestDatabase, type TestDatabase } from '../test/engines';
import { type Engine, get, run, type Step } from './engine';

const WRITERS = 4;
const WRITES_EACH = 60;
const READERS = 4;

function* bothCounts(): Step<[number, number]> {
  const left = yield* get<{ n: number }>('SELECT count(*) AS n FROM snapshot_left');
  const right = yield* get<{ n: number }>('SELECT count(*) AS n FROM snapshot_right');
  return [left!.n, right!.n];
}

/** A step that reads once, or twice when asked: a kind first seen reading once. */
function* countsWhen(both: boolean): Step<number[]> {
  const left = yield* get<{ n: number }>('SELECT count(*) AS n FROM snapshot_left');
  if (!both) return [left!.n];
  const right = yield* get<{ n: number }>('SELECT count(*) AS n FROM snapshot_right');
  return [left!.n, right!.n];
}

function* writePair(n: number): Step<void> {
  yield* run('INSERT INTO snapshot_left (n) VALUES (@n)', { n });
  yield* run('INSERT INTO snapshot_right (n) VALUES (@n)', { n });
}

describe.each(ENGINES)('a read on %s', (engine: Engine) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(engine);
    await test.database.read(run('CREATE TABLE snapshot_left (n INTEGER NOT NULL)'));
    await test.database.read(run('CREATE TABLE snapshot_right (n INTEGER NOT NULL)'));
  });
  afterAll(() => test.close());

  it('never sees half of a transaction that writes two tables', async () => {
    let writing = true;
    const writers = Array.from({ length: WRITERS }, async (_, w) => {
      for (let n = 0; n < WRITES_EACH; n += 1) {
        await test.database.transaction(() => writePair(w * WRITES_EACH + n));
      }
    });
    const seen: [number, number][] = [];
    const readers = Array.from({ length: READERS }, async () => {
      while (writing) seen.push(await test.database.read(bothCounts()));
    });
    await Promise.all(writers);
    writing = false;
    await Promise.all(readers);

    const halves = seen.filter(([left, right]) => left !== right);
    expect(halves, `${halves.length} of ${seen.length} reads saw half a write`).toEqual([]);
    // The reads did run among the writes, not only before or after them.
    const total = WRITERS * WRITES_EACH;
    expect(seen.filter(([left]) => left > 0 && left < total).length).toBeGreaterThan(20);
    expect(await test.database.read(bothCounts())).toEqual([total, total]);
  });

  it('reads a second statement in the snapshot of the first once a step that read once reads twice', async () => {
    const [before] = await test.database.read(countsWhen(false));
    await test.database.transaction(() => writePair(-1));
    expect(await test.database.read(countsWhen(false))).toEqual([before! + 1]);
    expect(await test.database.read(countsWhen(true))).toEqual([before! + 1, before! + 1]);
    await test.database.transaction(() => writePair(-2));
    expect(await test.database.read(countsWhen(true))).toEqual([before! + 2, before! + 2]);
  });
});
